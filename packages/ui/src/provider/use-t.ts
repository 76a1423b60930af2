import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Campus, Translate } from '@campus/core';
import { useCampus } from './use-campus.js';

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

/** How many message bundles each i18n instance has received; one listener per instance keeps the count. */
const bundleCounts = new WeakMap<Campus['i18n'], { value: number }>();

function bundleCountOf(i18n: Campus['i18n']): { value: number } {
  let count = bundleCounts.get(i18n);
  if (count === undefined) {
    const created = { value: 0 };
    i18n.store.on('added', () => {
      created.value += 1;
    });
    bundleCounts.set(i18n, created);
    count = created;
  }
  return count;
}

/** Changes whenever a message bundle arrives (a package's language loaded on demand, a host's override). */
function useBundleRevision(campus: Campus): number {
  const count = bundleCountOf(campus.i18n);
  const subscribe = useCallback(
    (onChange: () => void) => {
      campus.i18n.store.on('added', onChange);
      return () => campus.i18n.store.off('added', onChange);
    },
    [campus],
  );
  const getSnapshot = () => count.value;
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * The translate function of the nearest Campus instance. Its identity changes with the language and when
 * messages arrive (a language loaded on demand), so memoised children and memoised labels that depend on it
 * are made again in the right words.
 */
export function useT(): Translate {
  const campus = useCampus();
  const locale = useLocale();
  const revision = useBundleRevision(campus);
  return useMemo<Translate>(() => {
    // Fixed to the language of this render, so a memoised child never mixes two languages in one tree.
    const fixed = campus.i18n.getFixedT(locale) as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => (options === undefined ? fixed(key) : fixed(key, options));
    // `revision` is a dependency on purpose: the same language with new messages needs a new identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [campus, locale, revision]);
}
