/** The site URL variable this module reads. */
export const SITE_URL_VARIABLE = 'CAMPUS_SITE_URL';

/** Where the reference site runs in demo mode (`npm start`). */
export const DEMO_SITE_URL = 'http://localhost:3000';

/**
 * The origin (and optional base path) of the site that serves the `recover-password/...` and `set-password/...`
 * routes, for links in e-mails: `CAMPUS_SITE_URL`, default {@link DEMO_SITE_URL}. Never taken from a request
 * (a forged Host or Origin would otherwise put an attacker's site in a real user's e-mail).
 * @throws {Error} naming the variable when it is not an http(s) URL.
 */
export function loadSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const value = env[SITE_URL_VARIABLE]?.trim() || DEMO_SITE_URL;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(
      `${SITE_URL_VARIABLE}: expected an http(s) URL like https://learn.example.com, got ${JSON.stringify(value)}`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
