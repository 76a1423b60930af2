import { isFinalAnswer } from '../errors/http-error.js';
import { createIdempotencyKeeper } from './idempotency.js';

/** How one submission ended: the answer, the failure, or `busy` when another one of the form was still running. */
export type SubmitOutcome<T> =
  | { readonly status: 'done'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'busy' };

/** The one retry-safe submit of a form: see {@link createIdempotentSubmit}. */
export interface IdempotentSubmit {
  /**
   * Sends one write with the idempotency key for `fingerprint` (the body as text), unless a submission of this
   * form is still running: a double click or a double Enter sends once and the second call answers `busy`.
   */
  submit<T>(fingerprint: string, send: (idempotencyKey: string) => Promise<T>): Promise<SubmitOutcome<T>>;
  /** Whether a submission is running now. */
  readonly busy: boolean;
}

/**
 * One mechanism for every form that writes (sale, store photo, redemption, transfer, check-in). It owns the
 * idempotency key and the rule of when it is spent:
 * - an answer (2xx) or a final refusal (any 4xx: the same body would be refused again) spends it, so the
 *   next submission is a new write;
 * - a network failure, a 5xx or an abort keeps it, so the person's retry replays the first write on the server
 *   instead of writing twice (docs/loyalty.md "Retries and Idempotency-Key");
 * - an edited body gets a new key (the server answers 409 to a known key with another body).
 * @param newKey makes a key @default 32 random hex digits
 */
export function createIdempotentSubmit(newKey?: () => string): IdempotentSubmit {
  const keeper = createIdempotencyKeeper(newKey);
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async submit<T>(fingerprint: string, send: (idempotencyKey: string) => Promise<T>): Promise<SubmitOutcome<T>> {
      if (busy) return { status: 'busy' };
      busy = true;
      try {
        const data = await send(keeper.keyFor(fingerprint));
        keeper.settle();
        return { status: 'done', data };
      } catch (error) {
        if (isFinalAnswer(error)) keeper.settle();
        return { status: 'error', error };
      } finally {
        busy = false;
      }
    },
  };
}
