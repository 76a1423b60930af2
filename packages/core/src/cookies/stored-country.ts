import type { CookieJar } from './cookie-jar.js';

/** Name of the cookie that keeps the selected country (spec §4 "Session"). Fixed for interoperability. */
export const STORED_COUNTRY_COOKIE = 'stored_country';

/** 180 days in seconds: the lifetime the spec gives the persistence cookie (§7), reused for the country. */
export const COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** Reads the `stored_country` cookie (spec §4). Returns `undefined` when absent or empty. */
export function readStoredCountry(cookies: CookieJar): string | undefined {
  const value = cookies.get(STORED_COUNTRY_COOKIE);
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Writes the `stored_country` cookie (spec §4), or removes it when `countryId` is null.
 * `Secure` so it never travels over plain HTTP; `SameSite=Lax` (not Strict) because it is a harmless
 * preference that should survive a top-level navigation from a partner site.
 */
export function writeStoredCountry(cookies: CookieJar, countryId: string | number | null): void {
  if (countryId === null) {
    cookies.remove(STORED_COUNTRY_COOKIE, { path: '/' });
    return;
  }
  cookies.set(STORED_COUNTRY_COOKIE, String(countryId), {
    path: '/',
    maxAge: COOKIE_MAX_AGE_SECONDS,
    secure: true,
    sameSite: 'Lax',
  });
}
