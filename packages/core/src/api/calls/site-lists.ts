import { siteListsResponseSchema } from '../../schemas/site-lists.js';
import type { SiteListsResponse } from '../../schemas/site-lists.js';
import type { ApiClient } from '../api-client.js';
import { PLATFORM_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/**
 * `GET /api/site-lists/`: the shared lists (spec §3 "Shared site lists": areas, groups, tags, categories,
 * genders …) in the request's language, shaped for the site lists store (`setSiteLists(answer, now)`).
 */
export function fetchSiteLists(client: ApiClient, options?: TypedCallOptions): Promise<SiteListsResponse> {
  return client.requestJson(PLATFORM_PATHS.siteLists, siteListsResponseSchema, withSignal(options));
}
