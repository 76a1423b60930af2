/**
 * The session's tokens as the API client sees them (SPECIFICATION §3 "Tokens and identity", §4 Session).
 * camelCase inside TypeScript; `realtimeToken` is `user_firebase_token` on the wire.
 */
export interface SessionTokens {
  /** Bearer token sent on authenticated calls. */
  accessToken: string;
  /** Token for the refresh grant; `null` for sessions that cannot refresh (webservice-token sessions). */
  refreshToken: string | null;
  /** Realtime backend sign-in token, when the API issued one. */
  realtimeToken?: string | null;
}

/**
 * Where the API client reads and writes tokens. `createCampus` backs it with the session store (so tokens
 * are persisted encrypted, §7); tests and hosts without persistence use {@link createMemoryTokenStore}.
 */
export interface TokenStore {
  /** Current tokens, `null` when signed out. */
  get(): SessionTokens | null;
  /** Stores tokens after a sign-in or a refresh. */
  set(tokens: SessionTokens): void;
  /** Forgets the tokens: failed refresh, webservice 401, sign-out. */
  clear(): void;
}

/**
 * A {@link TokenStore} held in memory only.
 * @param initial tokens to start with. @default null (signed out)
 */
export function createMemoryTokenStore(initial: SessionTokens | null = null): TokenStore {
  let current = initial;
  return {
    get: () => current,
    set: (tokens) => {
      current = { ...tokens };
    },
    clear: () => {
      current = null;
    },
  };
}
