import type { StoreApi } from 'zustand/vanilla';
import type { SessionTokens, TokenStore } from '../api/index.js';
import type { SessionState } from '../stores/session.store.js';

/**
 * The session store seen as the API client's {@link TokenStore}, so tokens have one home: the session
 * (persisted encrypted as `common`, spec §7). `clear` only drops the session; the instance resets the
 * other user stores when it hears `session-expired`.
 */
export function sessionTokenStore(session: StoreApi<SessionState>): TokenStore {
  return {
    get: () => {
      const { access_token, refresh_token, user_firebase_token } = session.getState();
      return access_token === null
        ? null
        : { accessToken: access_token, refreshToken: refresh_token, realtimeToken: user_firebase_token };
    },
    set: (tokens: SessionTokens) =>
      session.getState().setTokens({
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        // `undefined` keeps the current realtime token: not every token answer carries one.
        ...(tokens.realtimeToken === undefined ? {} : { user_firebase_token: tokens.realtimeToken }),
      }),
    clear: () => session.getState().clearSession(),
  };
}
