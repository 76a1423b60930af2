import { useId } from 'react';
import type { GameOverview } from '@campus/core/schemas';
import { Button, useT } from '@campus/ui';

type T = ReturnType<typeof useT>;

/** Props of {@link GameOverviewScreen}. */
export interface GameOverviewScreenProps {
  overview: GameOverview;
  onStart: () => void;
  starting: boolean;
  /** Why the last start failed, in words. */
  problem: string | undefined;
}

/** Why no attempt may start, in words. */
export function cannotStartReason(t: T, overview: GameOverview): string {
  if (overview.attempts_left === 0) return t('player-game.cannot_start.no_attempts');
  if (overview.result === 'approved' || overview.result === 'improved') return t('player-game.cannot_start.approved');
  return t('player-game.cannot_start.other');
}

/** The rules in plain words (spec §3 "each has a number of errors allowed"; minimum score; attempts). */
function rules(t: T, overview: GameOverview): string[] {
  return [
    t(`player-game.how.${overview.type}`),
    t('player-game.rules.errors_allowed', { count: overview.errors_allowed }),
    t('player-game.rules.minimum_score', { score: overview.minimum_score }),
    t('player-game.rules.score'),
    overview.maximum_attempts === null
      ? t('player-game.rules.attempts_unlimited', { used: overview.qty_attempted })
      : t('player-game.rules.attempts', {
          used: overview.qty_attempted,
          maximum: overview.maximum_attempts,
          left: overview.attempts_left ?? 0,
        }),
  ];
}

const STANDING_NOTES = ['in_progress', 'approved', 'reproved'] as const;

/**
 * A game before (or between) attempts: the author's instructions, how the type is played, the errors allowed,
 * the minimum score and the attempts; the learner's result so far; and Start, Resume or Play again (disabled, with
 * the reason, when no attempt may start).
 */
export function GameOverviewScreen({ overview, onStart, starting, problem }: GameOverviewScreenProps) {
  const t = useT();
  const id = useId();
  const resuming = overview.in_progress !== null;
  const canStart = resuming || overview.can_start;
  const label = resuming
    ? t('player-game.resume')
    : overview.qty_attempted > 0
      ? t('player-game.try_again')
      : t('player-game.start');
  const note = (STANDING_NOTES as readonly string[]).includes(overview.result)
    ? t(`player-game.standing.${resuming ? 'in_progress' : overview.result}`)
    : undefined;
  return (
    <div className="campus-game__overview" part="game-overview">
      <section className="campus-game__section">
        <h3 className="campus-game__subtitle">{t('player-game.rules.title')}</h3>
        {overview.instructions !== null && <p className="campus-game__instructions">{overview.instructions}</p>}
        <ul className="campus-game__rules">
          {rules(t, overview).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {overview.result !== 'not_started' && (
        <section className="campus-game__section">
          <h3 className="campus-game__subtitle">{t('player-game.standing.title')}</h3>
          <p part="game-result">
            {t('player-game.standing.result', { result: t(`activity.status.${overview.result}`) })}
          </p>
          {overview.best_score !== null && (
            <p>{t('player-game.standing.best_score', { score: overview.best_score })}</p>
          )}
          {note !== undefined && <p>{note}</p>}
        </section>
      )}
      <div className="campus-game__actions">
        <Button
          onClick={onStart}
          loading={starting}
          disabled={!canStart}
          aria-describedby={canStart ? undefined : `${id}-reason`}
        >
          {label}
        </Button>
        {!canStart && (
          <p className="campus-game__reason" id={`${id}-reason`}>
            {cannotStartReason(t, overview)}
          </p>
        )}
      </div>
      {problem !== undefined && (
        <p className="campus-game__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
