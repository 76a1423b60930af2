import { useEffect, useRef } from 'react';
import type { GameBoard, GameOverview, GameProgress, GameResult } from '@campus/core/schemas';
import { Button, useT } from '@campus/ui';
import { GameReview } from './game-review.js';

/** Props of {@link GameEndScreen}. */
export interface GameEndScreenProps {
  board: GameBoard;
  progress: GameProgress;
  result: GameResult;
  /** The game's overview read again after the end (attempts left), once it arrived. */
  overview: GameOverview | undefined;
  onTryAgain: () => void;
  starting: boolean;
  /** Why the last start failed, in words. */
  problem: string | undefined;
  onBack: () => void;
}

/**
 * The end of a game (issue 22): won or lost, the score against the minimum, approved or reproved, the attempts
 * left, the solution reviewed, and Play again while attempts are left (a pass too may be bettered). Focus moves
 * to the heading.
 */
export function GameEndScreen(props: GameEndScreenProps) {
  const { board, progress, result, overview, onTryAgain, starting, problem, onBack } = props;
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  let next: string | undefined;
  if (result.status === 'reproved' && overview !== undefined) {
    next =
      overview.attempts_left === null
        ? t('player-game.end.unlimited')
        : overview.attempts_left > 0
          ? t('player-game.end.attempts_left', { count: overview.attempts_left })
          : t('player-game.end.no_attempts');
  }
  return (
    <div className="campus-game__end" part="game-end">
      <h3 className="campus-game__end-title" tabIndex={-1} ref={headingRef}>
        {t(`player-game.end.${result.won ? 'won' : 'lost'}`)}
      </h3>
      <p>
        {result.won
          ? t('player-game.end.won_description', { count: result.errors })
          : t('player-game.end.lost_description')}
      </p>
      <p className="campus-game__score" part="game-score">
        {t('player-game.end.score', { score: result.score })}
        {overview !== undefined && ` · ${t('player-game.end.minimum', { score: overview.minimum_score })}`}
      </p>
      <p className={`campus-game__outcome campus-game__outcome--${result.status}`} part="game-outcome">
        {t(`player-game.end.${result.status}`)}
      </p>
      {next !== undefined && <p>{next}</p>}
      <div className="campus-game__actions">
        {overview?.can_start === true && (
          <Button onClick={onTryAgain} loading={starting}>
            {t('player-game.try_again')}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          {t('player-game.end.back')}
        </Button>
      </div>
      {problem !== undefined && (
        <p className="campus-game__problem" role="alert">
          {problem}
        </p>
      )}
      <GameReview board={board} progress={progress} result={result} />
    </div>
  );
}
