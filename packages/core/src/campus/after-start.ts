/** How long after a page's start its background work waits by default (issue 27, ninth pass). */
const AFTER_START_DELAY_MS = 2000;

/** The longest the browser may keep such work waiting for an idle period once the delay is over. */
const IDLE_TIMEOUT_MS = 2000;

type BrowserScope = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  addEventListener?: (type: 'online', listener: () => void, options: { once: boolean }) => void;
  removeEventListener?: (type: 'online', listener: () => void) => void;
  navigator?: { onLine?: boolean };
};

/**
 * Runs `task` once a page's start is over: `delayMs` after the call, at the browser's next idle period (at most two
 * seconds later; without `requestIdleCallback`, at once), and online — a browser offline by then runs it when it is
 * back online. For work a person does not wait for — sending what an earlier page kept, registering the service
 * worker, loading code for later — so that none of it shares the network and the main thread with the first page's
 * content (issue 27: an idle callback alone came while the page was still waiting for its data, and the work then
 * delayed the page's largest paint), and none of it fails for want of a network it did not need at once.
 * Returns a function that cancels it.
 */
export function runAfterStart(task: () => void, delayMs: number = AFTER_START_DELAY_MS): () => void {
  const scope = globalThis as BrowserScope;
  let idleHandle: number | undefined;
  const runOnline = (): void => {
    idleHandle = undefined;
    if (scope.navigator?.onLine !== false || typeof scope.addEventListener !== 'function') {
      task();
      return;
    }
    scope.addEventListener('online', task, { once: true });
  };
  const timer = setTimeout(() => {
    if (typeof scope.requestIdleCallback === 'function') {
      idleHandle = scope.requestIdleCallback(runOnline, { timeout: IDLE_TIMEOUT_MS });
    } else {
      runOnline();
    }
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) scope.cancelIdleCallback?.(idleHandle);
    scope.removeEventListener?.('online', task);
  };
}
