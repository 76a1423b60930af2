import { useEffect, useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import type { StyleRoot } from './adopt-styles.js';
import { adoptSheet, dropSheet, styleRootOf } from './owned-style-sheet.js';

// Layout effects in the browser so the rules land before paint; plain effects where there is no DOM (SSR).
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps an instance-owned constructable stylesheet with `cssText` in the root of `target` (a node ref, or the
 * root itself): adopted on mount, rewritten in place (`replaceSync`) when the text changes, removed on unmount.
 * This is how run-time values (theme colours, scroll offsets) reach CSS without `style=""` attributes.
 */
export function useOwnedStyleSheet(target: RefObject<Element | null> | StyleRoot | null, cssText: string): void {
  // One sheet per component instance; none without a DOM.
  const [sheet] = useState(() => (typeof CSSStyleSheet === 'undefined' ? null : new CSSStyleSheet()));

  useBrowserLayoutEffect(() => {
    sheet?.replaceSync(cssText);
  }, [sheet, cssText]);

  useBrowserLayoutEffect(() => {
    const root =
      target === null ? undefined : 'current' in target ? target.current && styleRootOf(target.current) : target;
    if (!root || sheet === null) return;
    adoptSheet(root, sheet);
    return () => dropSheet(root, sheet);
  }, [sheet, target]);
}
