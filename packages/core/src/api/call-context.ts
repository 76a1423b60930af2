import type { CallKind } from './call-kinds.js';

/** Per-request facts the hooks need, carried through ky's `context` option. */
export interface CallContext {
  readonly kind: CallKind;
  /** The call belongs to a webservice-token session: a 401 ends the session without a refresh. */
  readonly webservice: boolean;
  /** The URL carries an `access_token` query parameter (a token given by URL), so no header is added. */
  readonly urlToken: boolean;
}

const CONTEXT_KEY = 'campusCall';

/** Wraps a {@link CallContext} for ky's `context` option. */
export function toKyContext(context: CallContext): Record<string, unknown> {
  return { [CONTEXT_KEY]: context };
}

/** Reads the {@link CallContext} back from ky's normalized options. */
export function fromKyContext(context: Record<string, unknown>): CallContext {
  const value = context[CONTEXT_KEY] as CallContext | undefined;
  // Every request goes through the client's own functions, which always set it; `json` is the safe default.
  return value ?? { kind: 'json', webservice: false, urlToken: false };
}
