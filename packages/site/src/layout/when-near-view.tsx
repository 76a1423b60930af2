import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link WhenNearView}. */
export interface WhenNearViewProps {
  /** Rendered once the place holding it comes within a screen of the viewport. */
  children: ReactNode;
  /** Class of the wrapper (it keeps a minimum height until the content is there: `.site-when-near`). */
  className?: string;
}

/**
 * Renders content below the first screen only when the reader scrolls near it (one screen ahead), so a page's
 * first load neither asks for nor renders what nobody sees yet — e.g. the points statement under the reward
 * store, whose requests and rendering otherwise compete with the store for the network and the main thread.
 * Without IntersectionObserver (old browsers, tests) the content renders at once.
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
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={holder} className={['site-when-near', className].filter(Boolean).join(' ')} data-near={near}>
      {near ? children : null}
    </div>
  );
}
