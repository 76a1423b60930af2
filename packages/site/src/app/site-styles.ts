import { authStyles } from '@campus/auth';
import { catalogueStyles } from '@campus/catalogue';
import { adoptStyles, tokenStyles, toolkitStyles } from '@campus/ui';
import type { StyleRoot } from '@campus/ui';
import { siteStyles } from '../styles/site.styles';
import { shellStyles } from '../styles/shell.styles';
import { pageStyles } from '../styles/page.styles';
import { programmeIconStyles } from '../styles/programme-icons.styles';

/**
 * Adopts every style the site shows into `root`: the toolkit tokens and primitives, the feature packages'
 * component styles (the site renders the React components in the page, without shadow DOM) and the site's own.
 * The loyalty widgets' styles come with their pages' chunks (`adoptProgrammeStyles`).
 * Constructable stylesheets only, never `<style>` strings, so a strict `style-src 'self'` policy holds.
 */
export function adoptSiteStyles(root: StyleRoot): void {
  adoptStyles(root, [
    tokenStyles,
    ...toolkitStyles,
    ...authStyles,
    catalogueStyles,
    siteStyles,
    shellStyles,
    pageStyles,
    programmeIconStyles,
  ]);
}
