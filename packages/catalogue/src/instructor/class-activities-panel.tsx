import { useId } from 'react';
import type { ClassActivity, AttendanceLearner } from '@campus/core/schemas';
import { Badge, Button, useT } from '@campus/ui';
import type { ClassActions } from './use-class-actions.js';

/** One activity: its order, title and whether it awaits the instructor, with "Liberar para a turma" when it does. */
function ActivityRow({
  activity,
  everyone,
  actions,
}: {
  activity: ClassActivity;
  /** Every enrolled learner has it authorised already. */
  everyone: boolean;
  actions: ClassActions;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <li className="campus-attendance__activity" part="class-activity" aria-labelledby={titleId}>
      <span className="campus-attendance__order" aria-hidden="true">
        {activity.hierarchy_order}
      </span>
      <span className="campus-attendance__activity-title" id={titleId}>
        {activity.title}
      </span>
      {!activity.requires_authorization ? (
        <Badge tone="neutral">{t('instructor.free')}</Badge>
      ) : everyone ? (
        <Badge tone="success">{t('instructor.authorized')}</Badge>
      ) : (
        <>
          <Badge tone="warning">{t('instructor.awaiting')}</Badge>
          <Button
            disabled={actions.busy !== null}
            aria-describedby={titleId}
            onClick={() => actions.authorize({ id: activity.id, title: activity.title })}
          >
            {t('instructor.authorize_class')}
          </Button>
        </>
      )}
    </li>
  );
}

/** The class's activities in order, with the class-wide authorisation of those awaiting the instructor. */
export function ClassActivitiesPanel({
  activities,
  learners,
  actions,
}: {
  activities: readonly ClassActivity[];
  learners: readonly AttendanceLearner[];
  actions: ClassActions;
}) {
  const t = useT();
  const headingId = useId();
  const everyone = (activity: ClassActivity) =>
    learners.length > 0 &&
    learners.every((learner) => learner.authorized_activity_ids.some((id) => String(id) === String(activity.id)));
  return (
    <section className="campus-attendance__section" part="class-activities" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('instructor.activities')}</h3>
      {activities.length === 0 ? (
        <p>{t('instructor.no_activities')}</p>
      ) : (
        <ol className="campus-attendance__list">
          {activities.map((activity) => (
            <ActivityRow key={activity.id} activity={activity} everyone={everyone(activity)} actions={actions} />
          ))}
        </ol>
      )}
    </section>
  );
}
