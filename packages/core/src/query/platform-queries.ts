import { fetchParams } from '../api/calls/accounts.js';
import { fetchFaq, fetchInstitutionalPage, fetchWelcomeBanner } from '../api/calls/platform.js';
import { fetchPortfolio, fetchPortfolioCourse } from '../api/calls/portfolio.js';
import type { ParamsResponse } from '../schemas/params.js';
import type { FaqResponse, InstitutionalPage, WelcomeBannerResponse } from '../schemas/platform-content.js';
import type { PortfolioCourse, PortfolioResponse } from '../schemas/portfolio.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/** Client configuration and published content change only when an administrator edits them. */
const CLIENT_DATA_STALE_TIME_MS = 5 * 60_000;

/** The welcome banner's slides change rarely, and the persisted store shows the last ones meanwhile. */
const WELCOME_BANNER_STALE_TIME_MS = 30 * 60_000;

/*
 * The platform's queries (client params, home, public pages, portfolio): key, call and freshness in one place,
 * so a page warming up with `campus.query.prefetch` and the component showing the data share one request.
 */

/**
 * `GET /api/params/`: module flags, home route, colours, login flags, languages — of the site's OAuth client
 * signed out (`client`), of the user's selected client signed in (`user`).
 */
export const params = (audience: 'user' | 'client'): QueryDefinition<ParamsResponse> => ({
  key: queryKeys.params(audience),
  fetcher: ({ campus, signal }) => fetchParams(campus.api, { signal }),
  staleTime: CLIENT_DATA_STALE_TIME_MS,
});

/** `GET /api/welcome-banner/`: the home's slides. */
export const welcomeBanner = (): QueryDefinition<WelcomeBannerResponse> => ({
  key: queryKeys.welcomeBanner(),
  fetcher: ({ campus, signal }) => fetchWelcomeBanner(campus.api, { signal }),
  staleTime: WELCOME_BANNER_STALE_TIME_MS,
});

/** `GET /api/faq/` for a search (`''` for every question). */
export const faq = (locale: string, search: string): QueryDefinition<FaqResponse> => ({
  key: queryKeys.faq(locale, search),
  fetcher: ({ campus, signal }) => fetchFaq(campus.api, { search }, { signal }),
});

/** `GET /api/institutional/{slug}/`: one of the client's own pages, in `locale` (the language the API sends). */
export const institutionalPage = (locale: string, slug: string): QueryDefinition<InstitutionalPage> => ({
  key: queryKeys.institutionalPage(locale, slug),
  fetcher: ({ campus, signal }) => fetchInstitutionalPage(campus.api, slug, { signal }),
});

/** `GET /api/portfolio/`: the client's published online courses (category names localized). */
export const portfolio = (locale: string): QueryDefinition<PortfolioResponse> => ({
  key: queryKeys.portfolio(locale),
  fetcher: ({ campus, signal }) => fetchPortfolio(campus.api, { signal }),
  staleTime: CLIENT_DATA_STALE_TIME_MS,
});

/** `GET /api/portfolio/{id}/`: one course of the portfolio. */
export const portfolioCourse = (locale: string, id: number | string): QueryDefinition<PortfolioCourse> => ({
  key: queryKeys.portfolioCourse(locale, id),
  fetcher: ({ campus, signal }) => fetchPortfolioCourse(campus.api, id, { signal }),
  staleTime: CLIENT_DATA_STALE_TIME_MS,
});
