/**
 * Whether a new version of the site waits to take over, and how to take it (issue 23's update flow). The page's one
 * service worker registration (register-service-worker.ts, loaded lazily) writes here; the update prompt reads it.
 * Module state on purpose: a page has one service worker registration, as it has one document.
 */
export interface SiteUpdateState {
  /** A new version is installed and waiting. */
  readonly waiting: boolean;
  /** Activates the waiting version; the page reloads once it controls the page. */
  readonly apply: () => void;
}

const idle: SiteUpdateState = { waiting: false, apply: () => {} };
let state = idle;
const listeners = new Set<() => void>();

/** The current update state (for `useSyncExternalStore`). */
export const getSiteUpdateState = (): SiteUpdateState => state;

/** Listens to changes of the update state; returns the function that stops listening. */
export function subscribeSiteUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces a waiting version (or none, with `undefined`). */
export function setSiteUpdateWaiting(apply: (() => void) | undefined): void {
  state = apply === undefined ? idle : { waiting: true, apply };
  for (const listener of [...listeners]) listener();
}
