import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void): (() => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

const getSnapshot = (): boolean => window.navigator.onLine;
// Server rendering (none today) assumes a network: the indicator must never flash on a connected page.
const getServerSnapshot = (): boolean => true;

/**
 * Whether the browser says it has a network (`navigator.onLine` and its `online` / `offline` events). "Online" only
 * means a network is attached, not that the API answers; "offline" is certain, which is what the indicator needs.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
