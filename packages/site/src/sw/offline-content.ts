/**
 * The service worker's routes for downloaded activity packages (issue 23). THE CONTRACT between the player's
 * downloads (i23-downloads) and the site's service worker (service-worker.ts calls
 * {@link registerOfflineContentRoutes} before its navigation route):
 *
 * - A package's zip, as the content origin serves it (`/.campus/packages/{id}/{token}/package.zip`, the launch's
 *   `download.url`), is stored by core's download manager as the Cache Storage entry
 *   `{OFFLINE_FILES_KEY_BASE}class{item_id}.zip` (spec §7 "saved as class{item_id}.{extension}") in the cache of the
 *   Campus instance's storage namespace: one copy on the device, freed whole by deleting the download.
 * - This route answers `{OFFLINE_CONTENT_PREFIX}{item_id}/{path}` on the site's origin (core's `offlineContentPath`)
 *   from that zip: the file the path names (decoded segment by segment) with its type by extension, else 404 —
 *   never the network, never the app shell.
 * - Every answer carries `Content-Security-Policy: sandbox allow-scripts allow-forms allow-popups` (core's
 *   `OFFLINE_CONTENT_POLICY`) and `nosniff`: a package runs in an opaque origin, never with the site's rights (its
 *   tokens, its storage), which on the site's origin it otherwise would have (docs/server.md "Content origin").
 *
 * NOT USED BY THE PLAYER YET. Checked in Chromium 156: a frame with the `sandbox` attribute is not intercepted by
 * the site's service worker at all, and a document made opaque by this route's `sandbox` policy is not controlled,
 * so its scripts, styles and images go to the network — a package would open offline without its files. The player
 * therefore offers "Baixar para usar offline" for files only (PDF, presentations, video, audio); packages need a
 * service worker of the content origin itself (docs/player.md "Offline downloads"). The SCO frame page SCORM needs
 * is not served here either.
 */
import { OFFLINE_CONTENT_PREFIX } from '@campus/core';
import { registerRoute } from 'workbox-routing';
import { offlineContentResponse } from './offline-content-response';

/** The parts of the service worker's global scope used here. */
declare const self: { readonly location: Location };

/** Registers the route that answers `/offline-content/{item_id}/{path}` from the downloaded packages (see above). */
export function registerOfflineContentRoutes(): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(OFFLINE_CONTENT_PREFIX),
    ({ url }) => offlineContentResponse(url),
  );
}
