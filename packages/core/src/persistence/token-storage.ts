/**
 * Where a session's sign-in tokens live between visits (spec §4 "sign-in tokens are persisted to device storage on
 * iOS"). By default they are part of the encrypted persisted state (`common`, spec §7) in the browser's local storage,
 * and no adapter is needed. A platform whose web storage is not durable enough — the iOS app, where the web view's
 * storage and its cookies (which hold the encryption key) may be dropped — passes a {@link SessionTokenStorage} over
 * the device's own storage (packages/mobile: Capacitor Preferences).
 */

/** The sign-in tokens as kept on the device: the session store's fields, by the specification's names. */
export interface StoredSessionTokens {
  access_token: string;
  refresh_token: string | null;
  user_firebase_token: string | null;
}

/**
 * A device's storage for the sign-in tokens (`adapters.tokens` of `createCampus`). The adapter is the tokens' home:
 * what it holds when the instance starts wins over the encrypted persisted state; every later change of the
 * session's tokens (sign-in, refresh, sign-out) is written to it, in order.
 * @default none: the tokens are kept in the browser's encrypted local storage with the rest of the session
 */
export interface SessionTokenStorage {
  /** The stored tokens, or `null` when none (or unreadable: an adapter never returns half a session). */
  read(): Promise<StoredSessionTokens | null>;
  /** Stores the tokens; `null` removes them (sign-out, expired session). */
  write(tokens: StoredSessionTokens | null): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * Reads tokens back from what an adapter stored (parsed JSON): `null` unless it has a non-empty access token and
 * string-or-null refresh and realtime tokens (a missing one counts as null). Extra fields are dropped.
 */
export function parseStoredSessionTokens(value: unknown): StoredSessionTokens | null {
  if (!isRecord(value)) return null;
  const { access_token, refresh_token = null, user_firebase_token = null } = value;
  if (typeof access_token !== 'string' || access_token === '') return null;
  if (!isNullableString(refresh_token) || !isNullableString(user_firebase_token)) return null;
  return { access_token, refresh_token, user_firebase_token };
}

/** A {@link SessionTokenStorage} in memory, for Node and tests; `current()` shows what is stored. */
export interface MemorySessionTokenStorage extends SessionTokenStorage {
  current(): StoredSessionTokens | null;
}

/** Creates a {@link MemorySessionTokenStorage}, optionally holding tokens already. */
export function createMemorySessionTokenStorage(initial: StoredSessionTokens | null = null): MemorySessionTokenStorage {
  let stored = initial === null ? null : { ...initial };
  return {
    read: () => Promise.resolve(stored === null ? null : { ...stored }),
    write: (tokens) => {
      stored = tokens === null ? null : { ...tokens };
      return Promise.resolve();
    },
    current: () => stored,
  };
}
