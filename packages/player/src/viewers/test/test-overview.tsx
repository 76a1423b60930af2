import { useId } from 'react';
import type { TestOverview, TestQuestion } from '@campus/core/schemas';
import { Button, useCampus, useT } from '@campus/ui';
import { AttemptReview } from './attempt-review.js';
import { assetUrl } from './question-input.js';

type T = ReturnType<typeof useT>;

/** Props of {@link TestOverviewScreen}. */
export interface TestOverviewScreenProps {
  overview: TestOverview;
  onStart: () => void;
  starting: boolean;
  /** Why the last start failed, in words. */
  problem: string | undefined;
  /** The last attempt's questions when this page knows them (its option texts for the review). */
  questions: readonly TestQuestion[] | undefined;
}

/** Why no attempt may start, in words. */
function cannotStartReason(t: T, overview: TestOverview): string {
  if (overview.result === 'approved' || overview.result === 'improved') return t('player-test.cannot_start.approved');
  if (overview.result === 'blocked') return t('player-test.cannot_start.blocked');
  if (overview.attempts_left === 0) return t('player-test.cannot_start.no_attempts');
  return t('player-test.cannot_start.other');
}

/** The rules in plain words (spec §3 Test). */
function rules(t: T, overview: TestOverview): string[] {
  const lines: string[] = [];
  if (overview.evaluated) lines.push(t('player-test.rules.minimum_score', { score: overview.minimum_score }));
  else lines.push(t('player-test.rules.unevaluated'));
  lines.push(t('player-test.rules.questions', { count: overview.qty_questions }));
  lines.push(
    overview.maximum_attempts === null
      ? t('player-test.rules.attempts_unlimited', { used: overview.qty_attempted })
      : t('player-test.rules.attempts', {
          used: overview.qty_attempted,
          maximum: overview.maximum_attempts,
          left: overview.attempts_left ?? 0,
        }),
  );
  lines.push(
    overview.time_to_answer === null
      ? t('player-test.rules.no_time')
      : t('player-test.rules.time', { minutes: Math.ceil(overview.time_to_answer / 60) }),
  );
  if (overview.general) lines.push(t('player-test.rules.general'));
  lines.push(t('player-test.rules.no_escape'));
  return lines;
}

const STANDING_NOTES = ['blocked', 'restarted', 'reproved', 'approved', 'in_progress'] as const;

/**
 * A test before (or between) attempts: its rules, the mode's consequence, the learner's result so far with what
 * it means, the last attempt reviewed, the support materials, and Start, Resume or Try again (disabled, with the
 * reason, when no attempt may start).
 */
export function TestOverviewScreen({ overview, onStart, starting, problem, questions }: TestOverviewScreenProps) {
  const t = useT();
  const campus = useCampus();
  const id = useId();
  const resuming = overview.in_progress !== null;
  const canStart = resuming || overview.can_start;
  const label = resuming
    ? t('player-test.resume')
    : overview.qty_attempted > 0
      ? t('player-test.try_again')
      : t('player-test.start');
  const note = (STANDING_NOTES as readonly string[]).includes(overview.result)
    ? t(`player-test.standing.${overview.result}`)
    : undefined;
  return (
    <div className="campus-test__overview" part="test-overview">
      <div className="campus-test__main">
        <section className="campus-test__section">
          <h3 className="campus-test__subtitle">{t('player-test.rules.title')}</h3>
          <ul className="campus-test__rules">
            {rules(t, overview).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {overview.mode !== null && overview.evaluated && <p>{t(`player-test.mode.${overview.mode}`)}</p>}
        </section>
        <section className="campus-test__section">
          <h3 className="campus-test__subtitle">{t('player-test.standing.title')}</h3>
          <p className="campus-test__result" part="test-result">
            {t('player-test.standing.result', { result: t(`activity.status.${overview.result}`) })}
          </p>
          {overview.evaluated && overview.best_score !== null && (
            <p>{t('player-test.standing.best_score', { score: overview.best_score })}</p>
          )}
          {note !== undefined && <p>{note}</p>}
        </section>
        <div className="campus-test__actions">
          <Button
            onClick={onStart}
            loading={starting}
            disabled={!canStart}
            aria-describedby={canStart ? undefined : `${id}-reason`}
          >
            {label}
          </Button>
          {!canStart && (
            <p className="campus-test__reason" id={`${id}-reason`}>
              {cannotStartReason(t, overview)}
            </p>
          )}
          {problem !== undefined && (
            <p className="campus-test__problem" role="alert">
              {problem}
            </p>
          )}
        </div>
        {overview.last_result !== null && overview.last_result.questions.length > 0 && (
          <AttemptReview
            reviews={overview.last_result.questions}
            questions={questions}
            level={3}
            title={t('player-test.review.last_title')}
          />
        )}
      </div>
      {overview.support_materials.length > 0 && (
        <aside className="campus-test__materials" part="test-materials" aria-labelledby={`${id}-materials`}>
          <h3 className="campus-test__subtitle" id={`${id}-materials`}>
            {t('player-test.materials')}
          </h3>
          <ul>
            {overview.support_materials.map((material) => (
              <li key={material.url}>
                <a href={assetUrl(campus.config.apiBase, material.url)} target="_blank" rel="noopener noreferrer">
                  {material.title}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
