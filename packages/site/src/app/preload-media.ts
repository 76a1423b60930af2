import { mediaUrl } from '@campus/core';
import type { Campus } from '@campus/core';

/**
 * Starts downloading an image of the API's media into the browser's cache, for the boot warm-up
 * (warm-site-resources.ts): the `<img>` that shows it later finds it there or on its way. For a first page's
 * largest image (the home's banner, a list's first cover), whose download would otherwise wait for the page's
 * code and render.
 */
export function preloadMedia(campus: Campus, path: string | null | undefined): void {
  const url = mediaUrl(campus.config.apiBase, path);
  if (url === null || typeof Image === 'undefined') return;
  new Image().src = url;
}
