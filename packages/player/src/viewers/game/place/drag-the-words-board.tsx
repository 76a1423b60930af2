import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import type { GameBoardProps } from '../game-board-props.js';
import { isPending } from './pick-and-place.js';
import type { PickEffect } from './pick-and-place.js';
import { PLACE_MESSAGES } from './place-messages.js';
import { placeStyles } from './place.styles.js';
import { usePickAndPlace } from './use-pick-and-place.js';
import type { PickDispatch } from './use-pick-and-place.js';
import { usePointerDrag } from './use-pointer-drag.js';

const NS = 'player-game-place';

/** Whether focus fell out of the board (its element was removed): nothing, or the body, is focused. */
function focusWasLost(node: Element | null): boolean {
  if (node === null) return false;
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active === null || active === node.ownerDocument.body;
}

/**
 * The board of `drag_the_words` (issue 22): the passage with a target per gap ("Lacuna 2 de 5, vazia") and the
 * word bank. The learner picks a word, then a gap (or drags the word onto it), and the board sends
 * `move(gap, word)`. A gap the server closed shows its word and takes no other; a wrong word goes back to the bank
 * (the viewer says it was wrong). Picks and placements are announced through the viewer's live region.
 */
export function DragTheWordsBoard({ board, progress, move, busy, announce }: GameBoardProps<'drag_the_words'>) {
  usePackageMessages(PLACE_MESSAGES);
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const bankRef = useRef<HTMLUListElement>(null);
  const passageRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useOwnedStyleSheet(rootRef, placeStyles);
  const id = useId();

  const gaps = board.segments.flatMap((segment) => ('gap' in segment ? [segment.gap] : []));
  const closedGap = (gap: string) => Object.hasOwn(progress.closed, gap);
  const used = new Set(Object.values(progress.closed).map((closed) => closed.answer));
  const wordText = (word: unknown) => board.words.find((entry) => entry.id === word)?.text ?? '';
  const gapNumber = (gap: string) => gaps.indexOf(gap) + 1;

  const onEffect = (effect: PickEffect, dispatch: PickDispatch) => {
    switch (effect.kind) {
      case 'picked':
        announce(t(`${NS}.words.picked`, { word: wordText(effect.piece) }));
        return;
      case 'unpicked':
        announce(t(`${NS}.unpicked`, { piece: wordText(effect.piece) }));
        return;
      case 'refused':
        if (effect.reason === 'busy') announce(t(`${NS}.busy`));
        else if (effect.reason === 'nothing_picked') announce(t(`${NS}.words.pick_first`));
        return;
      case 'placed': {
        announce(t(`${NS}.words.placed`, { word: wordText(effect.piece), number: gapNumber(effect.target) }));
        const settle = () => dispatch({ type: 'settle' });
        void move(effect.target, effect.piece).then((outcome) => {
          // The gap that had focus turns into text once closed: focus goes on to the bank, not to the page.
          refocus.current = outcome?.correct === true;
          settle();
        }, settle);
        return;
      }
      case 'none':
        return;
    }
  };
  const [pick, dispatch] = usePickAndPlace(
    {
      busy,
      canPick: (word) => board.words.some((entry) => entry.id === word) && !used.has(word),
      canPlace: (gap) => gaps.includes(gap) && !closedGap(gap),
    },
    onEffect,
  );
  const drag = usePointerDrag({
    onDrop: (piece, target) => dispatch({ type: 'drop', piece, target }),
    onLongPress: (piece) => dispatch({ type: 'hold', piece }),
  });

  useEffect(() => {
    if (!refocus.current || pick.pending !== null) return;
    refocus.current = false;
    if (!focusWasLost(rootRef.current)) return;
    const next =
      bankRef.current?.querySelector<HTMLElement>('button') ?? passageRef.current?.querySelector<HTMLElement>('button');
    next?.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || pick.picked === null) return;
    event.preventDefault();
    dispatch({ type: 'cancel' });
  };

  const bank = board.words.filter((word) => !used.has(word.id) && !isPending(pick, word.id));

  return (
    <div ref={rootRef} className="campus-place" data-picking={pick.picked === null ? undefined : ''}>
      <p className="campus-place__hint" id={`${id}-hint`}>
        {t(`${NS}.words.hint`)}
      </p>
      <div
        ref={passageRef}
        className="campus-place__passage"
        role="group"
        aria-label={t(`${NS}.words.passage`)}
        aria-describedby={`${id}-hint`}
        part="game-passage"
      >
        {board.segments.map((segment, index) => {
          if ('text' in segment) return <span key={`t${String(index)}`}>{segment.text}</span>;
          const gap = segment.gap;
          const number = gapNumber(gap);
          const closed = progress.closed[gap];
          if (closed !== undefined) {
            return (
              <span key={gap} className="campus-place__filled" part="game-gap-filled">
                {wordText(closed.answer)}
              </span>
            );
          }
          const pending = pick.pending?.target === gap ? pick.pending.piece : null;
          return (
            <button
              key={gap}
              ref={drag.target(gap)}
              type="button"
              className="campus-place__target campus-place__gap"
              part="game-gap"
              aria-label={
                pending === null
                  ? t(`${NS}.words.gap_empty`, { number, count: gaps.length })
                  : t(`${NS}.words.gap_pending`, { number, count: gaps.length, word: wordText(pending) })
              }
              aria-busy={pending !== null || undefined}
              onClick={() => dispatch({ type: 'place', target: gap })}
              onKeyDown={onKeyDown}
            >
              {pending === null ? (
                <span className="campus-place__gap-number">{number}</span>
              ) : (
                <span>{wordText(pending)}</span>
              )}
            </button>
          );
        })}
      </div>
      <div className="campus-place__section">
        <p className="campus-place__label" id={`${id}-bank`}>
          {t(`${NS}.words.bank`)}
        </p>
        {bank.length === 0 ? (
          <p className="campus-place__empty">{t(`${NS}.words.bank_empty`)}</p>
        ) : (
          <ul ref={bankRef} className="campus-place__bank" aria-labelledby={`${id}-bank`}>
            {bank.map((word) => (
              <li key={word.id}>
                <button
                  type="button"
                  className="campus-place__piece"
                  part="game-piece"
                  aria-pressed={pick.picked === word.id}
                  {...drag.piece(word.id)}
                  onClick={() => dispatch({ type: 'pick', piece: word.id })}
                  onKeyDown={onKeyDown}
                >
                  {word.text}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
