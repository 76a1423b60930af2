import type { TokenResponse } from '../schemas/token.js';
import type { SessionTokens } from './token-store.js';

/**
 * Maps a token answer (`/o/token/`, alternative login, `reload_user_tokens`) to {@link SessionTokens}.
 * @param previousRefreshToken kept when the answer carries none (servers that do not rotate refresh tokens).
 */
export function toSessionTokens(answer: TokenResponse, previousRefreshToken: string | null = null): SessionTokens {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token || previousRefreshToken,
    realtimeToken: answer.user_firebase_token ?? null,
  };
}
