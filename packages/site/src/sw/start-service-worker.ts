import { runAfterStart } from '@campus/core';
import { nativePlatformOf } from '../app/native-shell';

/**
 * Starts the site's service worker (issue 23) in a built site only: the Vite dev server serves modules the precache
 * list does not know, so development keeps it off. Not in the mobile app either (its files are on the device already)
 * nor when the site is framed (iframe mode: a part of someone else's page). The registration code (workbox-window) is
 * loaded after the page's load event and its start (`runAfterStart`), apart from the entry.
 */
export function startServiceWorker(win: Window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  if (nativePlatformOf(win) !== undefined || win.top !== win) return;
  const register = (): void =>
    void import('./register-service-worker').then(({ registerSiteServiceWorker }) => registerSiteServiceWorker(win));
  // After the first page (issue 27): the load event comes before the page's chunks and data, and the registration's
  // code and the worker's precache downloads then competed with them.
  const start = (): void => void runAfterStart(register);
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
