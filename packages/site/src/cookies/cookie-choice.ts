import { COOKIE_MAX_AGE_SECONDS } from '@campus/core';
import type { Campus, CookieJar } from '@campus/core';

/** What a visitor chose: every cookie, or only the essential ones (spec §3 cookie policy, `cookies_optional`). */
export type CookieChoice = 'all' | 'essential';

/**
 * The essential cookie that remembers the choice, so the banner does not come back. The core store's
 * `accept_cookies` is `false` both before a choice and after refusing optional cookies; this tells them apart.
 */
export const COOKIE_CHOICE_COOKIE = 'campus_cookie_consent';

/** The recorded choice, if any. */
export function readCookieChoice(jar: CookieJar): CookieChoice | undefined {
  const value = jar.get(COOKIE_CHOICE_COOKIE);
  return value === 'all' || value === 'essential' ? value : undefined;
}

/**
 * Records a choice: the core cookie-policy store (`acceptCookies` / `declineCookies`, which also close the
 * policy and preferences dialogs) and the choice cookie (180 days, like the core's own cookies).
 */
export function recordCookieChoice(campus: Campus, jar: CookieJar, choice: CookieChoice): void {
  const policy = campus.stores.cookiesPolicy.getState();
  if (choice === 'all') policy.acceptCookies();
  else policy.declineCookies();
  jar.set(COOKIE_CHOICE_COOKIE, choice, {
    maxAge: COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    secure: globalThis.location?.protocol === 'https:',
  });
}

/** What decides whether the consent banner shows. */
export interface BannerInput {
  choice: CookieChoice | undefined;
  /** The core store's `accept_cookies`. */
  accepted: boolean;
  /** The signed-in user accepted the policy on another device (`accept_cookies_policy` of `/api/me/`). */
  acceptedByAccount: boolean;
}

/** The banner shows until a choice exists here or on the account. */
export function shouldShowCookieBanner({ choice, accepted, acceptedByAccount }: BannerInput): boolean {
  return choice === undefined && !accepted && !acceptedByAccount;
}
