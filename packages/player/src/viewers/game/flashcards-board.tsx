import { useEffect, useId, useRef, useState } from 'react';
import type { GameFace } from '@campus/core/schemas';
import { useT } from '@campus/ui';
import type { GameBoardProps } from './game-board-props.js';
import { GameImage } from './game-image.js';

/**
 * The board of `flashcards` (issue 22): one card at a time with "Cartão 3 de 10"; "Virar o cartão" (a button:
 * Enter or Space) turns it — a turn in 3D, none under `prefers-reduced-motion` — and says its back; then "Eu sabia"
 * or "Não sabia" (which counts as an error) closes it and the next card shows its front, focus back on the turn.
 */
export function FlashcardsBoard({ board, progress, move, busy, announce }: GameBoardProps<'flashcards'>) {
  const t = useT();
  const id = useId();
  const turnRef = useRef<HTMLButtonElement>(null);
  const [flipped, setFlipped] = useState(false);
  const [answered, setAnswered] = useState(0);
  const count = board.cards.length;
  const index = board.cards.findIndex((card) => progress.closed[card.id] === undefined);
  const card = board.cards[index];

  // The buttons of the answer are gone with the card: focus goes back to the turn of the next one.
  useEffect(() => {
    if (answered > 0) turnRef.current?.focus();
  }, [answered]);

  if (card === undefined) return null;
  const words = (face: GameFace) => face.text ?? face.image?.alt ?? t('player-game.flashcards.picture');

  const turn = () => {
    const next = !flipped;
    setFlipped(next);
    announce(
      next
        ? t('player-game.flashcards.flipped', { text: words(card.back) })
        : t('player-game.flashcards.unflipped', { text: words(card.front) }),
    );
  };

  const tell = async (knew: boolean) => {
    if (busy) return;
    const outcome = await move(card.id, knew);
    if (outcome === null) return;
    setFlipped(false);
    setAnswered((value) => value + 1);
  };

  const face = (side: 'front' | 'back', content: GameFace, shown: boolean) => (
    <div className={`campus-game__face campus-game__face--${side}`} aria-hidden={!shown || undefined}>
      <p className="campus-game__face-label">{t(`player-game.flashcards.${side}`)}</p>
      {content.text !== undefined && <p className="campus-game__face-text">{content.text}</p>}
      <GameImage image={content.image} />
    </div>
  );

  return (
    <section className="campus-game__flashcards" part="game-board" aria-labelledby={`${id}-position`}>
      <p className="campus-game__position" id={`${id}-position`}>
        {t('player-game.flashcards.position', { current: index + 1, count })}
      </p>
      <div className="campus-game__card" part="game-card" data-flipped={flipped || undefined} key={card.id}>
        <div className="campus-game__card-inner">
          {face('front', card.front, !flipped)}
          {face('back', card.back, flipped)}
        </div>
      </div>
      <div className="campus-game__actions">
        <button type="button" className="campus-game__turn" ref={turnRef} onClick={turn}>
          {t(`player-game.flashcards.${flipped ? 'turn_back' : 'turn'}`)}
        </button>
      </div>
      {flipped && (
        <div className="campus-game__knew" role="group" aria-labelledby={`${id}-prompt`}>
          <p className="campus-game__question" id={`${id}-prompt`}>
            {t('player-game.flashcards.prompt')}
          </p>
          <button
            type="button"
            className="campus-game__choice"
            aria-disabled={busy || undefined}
            onClick={() => void tell(true)}
          >
            {t('player-game.flashcards.knew')}
          </button>
          <button
            type="button"
            className="campus-game__choice"
            aria-disabled={busy || undefined}
            onClick={() => void tell(false)}
          >
            {t('player-game.flashcards.did_not_know')}
          </button>
        </div>
      )}
    </section>
  );
}
