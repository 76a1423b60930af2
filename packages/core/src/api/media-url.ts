import { joinUrl } from './url.js';

/**
 * The address of a file the API serves (course covers, avatars, uploads), for `<img src>` or a link. The API
 * answers with paths on its own host (`/static/demo/covers/cover-1.svg`); a widget runs on the host page's
 * origin, so such paths must be resolved against the API base, not the page. Absolute URLs (a CDN, storage)
 * are kept; `null` or an empty path stays `null`.
 */
export function mediaUrl(apiBase: string, path: string | null | undefined): string | null {
  if (path === null || path === undefined || path === '') return null;
  return joinUrl(apiBase, path);
}
