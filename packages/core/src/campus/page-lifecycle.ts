/**
 * Tells when the page is being hidden or left, so pending debounced writes are flushed before a tab
 * closes or a phone suspends it. Injectable: Node tests pass their own, browsers use the default.
 */
export type PageHideWatcher = (listener: () => void) => () => void;

/**
 * The browser watcher: `visibilitychange` to hidden and `pagehide` (the last events reliably delivered on
 * mobile), or `undefined` outside a browser.
 */
export function createBrowserPageHideWatcher(win: Window | undefined = globalThis.window): PageHideWatcher | undefined {
  if (win === undefined) return undefined;
  return (listener) => {
    const onVisibility = (): void => {
      if (win.document.visibilityState === 'hidden') listener();
    };
    win.addEventListener('pagehide', listener);
    win.document.addEventListener('visibilitychange', onVisibility);
    return () => {
      win.removeEventListener('pagehide', listener);
      win.document.removeEventListener('visibilitychange', onVisibility);
    };
  };
}
