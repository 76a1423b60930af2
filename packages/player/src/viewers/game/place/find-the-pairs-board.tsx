import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useMediaUrl, useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import type { GameBoardProps } from '../game-board-props.js';
import { isPending } from './pick-and-place.js';
import type { PickEffect } from './pick-and-place.js';
import { PLACE_MESSAGES } from './place-messages.js';
import { placeStyles } from './place.styles.js';
import { usePickAndPlace } from './use-pick-and-place.js';
import type { PickDispatch } from './use-pick-and-place.js';

const NS = 'player-game-place';

/** How long two cards that are not a pair stay face up, unless another card is turned first. */
export const MISSED_PAIR_MS = 1500;

/** Columns of the grid: near-square, at most 5 so that 40 cards keep 44 px on a 390 px phone. */
export function pairsColumns(count: number): number {
  if (count <= 4) return 2;
  if (count <= 9) return 3;
  if (count <= 16) return 4;
  return 5;
}

type Face = 'down' | 'up' | 'missed' | 'found';

/** The index a grid key moves to (arrows, Home and End in the row, Ctrl+Home and Ctrl+End), or `null`. */
function nextIndex(event: KeyboardEvent, index: number, count: number, columns: number): number | null {
  const rowStart = index - (index % columns);
  switch (event.key) {
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return event.ctrlKey ? 0 : rowStart;
    case 'End':
      return event.ctrlKey ? count - 1 : Math.min(count - 1, rowStart + columns - 1);
    default:
      return null;
  }
}

/**
 * The board of `find_the_pairs` (issue 22): a grid of cards face down ("Carta 3, virada para baixo"). Turning a
 * first card shows its face; turning a second sends `move(first, second)`. A pair found stays face up; two cards
 * that are not a pair stay up until another card is turned or for 1.5 s, then turn down. The grid is one tab stop
 * (roving tabindex): the arrow keys, Home and End move between the cards. Every turn is announced, the second with
 * both faces; the viewer then says whether they were a pair.
 */
export function FindThePairsBoard({ board, progress, move, busy, announce }: GameBoardProps<'find_the_pairs'>) {
  usePackageMessages(PLACE_MESSAGES);
  const t = useT();
  const mediaUrl = useMediaUrl();
  const rootRef = useRef<HTMLDivElement>(null);
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);
  useOwnedStyleSheet(rootRef, placeStyles);
  const id = useId();
  const [active, setActive] = useState(0);
  const [missed, setMissed] = useState<readonly string[]>([]);

  const cards = board.cards;
  const columns = pairsColumns(cards.length);
  const found = (card: string) => Object.hasOwn(progress.closed, card);
  const indexOf = (card: string) => cards.findIndex((entry) => entry.id === card);
  const faceOf = (card: string) => {
    const entry = cards[indexOf(card)];
    return entry?.text ?? entry?.image?.alt ?? '';
  };
  const numberOf = (card: string) => indexOf(card) + 1;

  const onEffect = (effect: PickEffect, dispatch: PickDispatch) => {
    switch (effect.kind) {
      case 'picked':
        setMissed([]);
        announce(t(`${NS}.pairs.turned`, { number: numberOf(effect.piece), face: faceOf(effect.piece) }));
        return;
      case 'unpicked':
        announce(t(`${NS}.pairs.turned_down`, { number: numberOf(effect.piece) }));
        return;
      case 'refused':
        if (effect.reason === 'busy') announce(t(`${NS}.busy`));
        else if (effect.reason === 'closed') announce(t(`${NS}.pairs.found_already`));
        return;
      case 'placed': {
        const { piece, target } = effect;
        setMissed([]);
        announce(
          t(`${NS}.pairs.turned_second`, {
            number: numberOf(target),
            face: faceOf(target),
            first: numberOf(piece),
            first_face: faceOf(piece),
          }),
        );
        // Whether they are a pair is the viewer's to say (right or wrong, errors left, the end), in one message
        // that a word of the board's after it would cut off.
        void move(piece, target).then(
          (outcome) => {
            dispatch({ type: 'settle' });
            if (outcome?.correct === false) setMissed([piece, target]);
          },
          () => dispatch({ type: 'settle' }),
        );
        return;
      }
      case 'none':
        return;
    }
  };
  const [pick, dispatch] = usePickAndPlace(
    {
      busy,
      canPick: (card) => indexOf(card) >= 0 && !found(card),
      canPlace: (card, first) => indexOf(card) >= 0 && !found(card) && card !== first,
    },
    onEffect,
  );

  useEffect(() => {
    if (missed.length === 0) return undefined;
    const timer = setTimeout(() => setMissed([]), MISSED_PAIR_MS);
    return () => clearTimeout(timer);
  }, [missed]);

  const faceState = (card: string): Face => {
    if (found(card)) return 'found';
    if (pick.picked === card || isPending(pick, card)) return 'up';
    return missed.includes(card) ? 'missed' : 'down';
  };

  const focusCard = (index: number) => {
    setActive(index);
    cardRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Escape') {
      if (pick.picked === null) return;
      event.preventDefault();
      dispatch({ type: 'cancel' });
      return;
    }
    const next = nextIndex(event, index, cards.length, columns);
    if (next === null) return;
    event.preventDefault();
    focusCard(next);
  };

  const rows: (typeof cards)[] = [];
  for (let start = 0; start < cards.length; start += columns) rows.push(cards.slice(start, start + columns));
  const current = Math.min(active, cards.length - 1);

  return (
    <div ref={rootRef} className="campus-place">
      <p className="campus-place__hint" id={`${id}-hint`}>
        {t(`${NS}.pairs.hint`)}
      </p>
      <div
        ref={(element) => element?.style.setProperty('--campus-place-columns', String(columns))}
        className="campus-place__grid"
        role="grid"
        aria-label={t(`${NS}.pairs.grid`)}
        aria-describedby={`${id}-hint`}
        part="game-cards"
      >
        {rows.map((row, rowIndex) => (
          <div key={row[0]?.id ?? rowIndex} className="campus-place__row" role="row">
            {row.map((card, column) => {
              const index = rowIndex * columns + column;
              const number = index + 1;
              const face = faceState(card.id);
              const text = faceOf(card.id);
              const label =
                face === 'down'
                  ? t(`${NS}.pairs.card_down`, { number })
                  : t(face === 'found' ? `${NS}.pairs.card_found` : `${NS}.pairs.card_up`, { number, face: text });
              return (
                <div key={card.id} className="campus-place__cell" role="gridcell">
                  <button
                    ref={(element) => {
                      cardRefs.current[index] = element;
                    }}
                    type="button"
                    className="campus-place__card"
                    part="game-card"
                    data-face={face}
                    tabIndex={index === current ? 0 : -1}
                    aria-label={label}
                    aria-disabled={face === 'found' || undefined}
                    onFocus={() => setActive(index)}
                    onClick={() => dispatch({ type: 'choose', id: card.id })}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    {face === 'down' ? (
                      <span aria-hidden="true">{number}</span>
                    ) : (
                      <>
                        {card.image && <img src={mediaUrl(card.image.url) ?? undefined} alt="" />}
                        {card.text !== undefined && <span>{card.text}</span>}
                        {face === 'found' && (
                          <span className="campus-place__card-mark" aria-hidden="true">
                            ✓
                          </span>
                        )}
                        {face === 'missed' && (
                          <span className="campus-place__card-mark" aria-hidden="true">
                            ✗
                          </span>
                        )}
                      </>
                    )}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
