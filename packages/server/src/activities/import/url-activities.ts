import { ApiError } from '../../http/api-error';

/** Activity types whose content is an outside address. */
export const URL_ACTIVITY_TYPES = ['youtube', 'vimeo', 'wowza', 'linkedin_slidshare', 'scorm_cloud'] as const;

/** An activity type whose content is an outside address. */
export type UrlActivityType = (typeof URL_ACTIVITY_TYPES)[number];

/** Longest address kept (browsers and proxies handle far longer, real embed addresses are far shorter). */
export const MAX_ACTIVITY_URL_LENGTH = 2048;

/**
 * Hosts a player embeds each type from, where the type has fixed ones. The player talks to YouTube's and Vimeo's
 * iframes through their postMessage protocols, which only those hosts answer; Wowza streams, SlideShare embeds
 * and SCORM Cloud launch addresses live on the customer's or the vendor's own hosts.
 */
const ALLOWED_HOSTS: Partial<Record<UrlActivityType, readonly string[]>> = {
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'],
  vimeo: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
};

/**
 * Checks the address of a URL activity and answers it normalised (the URL parser's serialisation): `https`
 * only (the player's pages are https; mixed content would be blocked), no user name or password in it, at most
 * {@link MAX_ACTIVITY_URL_LENGTH} characters, and on the type's hosts for YouTube and Vimeo.
 * @throws 422 `activity_url_invalid` or `activity_url_host_invalid` (`details.hosts`)
 */
export function validateActivityUrl(type: UrlActivityType, value: string): string {
  const invalid = () => new ApiError(422, 'activity_url_invalid', { type }, { fieldErrors: { url: 'invalid' } });
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_ACTIVITY_URL_LENGTH) throw invalid();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw invalid();
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') {
    throw invalid();
  }
  const hosts = ALLOWED_HOSTS[type];
  if (hosts && !hosts.includes(url.hostname.toLowerCase())) {
    throw new ApiError(
      422,
      'activity_url_host_invalid',
      { type, hosts: hosts.join(', ') },
      { fieldErrors: { url: 'host' }, details: { hosts: hosts.join(',') } },
    );
  }
  return url.href;
}
