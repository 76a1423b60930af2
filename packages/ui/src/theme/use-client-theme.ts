import { useMemo } from 'react';
import { selectColors } from '@campus/core';
import { useParams } from '../provider/store-hooks.js';
import type { StyleRoot } from '../styles/adopt-styles.js';
import { useOwnedStyleSheet } from '../styles/use-owned-style-sheet.js';
import { themeCss, themeFromParams } from './theme-from-params.js';
import type { CampusTheme } from './theme-from-params.js';

/** The theme of the nearest instance's client colours (params), recomputed when they change. */
export function useClientTheme(): CampusTheme {
  const colors = useParams(selectColors);
  return useMemo(() => themeFromParams({ colors }), [colors]);
}

/**
 * Applies the client theme to `root` as a constructable stylesheet: `:host { … }` in a shadow root,
 * `:root { … }` in a document. The element factory does this for every widget's shadow root; a React host
 * without shadow DOM may call it with `document`. `null` applies nothing (e.g. before the root is known).
 */
export function useAdoptedClientTheme(root: StyleRoot | null): void {
  const theme = useClientTheme();
  const selector = root !== null && root.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? ':host' : ':root';
  useOwnedStyleSheet(root, themeCss(theme, selector));
}
