import type { GameAnswer, GameBoard, GameMoveOutcome, GameProgress } from '@campus/core/schemas';

/**
 * What the game viewer hands the board of one game type (issue 22). The board shows the game and sends moves; the
 * viewer owns the attempt, the server's answers, the live region and the end of the game.
 */
export interface GameBoardProps<T extends GameBoard['type'] = GameBoard['type']> {
  readonly board: Extract<GameBoard, { type: T }>;
  /** Where the attempt stands: the closed items, errors left, the enigma's mask. Updated after every move. */
  readonly progress: GameProgress;
  /**
   * Sends one move. Resolves with the server's outcome once the viewer applied it (progress updated, the move
   * announced, the end shown when the game is over), or `null` when it could not be sent (the viewer shows why).
   */
  readonly move: (item: string, answer: GameAnswer) => Promise<GameMoveOutcome | null>;
  /** A move is on its way: boards ignore further moves meanwhile (a double click sends one). */
  readonly busy: boolean;
  /** Says a message in the viewer's polite live region (a pick, a place, a flip). */
  readonly announce: (message: string) => void;
}
