import { startSession } from '@campus/auth';
import { CampusError } from '@campus/core';
import type { Campus } from '@campus/core';
import { API_PATHS } from '@campus/core/api';
import { tokenResponseSchema } from '@campus/core/schemas';

/**
 * Where the managed (corporate) sign-in starts: the API's `/auth/managed/start/` for this site's OAuth client,
 * coming back to the login page (`/`) with `#managed_code=` or `#error=` (docs/server.md "Managed sign-in").
 */
export function managedSignInUrl(config: { apiBase: string; clientId: string }, siteOrigin: string): string {
  const url = new URL('/auth/managed/start/', config.apiBase);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('return_to', `${siteOrigin}/`);
  return url.href;
}

/** What the managed sign-in brought back in the address's fragment. */
export type ManagedReturn = { readonly code: string } | { readonly error: string };

/** Reads `#managed_code=` or `#error=` from a fragment (with or without its `#`); null when neither is there. */
export function managedReturnOf(hash: string): ManagedReturn | null {
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const code = fragment.get('managed_code');
  if (code !== null && code !== '') return { code };
  const error = fragment.get('error');
  if (error !== null && error !== '') return { error };
  return null;
}

/** The error codes the login page has its own text for (`site.login.managed.<code>`); others read `other`. */
export const MANAGED_ERROR_CODES = [
  'managed_login_failed',
  'managed_login_no_profile',
  'user_blocked',
  'account_awaiting_approval',
  'user_without_access',
  'password_sign_in_required',
] as const;

/** The message key of a managed sign-in error code. */
export function managedErrorKey(code: string): string {
  return (MANAGED_ERROR_CODES as readonly string[]).includes(code)
    ? `site.login.managed.${code}`
    : 'site.login.managed.other';
}

/**
 * Trades the one-time code for the session's tokens (`POST /o/token/`, `grant_type=managed_code`, the site's
 * client credentials) and starts the session as the password sign-in does (access, refresh and realtime tokens,
 * then `GET /api/me/`). Rejects with the error code (`managed_login_failed` …) when refused.
 */
export async function signInWithManagedCode(campus: Campus, code: string): Promise<void> {
  try {
    const tokens = await campus.api.requestJson(API_PATHS.token, tokenResponseSchema, {
      kind: 'token',
      form: { grant_type: 'managed_code', code },
    });
    await startSession(campus, tokens);
  } catch (error) {
    throw new CampusError('managed sign-in refused', {
      code: error instanceof CampusError ? error.code : 'managed_login_failed',
      cause: error,
    });
  }
}
