/**
 * Runs a host callback so that a throwing callback cannot break the request flow that called it; the error
 * is re-thrown on a fresh microtask, where the host's global error handling (and error reporting) sees it.
 */
export function runCallback(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
