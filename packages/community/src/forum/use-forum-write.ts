import { useCallback } from 'react';
import { httpErrorOf } from '@campus/core';
import type { WriteKind } from '@campus/core';
import { useCampus, useIdempotentSubmit } from '@campus/ui';
import type { SubmitStatus } from '@campus/ui';

/** What {@link useForumWrite} returns. */
export interface ForumWrite<T> {
  status: SubmitStatus;
  /** The failure's text (the forum's wording of the server's code), while `status` is `error`. */
  problem: string | null;
  /** Rule codes per field of a 422 (`{ body: 'text_too_long' }`). */
  fieldErrors: Readonly<Record<string, string>>;
  /** Sends one write (retry-safe: its key is kept for a network failure), then invalidates what it moved. */
  run(body: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T | null>;
  reset(): void;
}

/**
 * A forum write with the one retry-safe submit of `@campus/ui` (`useIdempotentSubmit`): after it is done, core's
 * `WRITE_INVALIDATES[kind]` is invalidated, so every list and thread on the page shows it.
 */
export function useForumWrite<T>(kind: WriteKind): ForumWrite<T> {
  const campus = useCampus();
  const submit = useIdempotentSubmit<T>();
  const sendOnce = submit.submit;
  const run = useCallback(
    async (body: unknown, send: (idempotencyKey: string) => Promise<T>) => {
      const outcome = await sendOnce(JSON.stringify(body ?? null), send);
      if (outcome.status !== 'done') return null;
      campus.query.invalidateAfter(kind);
      return outcome.data;
    },
    [campus, kind, sendOnce],
  );
  const error = submit.status === 'error' ? submit.error : undefined;
  return {
    status: submit.status,
    problem: error === undefined ? null : campus.errorMessage(error, 'forum'),
    fieldErrors: httpErrorOf(error)?.fieldErrors ?? {},
    run,
    reset: submit.reset,
  };
}
