import { useCallback, useRef, useState } from 'react';

/** Where a form's submission is. */
export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

/** How one {@link Submission.run} ended. */
export type SubmissionOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown; readonly ignored: boolean };

/** What {@link useSubmission} returns. */
export interface Submission {
  status: SubmissionStatus;
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

/** A form submission that cannot run twice at once, with the state a form shows. */
export function useSubmission(): Submission {
  const running = useRef(false);
  const [state, setState] = useState<{ status: SubmissionStatus; error: unknown }>({
    status: 'idle',
    error: undefined,
  });
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<SubmissionOutcome<T>> => {
    // A ref, not state: two clicks in one frame both see the same render's state.
    if (running.current) return { ok: false, error: undefined, ignored: true };
    running.current = true;
    setState({ status: 'submitting', error: undefined });
    try {
      const value = await work();
      setState({ status: 'success', error: undefined });
      return { ok: true, value };
    } catch (error) {
      setState({ status: 'error', error });
      return { ok: false, error, ignored: false };
    } finally {
      running.current = false;
    }
  }, []);
  const reset = useCallback(() => setState({ status: 'idle', error: undefined }), []);
  return { ...state, run, reset };
}
