/**
 * Styles are applied through constructable stylesheets (`adoptedStyleSheets`), never `<style>` strings or
 * `style=""` attributes, so a host page with `Content-Security-Policy: style-src 'self'` keeps working.
 * @see ARCHITECTURE §4 Embedding rules
 */
import { registerCampusRem } from './campus-rem.js';

/** Where stylesheets can be adopted: the page document or a shadow root. */
export type StyleRoot = Document | ShadowRoot;

// One CSSStyleSheet per CSS text and per realm: every shadow root of one widget shares the same sheet object.
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Returns the shared constructable stylesheet for a CSS text, creating it on first use.
 * @param cssText CSS source of one component.
 */
export function styleSheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts the given CSS texts into a document or shadow root, once each, keeping the sheets already adopted.
 * @param root the document or shadow root to style.
 * @param cssTexts CSS sources, in cascade order.
 */
export function adoptStyles(root: StyleRoot, cssTexts: readonly string[]): void {
  // Before the first sheet applies: every size in the styles is a multiple of `--campus-rem`.
  registerCampusRem();
  const wanted = [...new Set(cssTexts.map(styleSheetFor))].filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (wanted.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...wanted];
}
