import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useT } from '@campus/ui';
import type { GameBoardProps } from './game-board-props.js';

/** Longest answer typed in a gap (spec §5 text maximum, the move's limit). */
const MAX_TYPED = 256;

/** What a gap says under it: nothing, an empty check, or a wrong answer (kept in the field). */
type GapNote = { kind: 'empty' } | { kind: 'wrong'; answer: string };

/**
 * The board of `fill_in_the_blanks` (issue 22): the passage with a field in each gap ("Lacuna 2 de 5"), each
 * checked on its own (Enter in the field or its "Conferir" button). Only a checked answer can be an error; a wrong
 * one stays in the field and is said so; a right one turns the gap into read-only text ("aceita com um erro de
 * digitação" when only the typo tolerance took it), and focus goes to the next open gap.
 */
export function FillInTheBlanksBoard({ board, progress, move, busy }: GameBoardProps<'fill_in_the_blanks'>) {
  const t = useT();
  const id = useId();
  const passageRef = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const [notes, setNotes] = useState<Readonly<Record<string, GapNote>>>({});
  const [filled, setFilled] = useState<number | null>(null);
  const gaps = board.segments.flatMap((segment) => ('gap' in segment ? [segment.gap] : []));
  const count = gaps.length;

  // A gap filled is text now: on to the next open gap's field (after it, else from the top).
  useEffect(() => {
    if (filled === null) return;
    const fields = [...(passageRef.current?.querySelectorAll<HTMLInputElement>('input[data-gap]') ?? [])];
    (fields.find((field) => Number(field.dataset['gap']) > filled) ?? fields[0])?.focus();
  }, [filled, progress]);

  const check = async (gap: string, number: number) => {
    if (busy || progress.closed[gap] !== undefined) return;
    const answer = (typed[gap] ?? '').trim();
    if (answer === '') {
      setNotes((previous) => ({ ...previous, [gap]: { kind: 'empty' } }));
      return;
    }
    const outcome = await move(gap, answer);
    if (outcome === null) return;
    if (outcome.correct) {
      setNotes(({ [gap]: _, ...others }) => others);
      setFilled(number);
    } else setNotes((previous) => ({ ...previous, [gap]: { kind: 'wrong', answer } }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, gap: string, number: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void check(gap, number);
  };

  return (
    <div
      className="campus-game__passage"
      part="game-board"
      role="group"
      aria-label={t('player-game.fill.passage')}
      ref={passageRef}
    >
      {board.segments.map((segment, index) => {
        if ('text' in segment) {
          return (
            <span key={index} className="campus-game__text">
              {segment.text}
            </span>
          );
        }
        const { gap } = segment;
        const number = gaps.indexOf(gap) + 1;
        const closed = progress.closed[gap];
        if (closed !== undefined) {
          return (
            <span key={index} className="campus-game__filled" part="game-filled">
              <span className="campus-visually-hidden">{t('player-game.review.gap', { number })}: </span>
              <strong>{String(closed.answer)}</strong>
              {closed.typo && <span className="campus-game__typo"> ({t('player-game.fill.typo')})</span>}
            </span>
          );
        }
        const note = notes[gap];
        const noteId = `${id}-${index}-note`;
        return (
          <span key={index} className="campus-game__gap">
            <input
              className="campus-game__gap-input"
              type="text"
              data-gap={number}
              aria-label={t('player-game.fill.gap', { number, count })}
              aria-invalid={note?.kind === 'wrong' || undefined}
              aria-describedby={note === undefined ? undefined : noteId}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={MAX_TYPED}
              value={typed[gap] ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                setTyped((previous) => ({ ...previous, [gap]: value }));
              }}
              onKeyDown={(event) => onKeyDown(event, gap, number)}
            />
            <button
              type="button"
              className="campus-game__check"
              aria-label={t('player-game.fill.check_gap', { number })}
              aria-disabled={busy || undefined}
              onClick={() => void check(gap, number)}
            >
              {t('player-game.fill.check')}
            </button>
            {note !== undefined && (
              <span className="campus-game__gap-note" id={noteId}>
                {note.kind === 'empty'
                  ? t('player-game.fill.empty')
                  : t('player-game.fill.wrong', { answer: note.answer })}
              </span>
            )}
          </span>
        );
      })}
    </div>
  );
}
