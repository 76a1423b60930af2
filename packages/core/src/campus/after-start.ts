/** How long after a page's start its background work waits by default (issue 27, ninth pass). */
const AFTER_START_DELAY_MS = 2000;

/** The longest the browser may keep such work waiting for an idle period once the delay is over. */
const IDLE_TIMEOUT_MS = 2000;

type IdleScope = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once a page's start is over: `delayMs` after the call, at the browser's next idle period (at most two
 * seconds later; without `requestIdleCallback`, at once). For work a person does not wait for — sending what an
 * earlier page kept, registering the service worker, loading code for later — so that none of it shares the network
 * and the main thread with the first page's content (issue 27: an idle callback alone came while the page was still
 * waiting for its data, and the work then delayed the page's largest paint). Returns a function that cancels it.
 */
export function runAfterStart(task: () => void, delayMs: number = AFTER_START_DELAY_MS): () => void {
  const scope = globalThis as IdleScope;
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof scope.requestIdleCallback !== 'function') {
      task();
      return;
    }
    idleHandle = scope.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) scope.cancelIdleCallback?.(idleHandle);
  };
}
