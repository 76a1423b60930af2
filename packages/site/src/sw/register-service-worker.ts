import { Workbox } from 'workbox-window';
import { setSiteUpdateWaiting } from './update-state';

/** The built service worker (vite.config.ts: vite-plugin-pwa's injectManifest of src/sw/service-worker.ts). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** How often an open page asks for a new version, in ms: deployments are rare, a long-open tab still learns of one. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the site's service worker and follows its updates (issue 23): a new version installs and waits until
 * the person chooses "Atualizar" (update-prompt.tsx); then it takes over and the page reloads once, so page and
 * cached files are of one version. The first version takes control without a reload (its `clientsClaim`).
 * Registered after the page's load, so precaching does not compete with the first page's own requests.
 */
export function registerSiteServiceWorker(win: Window): void {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  let accepted = false;
  workbox.addEventListener('waiting', () => {
    setSiteUpdateWaiting(() => {
      accepted = true;
      setSiteUpdateWaiting(undefined);
      workbox.messageSkipWaiting();
    });
  });
  workbox.addEventListener('controlling', () => {
    // Only a version the person accepted reloads the page; the first install just starts controlling it.
    if (accepted) win.location.reload();
  });
  const register = (): void =>
    void workbox.register().catch(() => {
      // The device went offline as the worker's script was fetched: again when the network returns, so a page left
      // open is ready for offline use without a reload. Otherwise refused (private mode, storage blocked, an old
      // browser): the site works online as before.
      if (win.navigator.onLine === false) win.addEventListener('online', register, { once: true });
    });
  register();
  win.setInterval(() => void workbox.update().catch(() => {}), UPDATE_CHECK_MS);
}
