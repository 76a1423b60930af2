import type { GameAnswer, GameBoard, GameFace, GameProgress, GameResult } from '@campus/core/schemas';
import { useT } from '@campus/ui';

type T = ReturnType<typeof useT>;

/** One line of the review: what the item was, what the learner did, the right answer. */
interface ReviewLine {
  readonly key: string;
  readonly title: string;
  /** `true` right, `false` wrong, `null` nothing to judge (a card not seen, an item left open). */
  readonly correct: boolean | null;
  readonly given?: string | undefined;
  readonly right?: string | undefined;
  readonly note?: string | undefined;
  /** Right only thanks to the typo tolerance: said, with the right spelling. */
  readonly typo?: boolean;
}

/** A card's side or an item in words: its text, else its picture's description. */
export const faceText = (face: GameFace | { text?: string; image?: { alt: string } | undefined }): string =>
  face.text ?? face.image?.alt ?? '';

const byId = <E extends { id: string }>(entries: readonly E[], id: GameAnswer | undefined) =>
  entries.find((entry) => entry.id === id);

/** A word of drag_the_words in words: the solution gives its text, an answer its id of the attempt. */
const wordText = (words: readonly { id: string; text: string }[], value: GameAnswer | undefined) =>
  typeof value === 'string' ? (byId(words, value)?.text ?? value) : undefined;

/** The lines of the review of a game of any type, from the board, the last progress and the solution. */
function reviewLines(t: T, board: GameBoard, progress: GameProgress, result: GameResult): ReviewLine[] {
  const { closed } = progress;
  const { solution } = result;
  const truth = (value: GameAnswer | undefined) =>
    value === undefined ? undefined : t(`player-game.true_false.${value === true ? 'true' : 'false'}`);
  switch (board.type) {
    case 'true_or_false':
      return board.statements.map((statement) => ({
        key: statement.id,
        title: statement.text,
        correct: closed[statement.id]?.correct ?? null,
        given: truth(closed[statement.id]?.answer),
        right: truth(solution[statement.id]),
      }));
    case 'this_or_that':
      return board.items.map((item) => ({
        key: item.id,
        title: item.text,
        correct: closed[item.id]?.correct ?? null,
        given: byId(board.categories, closed[item.id]?.answer)?.label,
        right: byId(board.categories, solution[item.id])?.label,
      }));
    case 'flashcards':
      return board.cards.map((card) => {
        const known = closed[card.id]?.correct;
        return {
          key: card.id,
          title: `${faceText(card.front)} — ${faceText(card.back)}`,
          correct: known ?? null,
          note: t(`player-game.review.${known === undefined ? 'not_seen' : known ? 'known' : 'unknown'}`),
        };
      });
    case 'fill_in_the_blanks':
      return board.segments.flatMap((segment, index, all) => {
        if (!('gap' in segment)) return [];
        const number = all.slice(0, index + 1).filter((entry) => 'gap' in entry).length;
        const done = closed[segment.gap];
        return [
          {
            key: segment.gap,
            title: t('player-game.review.gap', { number }),
            correct: done?.correct ?? null,
            given: done === undefined ? undefined : String(done.answer),
            right: solution[segment.gap] === undefined ? undefined : String(solution[segment.gap]),
            typo: done?.typo === true,
          },
        ];
      });
    case 'enigma': {
      const phrase = solution['phrase'];
      return [
        {
          key: 'phrase',
          title: phrase === undefined ? '' : t('player-game.review.phrase', { answer: String(phrase) }),
          correct: result.won,
          typo: closed['phrase']?.typo === true,
        },
      ];
    }
    case 'drag_and_drop':
      return board.items.map((item) => ({
        key: item.id,
        title: faceText(item),
        correct: closed[item.id]?.correct ?? null,
        given: byId(board.zones, closed[item.id]?.answer)?.label,
        right: byId(board.zones, solution[item.id])?.label,
      }));
    case 'drag_the_words':
      return board.segments.flatMap((segment, index, all) => {
        if (!('gap' in segment)) return [];
        const number = all.slice(0, index + 1).filter((entry) => 'gap' in entry).length;
        return [
          {
            key: segment.gap,
            title: t('player-game.review.gap', { number }),
            correct: closed[segment.gap]?.correct ?? null,
            given: wordText(board.words, closed[segment.gap]?.answer),
            // The solution names the word by its text (equal words are interchangeable).
            right: wordText(board.words, solution[segment.gap]),
          },
        ];
      });
    case 'find_the_pairs': {
      // One line per pair: each card with its partner, once.
      const seen = new Set<string>();
      return board.cards.flatMap((card) => {
        const partner = byId(board.cards, solution[card.id]);
        if (seen.has(card.id) || partner === undefined) return [];
        seen.add(card.id).add(partner.id);
        return [
          {
            key: card.id,
            title: `${faceText(card)} — ${faceText(partner)}`,
            correct: closed[card.id]?.correct ?? null,
          },
        ];
      });
    }
  }
}

/** Props of {@link GameReview}. */
export interface GameReviewProps {
  board: GameBoard;
  progress: GameProgress;
  result: GameResult;
}

/**
 * The solution of a finished game, item by item (issue 22): right or wrong (or left open), the learner's answer
 * and the right one. Shown only once the game is over, when the server sends the solution.
 */
export function GameReview({ board, progress, result }: GameReviewProps) {
  const t = useT();
  const lines = reviewLines(t, board, progress, result);
  return (
    <section className="campus-game__review" part="game-review">
      <h4 className="campus-game__subtitle">{t('player-game.review.title')}</h4>
      <ol className="campus-game__review-list">
        {lines.map((line) => {
          const verdict =
            board.type === 'flashcards'
              ? undefined
              : t(`player-game.review.${line.correct === null ? 'open' : line.correct ? 'correct' : 'incorrect'}`);
          const mark = line.correct === null ? 'open' : line.correct ? 'right' : 'wrong';
          return (
            <li key={line.key} className={`campus-game__review-item campus-game__review-item--${mark}`}>
              <p className="campus-game__review-title">
                {line.title}
                {verdict !== undefined && <span className="campus-game__verdict">{` · ${verdict}`}</span>}
              </p>
              {line.given !== undefined && <p>{t('player-game.review.your_answer', { answer: line.given })}</p>}
              {line.typo === true && <p>{t('player-game.review.typo')}</p>}
              {line.right !== undefined && (line.correct !== true || line.typo === true) && (
                <p>{t('player-game.review.right_answer', { answer: line.right })}</p>
              )}
              {line.note !== undefined && <p>{line.note}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
