import { useCallback, useEffect, useRef, useState } from 'react';
import { createIdempotencyKeeper, HttpError } from '@campus/core';
import type { AttendanceWire } from '@campus/core';
import { invalidateResources, useCampus } from '@campus/ui';
import { checkInToEvent, EVENTS_RESOURCE_KEY } from '../api/events-api';
import type { CheckInCredential } from '../api/events-api';
import type { CheckedInDetail } from '../events';
import { retryAt } from './check-in-error';

/** Where a check-in is. */
export type CheckInStatus = 'idle' | 'sending' | 'done' | 'error';

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
 * One check-in at a time with the state a screen shows. Each attempt carries an `Idempotency-Key`: a retry
 * of the same credential after a lost answer (network failure) reuses it, so the server answers the first
 * result instead of writing twice; an answer (success or refusal) settles it. A success refreshes the events
 * list and is reported through `onCheckedIn` (the `campus-checked-in` event).
 */
export function useCheckIn(onCheckedIn: ((detail: CheckedInDetail) => void) | undefined): CheckInState {
  const campus = useCampus();
  const keeper = useRef(createIdempotencyKeeper());
  // A ref, not state: two clicks in one frame both see the same render's state.
  const running = useRef(false);
  const [state, setState] = useState<Pick<CheckInState, 'status' | 'result' | 'error'>>({
    status: 'idle',
    result: undefined,
    error: undefined,
  });
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
      if (running.current) return;
      running.current = true;
      setState({ status: 'sending', result: undefined, error: undefined });
      const key = keeper.current.keyFor(JSON.stringify(credential));
      try {
        const attendance = await checkInToEvent(campus, credential, key);
        keeper.current.settle();
        setState({ status: 'done', result: attendance, error: undefined });
        invalidateResources(campus, [...EVENTS_RESOURCE_KEY]);
        onCheckedInRef.current?.({
          attendanceId: attendance.id,
          eventId: attendance.event.id,
          title: attendance.event.title,
          method: attendance.method,
          points: attendance.points,
          balance: attendance.balance,
        });
      } catch (error) {
        // An answer settles the key; without one (network failure) the retry must carry the same key.
        if (error instanceof HttpError) keeper.current.settle();
        setLockedUntil(retryAt(error, Date.now()));
        setState({ status: 'error', result: undefined, error });
      } finally {
        running.current = false;
      }
    },
    [campus],
  );

  const reset = useCallback(() => setState({ status: 'idle', result: undefined, error: undefined }), []);
  return { ...state, lockedUntil, submit, reset };
}
