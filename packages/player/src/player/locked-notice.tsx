import type { ActivityHolderKind } from '@campus/core/api';
import type { ActivityLockReason } from '@campus/core/rules';
import type { CourseActivities } from '@campus/core/schemas';
import { LazySencePanel, useT } from '@campus/ui';

/** Props of {@link LockedNotice}. */
export interface LockedNoticeProps {
  readonly reason: ActivityLockReason;
  readonly holder: { readonly kind: ActivityHolderKind; readonly id: string };
  /** The course's activities answer: what the lock depends on (the in-person course's status, SENCE). */
  readonly course: Pick<CourseActivities, 'presential_status' | 'sence_course'> | undefined;
}

/**
 * Why the activity does not open (core's `activityAccess` reason), and the way to open it where the player can offer
 * one: a SENCE course's activities wait for today's SENCE session, which the learner starts right here (the SENCE
 * panel the course page shows, a chunk of its own; SENCE's answer brings the learner back to this activity). An
 * in-person course's status says whether its activities open later or, canceled, never.
 */
export function LockedNotice({ reason, holder, course }: LockedNoticeProps) {
  const t = useT();
  const message =
    reason === 'presential_event_closed' && course?.presential_status === 'canceled'
      ? 'player.lock.presential_event_canceled'
      : `player.lock.${reason}`;
  // SENCE flags online courses only (the SENCE routes are `online-courses/{id}/sence/…`).
  const offersSence = reason === 'sence_session_required' && holder.kind === 'online-courses';
  return (
    <>
      <div className="campus-player__locked" part="locked">
        <p className="campus-player__locked-title">{t('player.lock.title')}</p>
        <p>{t(message)}</p>
      </div>
      {offersSence && <LazySencePanel courseId={holder.id} />}
    </>
  );
}
