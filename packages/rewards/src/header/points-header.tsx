import { useId } from 'react';
import { loyaltyQueries } from '@campus/core';
import type { LevelsResponse } from '@campus/core/schemas';
import type { Level } from '@campus/core/rules';
import {
  ErrorState,
  formatNumber,
  LoadingRegion,
  ProgressBar,
  Skeleton,
  useLocale,
  usePackageMessages,
  useQuery,
  useT,
} from '@campus/ui';
import { REWARDS_MESSAGES } from '../messages/rewards-messages.js';
import { usePointsText } from '../shared/use-points-text.js';

/** A level's name: the client's (`GET /api/levels/`), else the package's. */
export function useLevelName(levels: LevelsResponse | undefined): (level: Level) => string {
  const t = useT();
  return (level) => levels?.levels.find((entry) => entry.level === level)?.name ?? t(`rewards.levels.${level}`);
}

/**
 * The member's balance, level and level points (spec §2 reward store header, §3 Reward state, §4 levels), from
 * `GET /api/points/` and `GET /api/levels/`, with the way to the next level and the points still under audit.
 */
export function PointsHeader() {
  usePackageMessages(REWARDS_MESSAGES);
  const t = useT();
  const titleId = useId();
  const locale = useLocale();
  // The same entries as the sales form, the ranking and the statement: a sale there moves this balance.
  const points = useQuery(loyaltyQueries.points());
  const levels = useQuery(loyaltyQueries.levels(locale));
  const pointsText = usePointsText();
  const format = (value: number) => formatNumber(value, locale);
  const levelName = useLevelName(levels.data);
  const summary = points.data;

  if (summary === undefined) {
    return (
      <section className="campus-rewards-header" part="header" aria-labelledby={titleId}>
        <h3 className="campus-visually-hidden" id={titleId}>
          {t('rewards.header.label')}
        </h3>
        {points.status === 'error' ? (
          <ErrorState error={points.error} onRetry={points.retry} retrying={points.isFetching} />
        ) : (
          <HeaderPlaceholder />
        )}
      </section>
    );
  }

  const ordered = [...(levels.data?.levels ?? [])].sort((a, b) => a.minimum_points - b.minimum_points);
  const current = ordered.find((entry) => entry.level === summary.level);
  // The next level is the one above the member's (a level is approved after an audit, so the points alone do not say it).
  const next = current === undefined ? undefined : ordered[ordered.indexOf(current) + 1];
  const floor = current?.minimum_points ?? 0;
  return (
    <section className="campus-rewards-header" part="header" aria-labelledby={titleId}>
      <h3 className="campus-visually-hidden" id={titleId}>
        {t('rewards.header.label')}
      </h3>
      <dl className="campus-rewards-header__facts">
        <div className="campus-rewards-header__fact" part="balance">
          <dt>{t('rewards.header.balance')}</dt>
          <dd>{pointsText(summary.balance)}</dd>
        </div>
        <div className="campus-rewards-header__fact" part="level">
          <dt>{t('rewards.header.level')}</dt>
          <dd>{levelName(summary.level)}</dd>
        </div>
        <div className="campus-rewards-header__fact" part="level-points">
          <dt>{t('rewards.header.level_points')}</dt>
          <dd>{format(summary.level_points)}</dd>
        </div>
      </dl>
      {levels.data !== undefined && current !== undefined && (
        <div className="campus-rewards-header__next">
          {next === undefined ? (
            <p>{t('rewards.header.top_level')}</p>
          ) : (
            <ProgressBar
              value={summary.level_points - floor}
              max={Math.max(next.minimum_points - floor, 1)}
              label={t('rewards.header.next_level', {
                count: Math.max(next.minimum_points - summary.level_points, 0),
                points: format(Math.max(next.minimum_points - summary.level_points, 0)),
                level: next.name,
              })}
            />
          )}
        </div>
      )}
      {summary.pending_audit > 0 && (
        <p className="campus-rewards-header__audit">
          {t('rewards.header.pending_audit', { points: format(summary.pending_audit) })}
        </p>
      )}
    </section>
  );
}

/**
 * The header's shape while the balance loads: the same facts with their labels and a line where the value and the
 * way to the next level will be, so nothing below (the tabs, the rewards) moves when they arrive (layout shift).
 */
function HeaderPlaceholder() {
  const t = useT();
  return (
    <LoadingRegion className="campus-rewards-header__loading">
      <dl className="campus-rewards-header__facts" aria-hidden="true">
        {(['balance', 'level', 'level_points'] as const).map((fact) => (
          <div className="campus-rewards-header__fact" key={fact}>
            <dt>{t(`rewards.header.${fact}`)}</dt>
            <dd>
              <Skeleton width="half" />
            </dd>
          </div>
        ))}
      </dl>
      <div className="campus-rewards-header__next" aria-hidden="true">
        <Skeleton />
      </div>
    </LoadingRegion>
  );
}
