/**
 * The API's paths that the site calls or links to, by their first segment (issue 27, fourth pass): the calls of
 * core's path tables (`/api/`, the OAuth token `/o/`, `/accounts/`, `/etraining_login/`, the trail certificate
 * `/get_trail_user_result_certificate/`), the media and demo files (`/static/`), the managed sign-in (`/auth/`) and
 * the development stand-ins (`/dev/`: Google, OpenID Connect, SENCE). None is a page of the site.
 *
 * A site served from the API's origin (`CAMPUS_SITE_API_BASE=/`, docs/site.md "Same-origin deployment") needs its
 * web server to forward exactly these to the API: vite.config.ts's dev and preview proxies use this list, and the
 * service worker leaves navigations to them to the network instead of answering with the app shell.
 */
export const API_PATH_PREFIXES = [
  '/api/',
  '/o/',
  '/accounts/',
  '/etraining_login/',
  '/get_trail_user_result_certificate/',
  '/static/',
  '/auth/',
  '/dev/',
] as const;

/** Whether `pathname` is one of the API's paths ({@link API_PATH_PREFIXES}) rather than a page of the site. */
export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The API base a page declares, as an absolute URL without a trailing slash: an absolute base as it is, and a
 * relative one (`/`: the site's own origin, behind a reverse proxy that forwards the API's paths) resolved
 * against the page's address.
 */
export function resolveApiBase(declared: string, pageUrl: string): string {
  const url = new URL(declared, pageUrl);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
