/**
 * The reference site's service worker (issue 23), built by vite-plugin-pwa's injectManifest strategy: our own code
 * with Workbox modules, its precache list injected at build time (`self.__WB_MANIFEST`, see vite.config.ts).
 *
 * - The app shell — index.html, the entry and every lazily loaded page chunk, styles, the message catalogues, icons
 *   — is precached, so a reload without network opens the site and the signed-in pages' shells.
 * - Navigations get the precached index.html (the site is one page app with a history fallback).
 * - Downloaded activity files are not served here: the player opens a PDF or a video from the device, and a package
 *   plays from the content origin's own offline service worker (docs/player.md "Offline downloads").
 * - API requests are not handled here at all (they go to the network, on the API's origin or, in the same-origin
 *   deployment, on the site's: no route here matches them, and navigations to the API's paths — the managed
 *   sign-in, a certificate — are not answered with the app shell): the core's query cache and its encrypted
 *   persisted state own data, so the service worker never serves a stale or another person's answer.
 * - A new version installs and then waits: the page offers "Atualizar" (update-prompt.tsx), which posts
 *   `SKIP_WAITING`; the first version takes control of the open page at once (`clientsClaim`).
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_PATH_PREFIXES } from '../app/api-paths';

/** The parts of the service worker's global scope used here (the site's program is typed for the DOM). */
declare const self: {
  /** Replaced by the build with the precache list. */
  readonly __WB_MANIFEST: (string | PrecacheEntry)[];
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

/** The message the page sends when the person accepts the waiting version (workbox-window's `messageSkipWaiting`). */
const isSkipWaiting = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// pdf.js loads its character maps, standard fonts and decoders only for the PDFs that need them: kept once fetched,
// so a downloaded PDF that used them renders offline too (static files of the site's own origin, never API data).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/pdfjs/'),
  new CacheFirst({
    cacheName: 'campus-site-pdfjs',
    // Workbox declares its optional callbacks without `| undefined`, which exactOptionalPropertyTypes refuses.
    plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }) as WorkboxPlugin],
  }),
);

// Every other page of the site is index.html (the router decides), from the precache: the shell opens offline. A
// navigation to one of the API's paths (same-origin deployment: the API behind the site's origin) goes to the API.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // The prefixes are letters, `_` and `/` only: nothing to escape in a pattern.
    denylist: API_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)),
  }),
);
