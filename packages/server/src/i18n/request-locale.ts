import { DEFAULT_LOCALE, LOCALES, localeFromUrl, matchLocale } from '@campus/core';
import type { Locale } from '@campus/core';

const SUPPORTED_LANGUAGES = new Set(LOCALES.map((locale) => locale.slice(0, 2)));

/**
 * The languages of an `Accept-Language` header, most preferred first (by `q`, then by position). Entries with
 * `q=0` and the `*` wildcard are dropped.
 * @example acceptedLanguages('fr;q=0.5, en-GB') // ['en-GB', 'fr']
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32) // a hostile header may list thousands; the first few decide
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language to answer in (spec §9): the `locale` query parameter first, then the first `Accept-Language`
 * entry whose language the product speaks (matched by the part before the dash), else pt-BR.
 * @param url the request URL (path and query)
 */
export function requestLocale(url: string, acceptLanguage: string | undefined): Locale {
  const queryStart = url.indexOf('?');
  const fromQuery = queryStart === -1 ? undefined : localeFromUrl(url.slice(queryStart));
  if (fromQuery) return fromQuery;
  const accepted = acceptedLanguages(acceptLanguage).find((tag) =>
    SUPPORTED_LANGUAGES.has(tag.split(/[-_]/)[0]?.toLowerCase() ?? ''),
  );
  return accepted ? matchLocale(accepted) : DEFAULT_LOCALE;
}
