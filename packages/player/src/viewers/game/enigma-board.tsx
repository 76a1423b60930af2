import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { foldLetter, isHiddenCharacter } from '@campus/core/rules';
import { Button, TextField, useLocale, useT } from '@campus/ui';
import type { GameBoardProps } from './game-board-props.js';
import { GameImage } from './game-image.js';

/** The letters of the on-screen keyboard: accents are folded (`é` is `e`), so A–Z is every letter to try. */
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

/** Longest guess typed (spec §5 text maximum, the move's limit). */
const MAX_TYPED = 256;

/** One character of the mask: a hidden one with its place among the hidden ones, or one shown. */
type MaskCharacter = { readonly shown: string | null; readonly position: number };

/** The mask cut into words (at spaces), each character with its place among the letters to find. */
function maskWords(mask: readonly (string | null)[]): { words: MaskCharacter[][]; letters: number } {
  const words: MaskCharacter[][] = [[]];
  let letters = 0;
  for (const shown of mask) {
    if (shown === ' ') {
      words.push([]);
      continue;
    }
    const counts = shown === null || isHiddenCharacter(shown);
    if (counts) letters += 1;
    words.at(-1)!.push({ shown, position: counts ? letters : 0 });
  }
  return { words: words.filter((word) => word.length > 0), letters };
}

/**
 * The board of `enigma` (issue 22): the hidden answer as boxes ("letra 2 de 5 escondida" for each box still
 * hidden), the hint and picture, a letter keyboard (a toolbar: arrows, Home and End move, a letter typed on the
 * physical keyboard is tried while it has focus; letters tried are disabled), and "Adivinhar a resposta inteira".
 */
export function EnigmaBoard({ board, progress, move, busy }: GameBoardProps<'enigma'>) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const keys = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [guess, setGuess] = useState('');
  const [note, setNote] = useState<string | undefined>(undefined);
  const tried = new Set(progress.guessed);
  const { words, letters } = maskWords(progress.mask ?? []);
  const hidden = (progress.mask ?? []).filter((shown) => shown === null).length;
  const upper = (letter: string) => letter.toLocaleUpperCase(locale);

  const tryLetter = (letter: string) => {
    if (busy || tried.has(letter)) return;
    void move('letter', letter);
  };
  const focusKey = (index: number) => {
    setActive(index);
    keys.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moves: Record<string, number> = {
      ArrowRight: (active + 1) % LETTERS.length,
      ArrowLeft: (active + LETTERS.length - 1) % LETTERS.length,
      Home: 0,
      End: LETTERS.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusKey(target);
      return;
    }
    if (!isHiddenCharacter(event.key)) return;
    event.preventDefault();
    const letter = foldLetter(event.key, locale);
    const at = LETTERS.indexOf(letter);
    if (at >= 0) focusKey(at);
    tryLetter(letter);
  };

  const submitGuess = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const answer = guess.trim();
    if (answer === '') {
      setNote(t('player-game.enigma.guess_empty'));
      return;
    }
    setNote(undefined);
    const outcome = await move('phrase', answer);
    if (outcome !== null && !outcome.correct) setNote(t('player-game.enigma.guess_wrong', { answer }));
  };

  return (
    <div className="campus-game__enigma" part="game-board">
      <GameImage image={board.image} />
      {board.hint !== undefined && (
        <p className="campus-game__hint">{t('player-game.enigma.hint', { hint: board.hint })}</p>
      )}
      <div className="campus-game__mask" part="game-mask" role="group" aria-labelledby={`${id}-mask`}>
        <p className="campus-game__question" id={`${id}-mask`}>
          {t('player-game.enigma.mask')}
          {' · '}
          {t('player-game.enigma.mask_summary', { count: hidden })}
        </p>
        <p className="campus-game__words">
          {words.map((word, index) => (
            <span key={index}>
              {index > 0 && ' '}
              <span className="campus-game__word">
                {word.map((character, at) =>
                  character.shown === null ? (
                    <span key={at} className="campus-game__box campus-game__box--hidden">
                      <span aria-hidden="true">_</span>
                      <span className="campus-visually-hidden">
                        {` ${t('player-game.enigma.hidden_letter', { number: character.position, count: letters })} `}
                      </span>
                    </span>
                  ) : (
                    <span
                      key={at}
                      className={`campus-game__box campus-game__box--${character.position > 0 ? 'found' : 'mark'}`}
                    >
                      {character.shown}
                    </span>
                  ),
                )}
              </span>
            </span>
          ))}
        </p>
      </div>
      <p className="campus-game__help" id={`${id}-help`}>
        {t('player-game.enigma.keyboard_help')}
      </p>
      <div
        className="campus-game__keyboard"
        part="game-keyboard"
        role="toolbar"
        aria-label={t('player-game.enigma.keyboard')}
        aria-describedby={`${id}-help`}
        onKeyDown={onKeyDown}
      >
        {LETTERS.map((letter, index) => {
          const used = tried.has(letter);
          return (
            <button
              key={letter}
              ref={(element) => {
                keys.current[index] = element;
              }}
              type="button"
              className={`campus-game__key${used ? ' campus-game__key--tried' : ''}`}
              tabIndex={index === active ? 0 : -1}
              aria-disabled={used || busy || undefined}
              aria-label={used ? t('player-game.enigma.tried', { letter: upper(letter) }) : undefined}
              onClick={() => {
                setActive(index);
                tryLetter(letter);
              }}
            >
              {upper(letter)}
            </button>
          );
        })}
      </div>
      <p className="campus-game__tried">
        {progress.guessed.length === 0
          ? t('player-game.enigma.none_tried')
          : t('player-game.enigma.tried_list', { letters: progress.guessed.map(upper).join(', ') })}
      </p>
      <form className="campus-game__guess" onSubmit={(event) => void submitGuess(event)}>
        <TextField
          label={t('player-game.enigma.guess')}
          hint={t('player-game.enigma.guess_hint')}
          error={note}
          value={guess}
          maxLength={MAX_TYPED}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => setGuess(event.target.value)}
        />
        <Button type="submit" aria-disabled={busy || undefined}>
          {t('player-game.enigma.guess_submit')}
        </Button>
      </form>
    </div>
  );
}
