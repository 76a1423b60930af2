import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link WhenNearView}. */
export interface WhenNearViewProps {
  /** Rendered once the place holding it comes within a screen of the viewport. */
  children: ReactNode;
  /** Class of the wrapper (it keeps a minimum height until the content is there: `.site-when-near`). */
  className?: string;
}

/** How long after the first render the content comes at the latest, scrolled to or not. */
export const WHEN_NEAR_VIEW_LATEST_MS = 3000;

/**
 * Renders content below the first screen when the reader scrolls near it (one screen ahead), or once the page
 * has settled ({@link WHEN_NEAR_VIEW_LATEST_MS}), whichever comes first: a page's first load neither asks for nor
 * renders what nobody sees yet — e.g. the points statement under the reward store, whose requests and rendering
 * otherwise compete with the store for the network and the main thread — and a screen-reader user, who moves by
 * headings rather than by scrolling, still finds it moments later. Without IntersectionObserver (old browsers,
 * tests) the content renders at once.
 */
export function WhenNearView({ children, className }: WhenNearViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = holder.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    const latest = setTimeout(() => setNear(true), WHEN_NEAR_VIEW_LATEST_MS);
    return () => {
      observer.disconnect();
      clearTimeout(latest);
    };
  }, [near]);
  return (
    <div ref={holder} className={['site-when-near', className].filter(Boolean).join(' ')} data-near={near}>
      {near ? children : null}
    </div>
  );
}
