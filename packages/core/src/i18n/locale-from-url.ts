import { matchLocale } from '../rules/index.js';
import type { Locale } from '../rules/index.js';

/** The query parameter that overrides the interface language (spec §9). */
export const LOCALE_QUERY_PARAM = 'locale';

/**
 * The language asked for by a `locale` query parameter (spec §9), matched by the part before the dash
 * (`?locale=es-AR` → `es-ES`; an unsupported language gives the default, pt-BR), or `undefined` when the
 * query has no (non-empty) `locale` parameter.
 * @param search a query string, with or without the leading `?`
 */
export function localeFromUrl(search: string): Locale | undefined {
  const requested = new URLSearchParams(search).get(LOCALE_QUERY_PARAM);
  return requested === null || requested.trim() === '' ? undefined : matchLocale(requested);
}
