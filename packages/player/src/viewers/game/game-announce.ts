import { foldLetter } from '@campus/core/rules';
import type { GameBoard, GameMoveResponse, GameProgress } from '@campus/core/schemas';
import type { useT } from '@campus/ui';

type T = ReturnType<typeof useT>;

/** Errors left in words: "Restam 2 erros." (zero: the next one ends the game). */
export function errorsLeftText(t: T, progress: GameProgress): string {
  return t('player-game.attempt.errors_left', { count: progress.errors_left });
}

/** What the enigma's letter move found, in words. */
function letterText(t: T, response: GameMoveResponse, before: GameProgress, locale: string): string {
  const { move, progress } = response;
  const letter = String(move.answer).toLocaleUpperCase(locale);
  const folded = foldLetter(String(move.answer), locale);
  if (before.guessed.includes(folded)) return t('player-game.announce.letter_repeated', { letter });
  if (!move.correct) return t('player-game.announce.letter_missing', { letter });
  const count = (progress.mask ?? []).filter((shown) => shown !== null && foldLetter(shown, locale) === folded).length;
  return t('player-game.announce.letter_found', { letter, count });
}

/**
 * What the live region says of one move (issue 22): right, right with a typo, wrong with the errors left, a move
 * that counted no error, the item's feedback, and the end of the game won or lost. One message, so nothing of it is
 * cut off by the next.
 */
export function moveAnnouncement(
  t: T,
  board: GameBoard,
  before: GameProgress,
  response: GameMoveResponse,
  locale: string,
): string {
  const { move, progress, result } = response;
  const parts: string[] = [];
  if (board.type === 'enigma' && move.item === 'letter') parts.push(letterText(t, response, before, locale));
  else if (board.type === 'flashcards') parts.push(t(`player-game.announce.${move.correct ? 'known' : 'unknown'}`));
  else if (move.correct) parts.push(t(`player-game.announce.${move.typo ? 'right_typo' : 'right'}`));
  else parts.push(t('player-game.announce.wrong'));
  if (move.feedback !== null) parts.push(move.feedback);
  if (!move.correct && !move.error && !(board.type === 'enigma' && move.item === 'letter')) {
    parts.push(t('player-game.announce.no_error'));
  }
  if (result !== null) {
    parts.push(result.won ? t('player-game.announce.won', { score: result.score }) : t('player-game.announce.lost'));
  } else if (move.error) parts.push(errorsLeftText(t, progress));
  return parts.join(' ');
}
