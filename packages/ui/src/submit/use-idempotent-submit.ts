import { useCallback, useState } from 'react';
import { createIdempotentSubmit } from '@campus/core';
import type { SubmitOutcome } from '@campus/core';

/** Where a form's write is. */
export type SubmitStatus = 'idle' | 'sending' | 'done' | 'error';

/** What {@link useIdempotentSubmit} returns. */
export interface IdempotentSubmitState<T> {
  status: SubmitStatus;
  /** The last answer, while `status` is `done`. */
  data: T | undefined;
  /** The last failure, while `status` is `error` (map it with `campus.errorMessage(error, namespace)`). */
  error: unknown;
  /**
   * Sends one write with the key for `fingerprint` (the body as text): see core's `createIdempotentSubmit` for
   * when the key is kept (network failure, 5xx: the retry replays) or spent (an answer, a 4xx). A call while one
   * runs answers `busy` and changes nothing.
   */
  submit(fingerprint: string, send: (idempotencyKey: string) => Promise<T>): Promise<SubmitOutcome<T>>;
  /** Back to `idle` (the person edits after a failure, or starts again after a success). The key rule is kept. */
  reset(): void;
}

interface Shown<T> {
  status: SubmitStatus;
  data: T | undefined;
  error: unknown;
}

const IDLE: Shown<never> = { status: 'idle', data: undefined, error: undefined };

/**
 * The one retry-safe submit of a form, with the state a screen shows. Every form that writes (sale, store photo,
 * redemption, transfer, check-in) uses it, so they share one key rule and one double-submit guard.
 *
 * ```tsx
 * const sending = useIdempotentSubmit<AttendanceWire>();
 * const outcome = await sending.submit(JSON.stringify(credential), (idempotencyKey) =>
 *   checkInToEvent(campus.api, credential, { idempotencyKey }),
 * );
 * if (outcome.status === 'done') campus.query.invalidateAfter('check-in');
 * ```
 */
export function useIdempotentSubmit<T>(): IdempotentSubmitState<T> {
  const [mechanism] = useState(() => createIdempotentSubmit());
  const [shown, setShown] = useState<Shown<T>>(IDLE);

  const submit = useCallback(
    async (fingerprint: string, send: (idempotencyKey: string) => Promise<T>): Promise<SubmitOutcome<T>> => {
      if (mechanism.busy) return { status: 'busy' };
      setShown({ status: 'sending', data: undefined, error: undefined });
      const outcome = await mechanism.submit(fingerprint, send);
      if (outcome.status === 'done') setShown({ status: 'done', data: outcome.data, error: undefined });
      else if (outcome.status === 'error') setShown({ status: 'error', data: undefined, error: outcome.error });
      return outcome;
    },
    [mechanism],
  );
  const reset = useCallback(() => setShown(IDLE), []);
  return { ...shown, submit, reset };
}
