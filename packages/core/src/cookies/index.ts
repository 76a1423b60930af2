export type { CookieDocument, CookieJar, CookieOptions, MemoryCookieJar, StoredCookie } from './cookie-jar.js';
export { createDocumentCookieJar, createMemoryCookieJar, parseCookie, serializeCookie } from './cookie-jar.js';
export {
  COOKIE_MAX_AGE_SECONDS,
  STORED_COUNTRY_COOKIE,
  readStoredCountry,
  writeStoredCountry,
} from './stored-country.js';
