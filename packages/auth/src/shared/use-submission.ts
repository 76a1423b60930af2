import { useCallback } from 'react';
import { useIdempotentSubmit } from '@campus/ui';
import type { SubmitStatus } from '@campus/ui';

/** How one {@link Submission.run} ended. */
export type SubmissionOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown; readonly ignored: boolean };

/** What {@link useSubmission} returns. */
export interface Submission {
  status: SubmitStatus;
  /** The last failure (for `useAuthErrorMessage`), while `status` is `error`. */
  error: unknown;
  /**
   * Runs `work` unless a submission is already running (a double click or a double Enter sends once).
   * Never rejects: resolves with the outcome (`ignored` when another submission was running).
   */
  run<T>(work: () => Promise<T>): Promise<SubmissionOutcome<T>>;
  /** Back to `idle` (e.g. when the person edits after an error). */
  reset(): void;
}

/**
 * A form submission that cannot run twice at once, with the state a form shows: ui's one submit mechanism
 * (`useIdempotentSubmit`, its double-submit guard and states), with one screen running calls of several answer
 * types (recovery by code: phone, code, link). The auth calls are not retry-safe writes — the server keeps no
 * `Idempotency-Key` for sign-in, registration or passwords — so the key is not sent.
 */
export function useSubmission(): Submission {
  const { status, error, submit, reset } = useIdempotentSubmit<unknown>();
  const run = useCallback(
    async <T>(work: () => Promise<T>): Promise<SubmissionOutcome<T>> => {
      const outcome = await submit('', () => work());
      if (outcome.status === 'busy') return { ok: false, error: undefined, ignored: true };
      if (outcome.status === 'error') return { ok: false, error: outcome.error, ignored: false };
      return { ok: true, value: outcome.data as T };
    },
    [submit],
  );
  return { status, error, run, reset };
}
