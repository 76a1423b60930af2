import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useLatest } from '../shared/use-latest.js';

/**
 * Listens to the messages one iframe posts to the page: only those whose source is that iframe's window and whose
 * origin is one of `origins` (any other frame or page can post to us too).
 */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  origins: readonly string[],
  onMessage: (data: unknown) => void,
): void {
  const handler = useLatest(onMessage);
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (source === null || source === undefined || event.source !== source) return;
      if (!origins.includes(event.origin)) return;
      handler.current(event.data);
    };
    globalThis.addEventListener('message', listener);
    return () => globalThis.removeEventListener('message', listener);
  }, [frame, origins, handler]);
}
