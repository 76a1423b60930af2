import {
  faqResponseSchema,
  institutionalPageSchema,
  welcomeBannerResponseSchema,
} from '../../schemas/platform-content.js';
import type { FaqResponse, InstitutionalPage, WelcomeBannerResponse } from '../../schemas/platform-content.js';
import type { ApiClient } from '../api-client.js';
import { pathTo, PLATFORM_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * Platform content read by the reference site (spec §2 home, faq, institutional pages; §3 `welcome_banner`).
 * Signed out, the client's Basic credentials name the client (§7); signed in, the bearer token does.
 */

/** `GET /api/welcome-banner/`: the home's slides showing now, in order (spec §3 "welcome_banner"). */
export function fetchWelcomeBanner(client: ApiClient, options?: TypedCallOptions): Promise<WelcomeBannerResponse> {
  return client.requestJson(PLATFORM_PATHS.welcomeBanner, welcomeBannerResponseSchema, withSignal(options));
}

/** What {@link fetchFaq} filters by. */
export interface FaqSearch {
  /** Words the questions or answers contain; empty or absent lists every question. */
  search?: string | undefined;
}

/** `GET /api/faq/`: the client's questions by category (localized by `Accept-Language`), optionally searched. */
export function fetchFaq(client: ApiClient, query: FaqSearch = {}, options?: TypedCallOptions): Promise<FaqResponse> {
  const search = query.search === undefined || query.search === '' ? undefined : query.search;
  return client.requestJson(PLATFORM_PATHS.faq, faqResponseSchema, {
    searchParams: { search },
    ...withSignal(options),
  });
}

/** `GET /api/institutional/{slug}/`: one of the client's own pages (404 `not_found_or_forbidden` when it has none). */
export function fetchInstitutionalPage(
  client: ApiClient,
  slug: string,
  options?: TypedCallOptions,
): Promise<InstitutionalPage> {
  return client.requestJson(
    pathTo(PLATFORM_PATHS.institutional, { slug }),
    institutionalPageSchema,
    withSignal(options),
  );
}
