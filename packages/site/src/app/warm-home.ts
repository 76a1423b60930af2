import { loyaltyQueries, mediaUrl, platformQueries, selectWelcomeBanners } from '@campus/core';
import { isModuleEnabled } from '@campus/core/rules';
import type { Campus } from '@campus/core';
import { siteParamsQuery } from './use-site-params';
import { whenAnswered } from './when-answered';

/**
 * The home's part of the boot warm-up (warm-site-resources.ts): its welcome banner, the banner's first image and
 * the campaigns. A chunk of its own, fetched at boot beside the home page's chunk (issue 27): core's loyalty query
 * table, with every loyalty call and schema it names, is not in the entry of every page.
 */
export function warmHome(campus: Campus): void {
  const banner = platformQueries.welcomeBanner();
  campus.query.prefetch(banner);
  // The banner's first image is the home's largest paint: its download starts from the slides stored on a previous
  // visit, or else from the banner's answer, instead of after the page's chunk has rendered the slides.
  const stored = selectWelcomeBanners(campus.stores.welcomeBanner.getState())[0];
  if (stored === undefined) {
    whenAnswered(campus, banner, (answer) => preloadImage(campus, answer.welcome_banner[0]?.image));
  } else {
    preloadImage(campus, stored.image);
  }
  // The campaign selection shows only with the campaigns module: known from the params stored on a previous visit,
  // or else from the params' answer (a first visit), so that its answer does not come in long after the page.
  const campaigns = loyaltyQueries.campaigns(campus.i18n.language);
  if (isModuleEnabled(campus.stores.params.getState().client, 'campaigns')) {
    campus.query.prefetch(campaigns);
  } else {
    whenAnswered(campus, siteParamsQuery(true), (params) => {
      if (isModuleEnabled(params.client, 'campaigns')) campus.query.prefetch(campaigns);
    });
  }
}

/** Starts downloading an image of the API's media into the browser's cache (the `<img>` showing it reuses it). */
function preloadImage(campus: Campus, path: string | null | undefined): void {
  const url = mediaUrl(campus.config.apiBase, path);
  if (url === null || typeof Image === 'undefined') return;
  new Image().src = url;
}
