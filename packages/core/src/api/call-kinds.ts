/**
 * The request rules of SPECIFICATION §7, one name per rule:
 * - `token`: `/o/token/` — form-encoded, client basic credentials;
 * - `alternativeLogin`: `/etraining_login/alternative_login/` — same as `token`;
 * - `certificate`: trail certificate download — form-encoded with bearer;
 * - `upload`: multipart `FormData` with bearer and upload progress;
 * - `uploadNoAuth`: multipart without any `Authorization` (the file-complete call, direct storage uploads);
 * - `public`: JSON without auth (recover-password calls);
 * - `json`: everything else — JSON with bearer; with no token, an `access_token` query parameter when the
 *   caller has a token given by URL, otherwise client basic credentials.
 */
export type CallKind = 'token' | 'alternativeLogin' | 'certificate' | 'upload' | 'uploadNoAuth' | 'public' | 'json';

/** How a call kind authenticates. `session` = bearer when signed in (with the `json` fallbacks). */
export type CallAuth = 'client' | 'session' | 'none';

/** How a call kind encodes its body. */
export type CallEncoding = 'form' | 'json' | 'multipart';

interface CallKindRule {
  readonly auth: CallAuth;
  readonly encoding: CallEncoding;
  /** Whether a 401 may start a token refresh. Sign-in calls never do (SPECIFICATION §4 / issue 4). */
  readonly refreshOn401: boolean;
}

/** The rule of each call kind. */
export const CALL_KIND_RULES: Readonly<Record<CallKind, CallKindRule>> = {
  token: { auth: 'client', encoding: 'form', refreshOn401: false },
  alternativeLogin: { auth: 'client', encoding: 'form', refreshOn401: false },
  certificate: { auth: 'session', encoding: 'form', refreshOn401: true },
  upload: { auth: 'session', encoding: 'multipart', refreshOn401: true },
  uploadNoAuth: { auth: 'none', encoding: 'multipart', refreshOn401: false },
  public: { auth: 'none', encoding: 'json', refreshOn401: false },
  json: { auth: 'session', encoding: 'json', refreshOn401: true },
};
