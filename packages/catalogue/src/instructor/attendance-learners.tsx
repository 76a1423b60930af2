import { useId } from 'react';
import type { AttendanceLearner, ClassActivity } from '@campus/core/schemas';
import { Badge, Button, Checkbox, useT } from '@campus/ui';
import type { ClassActions } from './use-class-actions.js';

/** Props of {@link AttendanceLearners}. */
export interface AttendanceLearnersProps {
  learners: readonly AttendanceLearner[];
  /** The class's activities awaiting the instructor (authorised one learner at a time here). */
  gated: readonly ClassActivity[];
  actions: ClassActions;
  /** Presence may still change (not once an event's results are published). */
  presenceOpen: boolean;
}

/** One learner: the presence toggle (with how it was validated) and the authorisations still to give. */
function LearnerRow({
  learner,
  gated,
  actions,
  presenceOpen,
}: { learner: AttendanceLearner } & Omit<AttendanceLearnersProps, 'learners'>) {
  const t = useT();
  const stateId = useId();
  const name = learner.name;
  let state = t('instructor.presence_pending');
  if (learner.present === false) state = t('instructor.presence_absent');
  else if (learner.present === true && learner.source === 'check_in') state = t('instructor.presence_source_check_in');
  return (
    <li className="campus-attendance__learner" part="learner">
      <Checkbox
        label={t('instructor.presence', { name })}
        checked={learner.present === true}
        disabled={!presenceOpen || actions.busy !== null}
        aria-describedby={learner.present === true && learner.source !== 'check_in' ? undefined : stateId}
        onChange={(event) => actions.setPresence({ id: learner.id, name }, event.currentTarget.checked)}
      />
      {!(learner.present === true && learner.source !== 'check_in') && (
        <p className="campus-attendance__state" id={stateId}>
          {state}
        </p>
      )}
      {gated.length > 0 && (
        <ul className="campus-attendance__grants" aria-label={t('instructor.activities')}>
          {gated.map((activity) => {
            const granted = learner.authorized_activity_ids.some((id) => String(id) === String(activity.id));
            return (
              <li key={activity.id} className="campus-attendance__grant">
                <span>{activity.title}</span>
                {granted ? (
                  <Badge tone="success">{t('instructor.authorized')}</Badge>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={actions.busy !== null}
                    aria-label={t('instructor.authorize_learner_named', { activity: activity.title, name })}
                    onClick={() =>
                      actions.authorize({ id: activity.id, title: activity.title }, { id: learner.id, name })
                    }
                  >
                    {t('instructor.authorize')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** The enrolled learners of the class, by name, each with a presence toggle and their authorisations. */
export function AttendanceLearners({ learners, gated, actions, presenceOpen }: AttendanceLearnersProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="campus-attendance__section" part="learners" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('instructor.learners')}</h3>
      {learners.length === 0 ? (
        <p>{t('instructor.no_learners')}</p>
      ) : (
        <ul className="campus-attendance__list">
          {learners.map((learner) => (
            <LearnerRow
              key={learner.id}
              learner={learner}
              gated={gated}
              actions={actions}
              presenceOpen={presenceOpen}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
