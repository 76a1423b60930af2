import { useEffect, useId, useRef, useState } from 'react';
import type { GameMoveOutcome } from '@campus/core/schemas';
import { useT } from '@campus/ui';
import type { GameBoardProps } from './game-board-props.js';
import { GameImage } from './game-image.js';

/**
 * The board of `true_or_false` (issue 22): every statement with a True and a False button in a group named by the
 * statement. A statement answered is closed: the answer given, right or wrong with the right answer, and the
 * statement's feedback. Focus then goes to the next open statement's first button.
 */
export function TrueOrFalseBoard({ board, progress, move, busy }: GameBoardProps<'true_or_false'>) {
  const t = useT();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // The server's word on each statement answered here (its feedback); after a resume only `closed` is known.
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, GameMoveOutcome>>>({});
  const [answered, setAnswered] = useState<number | null>(null);
  const count = board.statements.length;
  const word = (value: boolean) => t(`player-game.true_false.${value ? 'true' : 'false'}`);

  // After an answer, on to the next open statement (after the one answered, else from the top).
  useEffect(() => {
    if (answered === null) return;
    const groups = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-statement]') ?? [])];
    const open = groups.filter((group) => group.querySelector('button') !== null);
    const next = open.find((group) => Number(group.dataset['statement']) > answered) ?? open[0];
    next?.querySelector('button')?.focus();
  }, [answered, progress]);

  const answer = async (statementId: string, index: number, value: boolean) => {
    if (busy || progress.closed[statementId] !== undefined) return;
    const outcome = await move(statementId, value);
    if (outcome === null) return;
    setOutcomes((previous) => ({ ...previous, [statementId]: outcome }));
    setAnswered(index);
  };

  return (
    <ol
      className="campus-game__statements"
      part="game-board"
      aria-label={t('player-game.true_false.statements')}
      ref={listRef}
    >
      {board.statements.map((statement, index) => {
        const closed = progress.closed[statement.id];
        const outcome = outcomes[statement.id];
        const position = `${id}-${index}-position`;
        const text = `${id}-${index}-text`;
        return (
          <li key={statement.id} className="campus-game__statement" data-statement={index}>
            <p className="campus-game__position" id={position}>
              {t('player-game.true_false.statement', { number: index + 1, count })}
            </p>
            <p className="campus-game__statement-text" id={text}>
              {statement.text}
            </p>
            <GameImage image={statement.image} />
            {closed === undefined ? (
              <div className="campus-game__choices" role="group" aria-labelledby={`${position} ${text}`}>
                {[true, false].map((value) => (
                  <button
                    key={String(value)}
                    type="button"
                    className="campus-game__choice"
                    aria-disabled={busy || undefined}
                    onClick={() => void answer(statement.id, index, value)}
                  >
                    {word(value)}
                  </button>
                ))}
              </div>
            ) : (
              <div
                className={`campus-game__closed campus-game__closed--${closed.correct ? 'right' : 'wrong'}`}
                part="game-closed"
              >
                <p>{t('player-game.true_false.your_answer', { answer: word(closed.answer === true) })}</p>
                <p className="campus-game__verdict">
                  {closed.correct
                    ? t('player-game.true_false.right')
                    : t('player-game.true_false.wrong', { answer: word(closed.answer !== true) })}
                </p>
                {outcome !== undefined && outcome.feedback !== null && <p>{outcome.feedback}</p>}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
