import { useId, useState } from 'react';
import type { GameMoveOutcome } from '@campus/core/schemas';
import { useT } from '@campus/ui';
import type { GameBoardProps } from './game-board-props.js';
import { GameImage } from './game-image.js';

/**
 * The board of `this_or_that` (issue 22): one item at a time with "Item 2 de 8" and two big buttons, one per
 * category (they stay in place from item to item, so focus stays on the one pressed). The last answer is said
 * under them, and the items sorted so far are listed with their result and the right category.
 */
export function ThisOrThatBoard({ board, progress, move, busy }: GameBoardProps<'this_or_that'>) {
  const t = useT();
  const id = useId();
  const [last, setLast] = useState<GameMoveOutcome | null>(null);
  const [feedback, setFeedback] = useState<Readonly<Record<string, string>>>({});
  const count = board.items.length;
  const index = board.items.findIndex((item) => progress.closed[item.id] === undefined);
  const current = board.items[index];
  const label = (categoryId: unknown) => board.categories.find((category) => category.id === categoryId)?.label ?? '';
  // With two categories the right one of a wrong answer is the other (after a resume only `closed` is known).
  const rightOf = (itemId: string): string => {
    const closed = progress.closed[itemId];
    if (closed === undefined || closed.correct) return label(closed?.answer);
    return label(board.categories.find((category) => category.id !== closed.answer)?.id);
  };
  const textOf = (itemId: string) => board.items.find((item) => item.id === itemId)?.text ?? '';
  const done = board.items.filter((item) => progress.closed[item.id] !== undefined);

  const choose = async (categoryId: string) => {
    if (busy || current === undefined) return;
    const outcome = await move(current.id, categoryId);
    if (outcome === null) return;
    setLast(outcome);
    if (outcome.feedback !== null) setFeedback((previous) => ({ ...previous, [outcome.item]: outcome.feedback! }));
  };

  return (
    <div className="campus-game__sorting" part="game-board">
      {current !== undefined && (
        <section className="campus-game__current" aria-labelledby={`${id}-position ${id}-text`}>
          <p className="campus-game__position" id={`${id}-position`}>
            {t('player-game.this_or_that.position', { current: index + 1, count })}
          </p>
          <p className="campus-game__item-text" id={`${id}-text`}>
            {current.text}
          </p>
          <GameImage image={current.image} />
          <p className="campus-game__question" id={`${id}-question`}>
            {t('player-game.this_or_that.question')}
          </p>
          <div className="campus-game__categories" role="group" aria-labelledby={`${id}-text ${id}-question`}>
            {board.categories.map((category) => (
              <button
                key={category.id}
                type="button"
                className="campus-game__category"
                aria-disabled={busy || undefined}
                onClick={() => void choose(category.id)}
              >
                {category.label}
              </button>
            ))}
          </div>
        </section>
      )}
      {last !== null && (
        <p className={`campus-game__last campus-game__last--${last.correct ? 'right' : 'wrong'}`} part="game-last">
          {t(`player-game.this_or_that.${last.correct ? 'right' : 'wrong'}`, {
            item: textOf(last.item),
            category: rightOf(last.item),
          })}
          {last.feedback !== null && ` ${last.feedback}`}
        </p>
      )}
      {done.length > 0 && (
        <section className="campus-game__section" aria-labelledby={`${id}-done`}>
          <h4 className="campus-game__subtitle" id={`${id}-done`}>
            {t('player-game.this_or_that.done')}
          </h4>
          <ul className="campus-game__done-list">
            {done.map((item) => {
              const closed = progress.closed[item.id]!;
              return (
                <li
                  key={item.id}
                  className={`campus-game__closed campus-game__closed--${closed.correct ? 'right' : 'wrong'}`}
                >
                  <p>
                    {t(`player-game.this_or_that.${closed.correct ? 'right' : 'wrong'}`, {
                      item: item.text,
                      category: rightOf(item.id),
                    })}
                  </p>
                  {!closed.correct && (
                    <p>{t('player-game.this_or_that.your_choice', { category: label(closed.answer) })}</p>
                  )}
                  {feedback[item.id] !== undefined && <p>{feedback[item.id]}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
