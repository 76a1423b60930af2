import type { StyleRoot } from './adopt-styles.js';

/**
 * A stylesheet owned by one component instance (a theme, a virtual list's offsets): its text changes at run
 * time, so unlike the shared component sheets it is created per instance and removed when the instance goes.
 */
export interface OwnedStyleSheet {
  /** Replaces the sheet's rules. */
  update(cssText: string): void;
  /** Removes the sheet from its root. */
  detach(): void;
}

/** The document or shadow root a node lives in, if it can adopt stylesheets. */
export function styleRootOf(node: Node): StyleRoot | undefined {
  const root = node.getRootNode();
  // nodeType rather than instanceof: the node may come from another realm (an iframe host).
  const adoptable =
    root.nodeType === Node.DOCUMENT_NODE || (root.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in root);
  return adoptable && 'adoptedStyleSheets' in root ? (root as StyleRoot) : undefined;
}

/** Adds `sheet` to what `root` adopts (last, so it wins ties), unless it is there already. */
export function adoptSheet(root: StyleRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Removes `sheet` from what `root` adopts. */
export function dropSheet(root: StyleRoot, sheet: CSSStyleSheet): void {
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
}

/** Adopts a new constructable stylesheet into `root` (after the sheets already there, so it wins ties). */
export function attachStyleSheet(root: StyleRoot, cssText: string): OwnedStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  adoptSheet(root, sheet);
  let current = cssText;
  return {
    update(next) {
      if (next === current) return;
      current = next;
      sheet.replaceSync(next);
    },
    detach() {
      dropSheet(root, sheet);
    },
  };
}
