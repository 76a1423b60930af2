import { adoptStyles } from '@campus/ui';
import { programmeStyles } from '../styles/programme.styles';

/**
 * Adopts a loyalty widget package's styles, with the site's layout of the programme pages, into the document
 * when the page's chunk loads: each package's CSS travels with the page that shows it instead of weighing on
 * the first load. Constructable stylesheets (CSP-safe), each adopted once however often it is asked.
 */
export function adoptProgrammeStyles(packageStyles: readonly string[]): void {
  if (typeof document === 'undefined') return;
  adoptStyles(document, [...packageStyles, programmeStyles]);
}
