import { HttpError } from '../errors/http-error.js';
import { SessionExpiredError } from '../errors/session-expired-error.js';
import type { TokenResponse } from '../schemas/token.js';
import { runCallback } from './report-callback-error.js';
import { toSessionTokens } from './session-tokens.js';
import type { SessionTokens, TokenStore } from './token-store.js';

/** What the coordinator needs from its API client. */
export interface RefreshCoordinatorOptions {
  tokens: TokenStore;
  /** Sends `POST /o/token/` with `grant_type=refresh_token` and returns the parsed answer. */
  requestRefresh: (refreshToken: string) => Promise<TokenResponse>;
  /** Whether the current tokens belong to a webservice-token session (a 401 there ends the session). */
  isWebserviceSession: (tokens: SessionTokens) => boolean;
  /** The session ended; `cause` is the refused refresh's error (e.g. 400 `user_blocked`), if there was one. */
  onSessionExpired?: (cause?: unknown) => void;
  onTokensRefreshed?: (tokens: SessionTokens) => void;
}

/**
 * Single-flight token refresh shared by every request of one API client (SPECIFICATION §4 Session:
 * "on a 401 with a refresh token, one refresh is attempted and queued requests are retried").
 */
export interface RefreshCoordinator {
  /**
   * Called after a request sent with `sentAccessToken` got a 401. Resolves with the access token to retry
   * with: the running refresh's result, the current token when a refresh already finished since the request
   * left (a late 401), or a new refresh's result. Rejects with {@link SessionExpiredError} when the session
   * is over, or with the refresh's own error (network, 5xx) when the session is kept.
   */
  recover(sentAccessToken: string): Promise<string>;
  /** Refreshes now, joining a refresh already running. */
  refresh(): Promise<SessionTokens>;
  /** Ends the session: clears tokens and fires `onSessionExpired` once. Returns the error to reject with. */
  expire(cause?: unknown): SessionExpiredError;
}

/** A refresh answer that means "this refresh token is no good": the session is over. */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return error.status === 400 || error.status === 401 || error.code === 'invalid_grant';
}

/** Creates the refresh coordinator of one API client. */
export function createRefreshCoordinator(options: RefreshCoordinatorOptions): RefreshCoordinator {
  const { tokens } = options;
  let inFlight: Promise<SessionTokens> | null = null;

  function expire(cause?: unknown): SessionExpiredError {
    // Fire only on the signed-in → signed-out transition, so an expiry is announced exactly once even when
    // late 401s keep arriving afterwards.
    if (tokens.get() !== null) {
      tokens.clear();
      const onExpired = options.onSessionExpired;
      if (onExpired) runCallback(() => onExpired(cause));
    }
    return new SessionExpiredError(cause);
  }

  async function run(refreshToken: string): Promise<SessionTokens> {
    let answer: TokenResponse;
    try {
      answer = await options.requestRefresh(refreshToken);
    } catch (error) {
      if (!isRefusal(error)) throw error; // network error or 5xx: keep the session, reject the waiters
      const now = tokens.get();
      // A sign-in that happened while the refresh ran is a new session; do not end it.
      if (now && now.refreshToken !== refreshToken) return now;
      throw expire(error);
    }
    const now = tokens.get();
    if (!now) throw new SessionExpiredError(); // signed out meanwhile: do not bring the session back
    if (now.refreshToken !== refreshToken) return now; // signed in again meanwhile: that session wins
    const next = toSessionTokens(answer, refreshToken);
    tokens.set(next);
    const onRefreshed = options.onTokensRefreshed;
    if (onRefreshed) runCallback(() => onRefreshed(next));
    return next;
  }

  function refresh(): Promise<SessionTokens> {
    if (inFlight) return inFlight;
    const current = tokens.get();
    if (!current) return Promise.reject(new SessionExpiredError());
    if (!current.refreshToken || options.isWebserviceSession(current)) return Promise.reject(expire());
    const running = run(current.refreshToken).finally(() => {
      inFlight = null;
    });
    inFlight = running;
    return running;
  }

  async function recover(sentAccessToken: string): Promise<string> {
    if (inFlight) return (await inFlight).accessToken;
    const current = tokens.get();
    if (!current) throw new SessionExpiredError();
    // The request left before the last refresh finished: retry with today's token, no second refresh.
    if (current.accessToken !== sentAccessToken) return current.accessToken;
    return (await refresh()).accessToken;
  }

  return { recover, refresh, expire };
}
