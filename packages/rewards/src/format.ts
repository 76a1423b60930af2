import { useCallback } from 'react';
import { useLocale, useT } from '@campus/ui';

/** Formats a whole number in the person's language (`12.345` in pt-BR, `12,345` in en-US). */
export function useFormatNumber(): (value: number) => string {
  const locale = useLocale();
  return useCallback((value: number) => new Intl.NumberFormat(locale).format(value), [locale]);
}

/** "1.200 pontos": an amount of points in the person's language, with its plural. */
export function usePointsText(): (points: number) => string {
  const t = useT();
  const format = useFormatNumber();
  return useCallback((points: number) => t('rewards.points', { count: points, points: format(points) }), [t, format]);
}

/** Formats an ISO date-time as a date in the person's language. */
export function useFormatDate(): (iso: string) => string {
  const locale = useLocale();
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
    [locale],
  );
}
