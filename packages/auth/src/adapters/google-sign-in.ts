/**
 * Google sign-in (spec §2 Login "with Google", shown when params `layout.social_auth` is on). The adapter
 * wraps Google Identity Services (or a test double) and answers a Google ID token, which the login sends to
 * `/etraining_login/alternative_login/` (`provider=google`); the server verifies it against Google's keys
 * (docs/server.md "Google"). The Google button shows only when an adapter is given.
 */
export interface GoogleSignInAdapter {
  /** Asks Google for an ID token for the person; rejects when they cancel or Google fails. */
  getIdToken(): Promise<string>;
}
