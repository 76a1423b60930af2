import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLatest } from '../shared/use-latest.js';
import { createWatchTracker } from '../media/watch-tracker.js';
import type { WatchTracker } from '../media/watch-tracker.js';
import type { ViewerProps } from '../viewer-types.js';

/**
 * The watch tracker of an embedded player (YouTube, Vimeo), for its message handler: reports through the player's
 * `report`, as the page goes away with keepalive, and what is left when the viewer closes.
 */
export function useEmbedTracker(report: ViewerProps['report']): RefObject<WatchTracker | null> {
  const reportRef = useLatest(report);
  const trackerRef = useRef<WatchTracker | null>(null);
  useEffect(() => {
    const tracker = createWatchTracker((body, options) => reportRef.current(body, options));
    trackerRef.current = tracker;
    const onPageHide = () => tracker.pageHide();
    globalThis.addEventListener('pagehide', onPageHide);
    return () => {
      globalThis.removeEventListener('pagehide', onPageHide);
      tracker.stop();
      trackerRef.current = null;
    };
  }, [reportRef]);
  return trackerRef;
}
