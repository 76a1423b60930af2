import { z } from 'zod';
import type { CampusApp } from '../http/campus-app';
import { apiErrorBodySchema } from '../http/error-body';
import { CLIENT_CHALLENGE } from '../shared/client-credentials';

/** RFC 6749 §5.2 error of each of our codes on the token and sign-in endpoints; others are `invalid_request`. */
const OAUTH_ERROR_BY_CODE: Readonly<Record<string, string>> = {
  invalid_client: 'invalid_client',
  unsupported_grant_type: 'unsupported_grant_type',
  login_failed: 'invalid_grant',
  user_blocked: 'invalid_grant',
  account_awaiting_approval: 'invalid_grant',
  user_without_access: 'invalid_grant',
  password_sign_in_required: 'invalid_grant',
  session_expired: 'invalid_grant',
  google_login_failed: 'invalid_grant',
  managed_login_failed: 'invalid_grant',
  no_profile: 'invalid_grant',
  invalid_document: 'invalid_grant',
};

/** The RFC 6749 `error` for an answer. */
export function oauthErrorFor(status: number, code: string): string {
  if (status === 503) return 'temporarily_unavailable';
  if (status >= 500) return 'server_error';
  return OAUTH_ERROR_BY_CODE[code] ?? 'invalid_request';
}

/** Error answer of the token endpoints: RFC 6749's `error` / `error_description` beside our `code` / `message`. */
export const oauthErrorBodySchema = apiErrorBodySchema
  .extend({
    error: z.string().optional().describe('RFC 6749 §5.2 error: invalid_request, invalid_client, invalid_grant ...'),
    error_description: z.string().optional().describe('The same text as `message`.'),
  })
  .describe('RFC 6749 error answer that also has the API-wide `code` and `message`.');

/**
 * Makes every error answer of the routes in this (encapsulated) plugin an RFC 6749 §5.2 error as well:
 * `{ error, error_description, code, message }` — OAuth clients read the first two, the SDK the last two —
 * with `WWW-Authenticate: Basic` on 401 and, on every answer, `Cache-Control: no-store` (RFC 6749 §5.1).
 * Errors still go through the one error handler first, so codes and localisation stay the API's.
 */
export function registerOAuthErrorShape(app: CampusApp): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const parsed = apiErrorBodySchema.safeParse(body);
    if (!parsed.success || Object.hasOwn(body as object, 'error')) return payload;
    if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate'))
      reply.header('www-authenticate', CLIENT_CHALLENGE);
    const { code, message } = parsed.data;
    return JSON.stringify({ error: oauthErrorFor(reply.statusCode, code), error_description: message, ...parsed.data });
  });
}
