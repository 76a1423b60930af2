import { adoptStyles, tokenStyles, toolkitStyles } from '@campus/ui';
import type { StyleRoot } from '@campus/ui';
import { siteStyles } from '../styles/site.styles';
import { shellStyles } from '../styles/shell.styles';
import { pageStyles } from '../styles/page.styles';

/**
 * Adopts every style the site shows into `root`: the toolkit tokens and primitives, the feature packages'
 * component styles (the site renders the React components in the page, without shadow DOM) and the site's own.
 * The account screens', the catalogue's and the loyalty widgets' styles come with their pages' chunks
 * (`adoptPageStyles` below, `adoptProgrammeStyles`).
 * Constructable stylesheets only, never `<style>` strings, so a strict `style-src 'self'` policy holds.
 */
export function adoptSiteStyles(root: StyleRoot): void {
  adoptStyles(root, [tokenStyles, ...toolkitStyles, siteStyles, shellStyles, pageStyles]);
}

/**
 * Adopts a feature package's or a page's styles into the document when the chunk of a page that shows them loads
 * (issue 27): that CSS travels with its pages instead of weighing on the first load of every page. Called at the
 * page module's top, so the sheets apply before the page first renders; each is adopted once however often asked.
 * (Here, in the entry, rather than in a module of its own: it would be a chunk of its own, one more request.)
 */
export function adoptPageStyles(styles: readonly string[]): void {
  if (typeof document === 'undefined') return;
  adoptStyles(document, styles);
}
