import { platformQueries, selectWelcomeBanners } from '@campus/core';
import type { Campus } from '@campus/core';
import { preloadMedia } from './preload-media';
import { whenAnswered } from './when-answered';

/**
 * The home's welcome banner and the banner's first image, started at boot (warm-site-resources.ts). In the entry,
 * not in the home's warm-up chunk (warm-home.ts, the campaigns): the image is the home's largest paint, and its
 * chain is then the entry → the banner's answer → the image, without that chunk's download in between (issue 27,
 * fourth pass). Core's platform queries are in the entry already (the params).
 */
export function warmHomeBanner(campus: Campus): void {
  const banner = platformQueries.welcomeBanner();
  campus.query.prefetch(banner);
  // The image's download starts from the slides stored on a previous visit, or else from the banner's answer,
  // instead of after the page's chunk has rendered the slides.
  const stored = selectWelcomeBanners(campus.stores.welcomeBanner.getState())[0];
  if (stored === undefined) {
    whenAnswered(campus, banner, (answer) => preloadMedia(campus, answer.welcome_banner[0]?.image));
  } else {
    preloadMedia(campus, stored.image);
  }
}
