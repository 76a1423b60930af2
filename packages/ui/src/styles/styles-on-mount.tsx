import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { adoptStyles } from './adopt-styles.js';
import { styleRootOf } from './owned-style-sheet.js';

/** Props of {@link StylesOnMount}. */
export interface StylesOnMountProps {
  /** The stylesheets (CSS text) the children need. */
  readonly styles: readonly string[];
  readonly children: ReactNode;
}

/**
 * Adopts `styles` into the root its children render in (an element's shadow root, or the page) before they paint:
 * the styles of a lazily loaded part travel in its chunk, not in the widget's first load.
 */
export function StylesOnMount({ styles, children }: StylesOnMountProps) {
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
