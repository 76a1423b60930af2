import { useCallback, useState } from 'react';
import { authorizeActivity, moveTransmission, publishEventResults, setLearnerPresence } from '@campus/core/api';
import type { ClassRef, TransmissionHolderKind } from '@campus/core/api';
import type { ClassAttendance, Transmission } from '@campus/core/schemas';
import { useCampus, useT } from '@campus/ui';

/** What the instructor's writes on a class show: the action running, the last failure, the last announcement. */
export interface ClassActions {
  /** The key of the action running (one at a time), or null. */
  readonly busy: string | null;
  readonly error: string | null;
  /** What the last write did, for the polite live region. */
  readonly announcement: string;
  /** The answer of the last write (the attendance as it is now), shown until the refetch arrives. */
  readonly written: ClassAttendance | undefined;
  setPresence(learner: { id: number | string; name: string }, present: boolean): void;
  authorize(activity: { id: number | string; title: string }, learner?: { id: number | string; name: string }): void;
  publishResults(eventId: number | string): void;
  moveTransmission(kind: TransmissionHolderKind, id: number | string, status: 'live' | 'finished'): void;
  /** Forgets the written answer once the query shows a newer one. */
  forgetWritten(): void;
}

/**
 * The instructor's writes on one class (spec §6): presence per learner, activities authorised for the class or one
 * learner, an in-person event's results, and the live transmission's start and finish (the "live" domain's route).
 * One runs at a time; each answer is shown at once, announced politely, and the instructor's reads refetched.
 */
export function useClassActions(ref: ClassRef): ClassActions {
  const campus = useCampus();
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [written, setWritten] = useState<ClassAttendance | undefined>(undefined);

  const run = useCallback(
    async <T>(key: string, send: () => Promise<T>, done: (answer: T) => string) => {
      if (busy !== null) return;
      setBusy(key);
      setError(null);
      try {
        const answer = await send();
        setAnnouncement(done(answer));
        campus.query.invalidateAfter('instructor-action');
      } catch (failure) {
        setError(campus.errorMessage(failure, 'instructor'));
      } finally {
        setBusy(null);
      }
    },
    [busy, campus],
  );

  const keep = (answer: ClassAttendance) => {
    setWritten(answer);
    return answer;
  };

  return {
    busy,
    error,
    announcement,
    written,
    forgetWritten: useCallback(() => setWritten(undefined), []),
    setPresence: (learner, present) =>
      void run(
        `presence:${String(learner.id)}`,
        () => setLearnerPresence(campus.api, ref, learner.id, present).then(keep),
        () => t(present ? 'instructor.announce.present' : 'instructor.announce.absent', { name: learner.name }),
      ),
    authorize: (activity, learner) =>
      void run(
        `authorize:${String(activity.id)}:${learner === undefined ? 'class' : String(learner.id)}`,
        () =>
          authorizeActivity(campus.api, ref, {
            activity_id: activity.id,
            ...(learner === undefined ? {} : { user_id: learner.id }),
          }).then(keep),
        () =>
          learner === undefined
            ? t('instructor.announce.class', { activity: activity.title })
            : t('instructor.announce.learner', { activity: activity.title, name: learner.name }),
      ),
    publishResults: (eventId) =>
      void run(
        'results',
        () => publishEventResults(campus.api, eventId).then(keep),
        () => t('instructor.announce.results'),
      ),
    moveTransmission: (kind, id, status) =>
      void run(
        `transmission:${status}`,
        async (): Promise<Transmission> => {
          const answer = await moveTransmission(
            campus.api,
            kind,
            id,
            { status },
            { idempotencyKey: crypto.randomUUID() },
          );
          campus.query.invalidate(['transmission']);
          return answer;
        },
        () => t(status === 'live' ? 'instructor.announce.live' : 'instructor.announce.finished'),
      ),
  };
}
