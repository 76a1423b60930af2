import { loyaltyQueries } from '@campus/core';
import { isModuleEnabled } from '@campus/core/rules';
import type { Campus } from '@campus/core';
import { siteParamsQuery } from './use-site-params';
import { whenAnswered } from './when-answered';

/**
 * The home's campaigns, part of the boot warm-up (warm-site-resources.ts). A chunk of its own, fetched at boot
 * beside the home page's chunk (issue 27): core's loyalty query table, with every loyalty call and schema it names,
 * is not in the entry of every page. (The banner and its image start from the entry: warm-home-banner.ts.)
 */
export function warmHome(campus: Campus): void {
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
