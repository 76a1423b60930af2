import { useCallback, useEffect, useRef, useState } from 'react';
import { checkInToEvent } from '@campus/core/api';
import type { CheckInCredential } from '@campus/core/api';
import type { AttendanceWire } from '@campus/core/schemas';
import { useCampus, useIdempotentSubmit } from '@campus/ui';
import type { SubmitStatus } from '@campus/ui';
import type { CheckedInDetail } from '../events.js';
import { retryAt } from './check-in-error.js';

/** Where a check-in is. */
export type CheckInStatus = SubmitStatus;

/** What {@link useCheckIn} returns. */
export interface CheckInState {
  status: CheckInStatus;
  /** The attendance, once checked in. */
  result: AttendanceWire | undefined;
  /** The last failure, while `status` is `error`. */
  error: unknown;
  /** After `too_many_attempts`: when check-in opens again (epoch ms); the forms stay disabled until then. */
  lockedUntil: number | undefined;
  /** Sends a check-in, unless one is already on its way (a double click or a double Enter sends once). */
  submit(credential: CheckInCredential): Promise<void>;
  /** Back to a fresh form (after a result, or when the person edits after an error). */
  reset(): void;
}

/**
 * One check-in at a time with the state a screen shows, through the shared retry-safe submit (`useIdempotentSubmit`):
 * a retry of the same credential after a lost answer (network failure, 5xx) carries the same `Idempotency-Key`,
 * so the server answers the first result instead of counting twice; an answer or a 4xx refusal spends the key. A
 * success refreshes what a check-in changes (points, levels, events, ranking) in every widget of the instance and
 * is reported through `onCheckedIn` (the `campus-checked-in` event).
 */
export function useCheckIn(onCheckedIn: ((detail: CheckedInDetail) => void) | undefined): CheckInState {
  const campus = useCampus();
  const sending = useIdempotentSubmit<AttendanceWire>();
  const { submit: send, reset } = sending;
  const [lockedUntil, setLockedUntil] = useState<number | undefined>();
  const onCheckedInRef = useRef(onCheckedIn);
  useEffect(() => {
    onCheckedInRef.current = onCheckedIn;
  });

  // The lock ends on its own: the forms come back when the server would take attempts again.
  useEffect(() => {
    if (lockedUntil === undefined) return;
    const timer = setTimeout(() => setLockedUntil(undefined), Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  const submit = useCallback(
    async (credential: CheckInCredential) => {
      const outcome = await send(JSON.stringify(credential), (idempotencyKey) =>
        checkInToEvent(campus.api, credential, { idempotencyKey }),
      );
      if (outcome.status === 'error') setLockedUntil(retryAt(outcome.error, Date.now()));
      if (outcome.status !== 'done') return;
      const attendance = outcome.data;
      campus.query.invalidateAfter('check-in');
      onCheckedInRef.current?.({
        attendanceId: attendance.id,
        eventId: attendance.event.id,
        title: attendance.event.title,
        method: attendance.method,
        points: attendance.points,
        balance: attendance.balance,
      });
    },
    [campus, send],
  );

  return {
    status: sending.status,
    result: sending.data,
    error: sending.error,
    lockedUntil,
    submit,
    reset,
  };
}
