import { useId } from 'react';
import { achievementQueries } from '@campus/core';
import type { LearnerBadge } from '@campus/core/schemas';
import {
  EmptyState,
  ErrorState,
  formatInstantDay,
  formatNumber,
  ProgressBar,
  SignedInOnly,
  Skeleton,
  useLocale,
  useMediaUrl,
  useQuery,
  useT,
} from '@campus/ui';
import { Heading } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { achievementsSignedOut } from '../shared/achievements-signed-out.js';
import { orderBadges } from './order-badges.js';

/** Props of {@link BadgeList}. */
export interface BadgeListProps {
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * Every badge of the client (spec §2 profile "badges"; issue 21): the ones the learner earned first, with the day,
 * then the others greyed with the progress towards them (`current` of `target`, as text and as a labelled
 * `<progress>`). Signed out: the invitation to sign in.
 */
export function BadgeList(props: BadgeListProps) {
  return (
    <SignedInOnly {...achievementsSignedOut('badges')}>
      <BadgeListScreen {...props} />
    </SignedInOnly>
  );
}

function BadgeListScreen({ headingLevel = 2 }: BadgeListProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const badges = useQuery(achievementQueries.badges(locale));
  const ordered = badges.data ? orderBadges(badges.data.results) : [];
  const earned = ordered.filter((badge) => badge.earned_at !== null).length;

  return (
    <section className="campus-achievements" part="badges" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-achievements__title" part="title">
        {t('achievements.badges.title')}
      </Heading>
      {badges.status === 'loading' && (
        <div aria-busy="true" part="loading">
          <p className="campus-visually-hidden">{t('ui.loading')}</p>
          <Skeleton lines={3} />
        </div>
      )}
      {badges.status === 'error' && (
        <ErrorState error={badges.error} onRetry={badges.retry} retrying={badges.isFetching} />
      )}
      {badges.status === 'empty' && <EmptyState title={t('achievements.badges.empty')} />}
      {badges.status === 'success' && (
        <>
          <p className="campus-achievements__summary" part="summary">
            {t('achievements.badges.summary', {
              earned: formatNumber(earned, locale),
              total: formatNumber(ordered.length, locale),
            })}
          </p>
          <ul className="campus-achievements__badges" part="list" aria-label={t('achievements.badges.list')}>
            {ordered.map((badge) => (
              <BadgeItem key={badge.id} badge={badge} headingLevel={Math.min(6, headingLevel + 1) as HeadingLevel} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function BadgeItem({ badge, headingLevel }: { badge: LearnerBadge; headingLevel: HeadingLevel }) {
  const t = useT();
  const locale = useLocale();
  const media = useMediaUrl();
  const nameId = useId();
  const image = media(badge.image);
  const earned = badge.earned_at !== null;
  const { current, target } = badge.progress;
  return (
    <li
      className="campus-achievements__badge"
      part={earned ? 'badge badge-earned' : 'badge badge-locked'}
      data-earned={earned ? 'true' : 'false'}
      data-code={badge.code}
      aria-labelledby={nameId}
    >
      {/* The name is next to the picture, so the picture adds nothing to read out: an empty alt. */}
      {image !== null && (
        <img className="campus-achievements__badge-image" part="badge-image" src={image} alt="" loading="lazy" />
      )}
      <div className="campus-achievements__badge-body">
        <Heading level={headingLevel} id={nameId} className="campus-achievements__name" part="badge-name">
          {badge.name}
        </Heading>
        <p className="campus-achievements__description" part="badge-description">
          {badge.description}
        </p>
        {earned ? (
          <p className="campus-achievements__earned" part="badge-state">
            {t('achievements.badges.earned', { date: formatInstantDay(badge.earned_at, locale) })}
          </p>
        ) : (
          <>
            <p className="campus-achievements__locked" part="badge-state">
              {t('achievements.badges.not_earned')} ·{' '}
              {t('achievements.badges.progress_value', {
                current: formatNumber(Math.min(current, target), locale),
                target: formatNumber(target, locale),
              })}
            </p>
            <ProgressBar
              value={current}
              max={target}
              label={t('achievements.badges.progress_label', { name: badge.name })}
              showLabel={false}
            />
          </>
        )}
      </div>
    </li>
  );
}
