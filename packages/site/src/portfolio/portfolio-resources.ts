import { platformQueries } from '@campus/core';
import type { PortfolioCourse, PortfolioResponse } from '@campus/core/schemas';
import { adoptStyles, useLocale, useQuery } from '@campus/ui';
import type { ResourceState } from '@campus/ui';
import { portfolioStyles } from '../styles/portfolio.styles';

/** Adopts the portfolio pages' styles (constructable stylesheets, once) when their chunk loads. */
export function adoptPortfolioStyles(): void {
  if (typeof document !== 'undefined') adoptStyles(document, [portfolioStyles]);
}

/** `GET /api/portfolio/`: the client's published online courses, signed in or not (category names localized). */
export function usePortfolio(): ResourceState<PortfolioResponse> {
  const locale = useLocale();
  return useQuery(platformQueries.portfolio(locale));
}

/** `GET /api/portfolio/{id}/`: one course of the portfolio; nothing is asked for an id that is not a number. */
export function usePortfolioCourse(id: string | null): ResourceState<PortfolioCourse> {
  const locale = useLocale();
  const valid = id !== null && /^\d{1,10}$/.test(id);
  return useQuery(valid ? platformQueries.portfolioCourse(locale, id) : null, { isEmpty: () => false });
}

/** A workload in hours, in the person's language ("1,5 hora", "2 hours"). */
export function formatWorkload(minutes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(minutes / 60);
}
