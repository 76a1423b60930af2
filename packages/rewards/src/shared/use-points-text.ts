import { useCallback } from 'react';
import { formatNumber, useLocale, useT } from '@campus/ui';

/** "1.200 pontos": an amount of points in the person's language, with the package's wording and plural. */
export function usePointsText(): (points: number) => string {
  const t = useT();
  const locale = useLocale();
  return useCallback(
    (points: number) => t('rewards.points', { count: points, points: formatNumber(points, locale) }),
    [t, locale],
  );
}
