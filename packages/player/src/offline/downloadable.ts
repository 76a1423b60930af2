import type { ActivityLaunch } from '@campus/core/schemas';

/**
 * The activity types whose content can be downloaded for offline use (issue 23): stored files — PDF, presentations
 * converted to PDF, video, audio — which the viewers open offline from the device, and HTML and SCORM packages, which
 * play offline from the content origin's own storage (package-download.ts). URL activities play from their own sites.
 */
const DOWNLOADABLE_TYPES: ReadonlySet<string> = new Set(['pdf', 'ppt', 'video', 'audio', 'html', 'scorm']);

/** The package types, which need the content origin's service worker offline. */
const PACKAGE_TYPES: ReadonlySet<string> = new Set(['html', 'scorm']);

/** The site of a host: the host itself for an IP address or a single label, else its last two labels. */
function siteOf(hostname: string): string {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return hostname;
  return hostname.split('.').slice(-2).join('.');
}

/**
 * Whether two origins are the same site (scheme and registrable domain, approximated by the last two labels of the
 * host). A frame of another site may not register a service worker where the browser blocks third-party storage, so
 * a package offered for download from a cross-site content origin would always fail (docs/server.md "Offline
 * packages"); a wrong guess for a two-label public suffix (`co.uk`) only offers a download that then says it failed.
 */
export function isSameSite(a: string, b: string): boolean {
  const first = new URL(a);
  const second = new URL(b);
  return first.protocol === second.protocol && siteOf(first.hostname) === siteOf(second.hostname);
}

/**
 * Whether an activity of this type offers "Baixar para usar offline": a stored file always; a package when its
 * launch's content origin is the same site as the page (`pageOrigin`).
 */
export function isDownloadable(
  type: string,
  launch?: Pick<ActivityLaunch, 'base_url'> | null,
  pageOrigin: string = globalThis.location.origin,
): boolean {
  if (!DOWNLOADABLE_TYPES.has(type)) return false;
  if (!PACKAGE_TYPES.has(type) || launch === undefined || launch === null) return true;
  return isSameSite(launch.base_url, pageOrigin);
}
