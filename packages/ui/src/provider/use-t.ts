import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Translate } from '@campus/core';
import { useCampus } from './use-campus';

/**
 * The current interface language of the nearest Campus instance (`pt-BR`, `en-US` …); re-renders when it
 * changes (`campus.setLocale`, the user's language choice or a `locale` attribute).
 */
export function useLocale(): string {
  const campus = useCampus();
  const subscribe = useCallback((onChange: () => void) => campus.on('locale-changed', onChange), [campus]);
  const getSnapshot = () => campus.i18n.language;
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * The translate function of the nearest Campus instance. Its identity changes with the language, so
 * memoised children that receive it re-render when the locale changes.
 */
export function useT(): Translate {
  const campus = useCampus();
  const locale = useLocale();
  return useMemo<Translate>(() => {
    // Fixed to the language of this render, so a memoised child never mixes two languages in one tree.
    const fixed = campus.i18n.getFixedT(locale) as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => (options === undefined ? fixed(key) : fixed(key, options));
  }, [campus, locale]);
}
