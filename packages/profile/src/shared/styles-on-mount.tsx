import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { adoptStyles, styleRootOf } from '@campus/ui';

/**
 * Adopts `styles` into the root its children render in (an element's shadow root, or the page) before they paint:
 * the styles of a lazily loaded part travel in its chunk, not in the profile's first load.
 */
export function StylesOnMount({ styles, children }: { styles: readonly string[]; children: ReactNode }) {
  const anchor = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = anchor.current ? styleRootOf(anchor.current) : undefined;
    if (root) adoptStyles(root, styles);
  }, [styles]);
  return (
    <>
      <span ref={anchor} hidden />
      {children}
    </>
  );
}
