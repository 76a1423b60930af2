/** Reconnection timing of the SSE adapter. */
export interface BackoffOptions {
  /** First delay after a drop, in ms; a server `retry:` field replaces it. @default 1000 */
  initialDelay?: number;
  /** Longest delay, in ms. @default 30000 */
  maxDelay?: number;
  /**
   * Randomize each delay between half and all of it, so many clients dropped by one server restart do not
   * reconnect in the same instant. @default true
   */
  jitter?: boolean;
}

/** The delay before reconnection attempt `attempt` (0 = first retry after a drop): exponential, capped. */
export function backoffDelay(attempt: number, base: number, options: BackoffOptions = {}): number {
  const capped = Math.min(options.maxDelay ?? 30_000, base * 2 ** Math.min(attempt, 30));
  return options.jitter === false ? capped : capped * (0.5 + Math.random() / 2);
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller then checks whether to go on). */
export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
