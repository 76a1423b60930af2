import { portfolioCourseSchema, portfolioResponseSchema } from '../../schemas/portfolio.js';
import type { PortfolioCourse, PortfolioResponse } from '../../schemas/portfolio.js';
import type { ApiClient } from '../api-client.js';
import { pathTo, PLATFORM_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * The public training portfolio (spec §2 portfolio group). Signed out, the client's Basic credentials name the
 * client (§7); signed in, the bearer token does: the same calls serve both.
 */

/** `GET /api/portfolio/`: the client's published online courses, for anonymous visitors too. */
export function fetchPortfolio(client: ApiClient, options?: TypedCallOptions): Promise<PortfolioResponse> {
  return client.requestJson(PLATFORM_PATHS.portfolio, portfolioResponseSchema, { ...withSignal(options) });
}

/** `GET /api/portfolio/{id}/`: one course of the portfolio (404 `not_found_or_forbidden` when unknown). */
export function fetchPortfolioCourse(
  client: ApiClient,
  id: number | string,
  options?: TypedCallOptions,
): Promise<PortfolioCourse> {
  return client.requestJson(pathTo(PLATFORM_PATHS.portfolioCourse, { id }), portfolioCourseSchema, {
    ...withSignal(options),
  });
}
