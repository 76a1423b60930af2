import { useId } from 'react';
import { catalogueQueries } from '@campus/core';
import { canOpenActivity, isActivityDone } from '@campus/core/rules';
import type { CourseActivity } from '@campus/core/schemas';
import type { ActivityStatus } from '@campus/core/rules';
import {
  Badge,
  Button,
  ErrorState,
  LazySencePanel,
  ProgressBar,
  Skeleton,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { ActivityOpenDetail } from '../events.js';

const ACTIVITY_TONES: Readonly<Record<ActivityStatus, 'neutral' | 'info' | 'success' | 'warning' | 'danger'>> = {
  not_started: 'neutral',
  in_progress: 'info',
  finished: 'success',
  approved: 'success',
  improved: 'success',
  reproved: 'warning',
  restarted: 'warning',
  blocked: 'danger',
};

/** Props of {@link CourseActivities}. */
export interface CourseActivitiesProps {
  courseId: number | string;
  /** Whether the caller is enrolled: activities open only then (core's `canOpenActivity`). */
  enrolled: boolean;
  /** The trail the course was opened from, passed on to `campus-activity-open`. */
  trailId: number | string | undefined;
  onActivityOpen: ((detail: ActivityOpenDetail) => void) | undefined;
}

/** One activity: its order, title, type, length, status, progress, why it is blocked, and its open button. */
function ActivityEntry({
  activity,
  openable,
  onOpen,
}: {
  activity: CourseActivity;
  openable: boolean;
  onOpen: (() => void) | undefined;
}) {
  const t = useT();
  const titleId = useId();
  const noticeId = useId();
  const blocked = activity.status === 'blocked' && activity.blocked_reason !== null;
  return (
    <li
      className="campus-catalogue-activity"
      part="activity"
      aria-labelledby={titleId}
      {...(blocked ? { 'aria-describedby': noticeId } : {})}
    >
      <span className="campus-catalogue-activity__order" aria-hidden="true">
        {activity.hierarchy_order}
      </span>
      <div className="campus-catalogue-activity__body">
        <h4 className="campus-catalogue-activity__title" id={titleId}>
          {activity.title}
        </h4>
        <div className="campus-catalogue-item__badges">
          <Badge tone="neutral">{t(`activity.type.${activity.type}`)}</Badge>
          <Badge tone={ACTIVITY_TONES[activity.status]}>{t(`activity.status.${activity.status}`)}</Badge>
          {activity.duration_minutes !== null && (
            <span className="campus-catalogue-activity__duration">
              {t('catalogue.activities.duration', { minutes: activity.duration_minutes })}
            </span>
          )}
        </div>
        {activity.status === 'in_progress' && (
          <ProgressBar
            value={activity.progress}
            label={t('catalogue.activities.progress', { title: activity.title })}
            showLabel={false}
          />
        )}
        {blocked && (
          <p className="campus-catalogue-item__notice" part="item-notice" id={noticeId}>
            {t(`catalogue.activities.blocked.${activity.blocked_reason}`)}
          </p>
        )}
      </div>
      {openable && onOpen && (
        <Button variant="secondary" aria-describedby={titleId} onClick={onOpen}>
          {t('catalogue.activities.open')}
        </Button>
      )}
    </li>
  );
}

/**
 * A course's activities (`GET /api/online-courses/{id}/activities/`) as an ordered list: each with its type
 * (spec §3 Activity types), the caller's status, progress, why it is blocked (a failed block test, awaiting
 * the instructor: spec §4, §6), and an open button that asks the host to route to the player
 * (`campus-activity-open`) when the caller is enrolled and the activity is not blocked.
 */
export function CourseActivities({ courseId, enrolled, trailId, onActivityOpen }: CourseActivitiesProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const answer = useQuery(catalogueQueries.courseActivities(locale, courseId));
  const heading = <h3 id={headingId}>{t('catalogue.activities.title')}</h3>;
  // Every state renders the same tree (the SENCE panel's slot, then the section), so the section stays the same
  // element from loading to loaded.
  if (answer.status === 'loading' || answer.status === 'idle') {
    return (
      <>
        {null}
        <section
          className="campus-catalogue-detail__section"
          part="activities"
          aria-labelledby={headingId}
          aria-busy="true"
        >
          {heading}
          <Skeleton lines={3} />
        </section>
      </>
    );
  }
  const activities = answer.data?.activities;
  if (activities === undefined) {
    return (
      <>
        {null}
        <section className="campus-catalogue-detail__section" part="activities" aria-labelledby={headingId}>
          {heading}
          <ErrorState error={answer.error} onRetry={answer.retry} retrying={answer.isFetching} />
        </section>
      </>
    );
  }
  // A SENCE course waits for today's SENCE session before any activity opens (issue 26).
  const senceLocked = answer.data?.sence_session_required === true;
  // The SENCE panel is @campus/ui's, shared with the player's lock message, and loads as a chunk of its own.
  const sencePanel = enrolled && answer.data?.sence_course === true && (
    <LazySencePanel courseId={courseId} className="campus-catalogue-detail__section" />
  );
  const done = activities.filter((activity) => isActivityDone(activity.status)).length;
  const open = (activity: CourseActivity) => () =>
    onActivityOpen?.({
      type: 'online-courses',
      id: courseId,
      hierarchyOrder: activity.hierarchy_order,
      ...(trailId !== undefined ? { trailId } : {}),
    });
  return (
    <>
      {sencePanel}
      <section className="campus-catalogue-detail__section" part="activities" aria-labelledby={headingId}>
        {heading}
        {activities.length === 0 ? (
          <p>{t('catalogue.activities.empty')}</p>
        ) : (
          <>
            <p className="campus-catalogue-detail__count">
              {t('catalogue.activities.summary', { done, count: activities.length })}
            </p>
            {!enrolled && <p className="campus-catalogue-detail__hint">{t('catalogue.activities.enrol_first')}</p>}
            {enrolled && senceLocked && (
              <p className="campus-catalogue-detail__hint">{t('catalogue.activities.sence_first')}</p>
            )}
            <ol className="campus-catalogue-detail__list">
              {activities.map((activity) => (
                <ActivityEntry
                  key={activity.id}
                  activity={activity}
                  openable={!senceLocked && canOpenActivity({ enrolled }, activity)}
                  onOpen={onActivityOpen && open(activity)}
                />
              ))}
            </ol>
          </>
        )}
      </section>
    </>
  );
}
