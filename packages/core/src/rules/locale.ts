import { parseIsoDate } from './dates.js';

/**
 * Interface languages, default first.
 * @see SPECIFICATION §1, §9 Locales
 */
export const LOCALES = ['pt-BR', 'en-US', 'es-ES', 'fr-FR'] as const;

/** An interface language code. */
export type Locale = (typeof LOCALES)[number];

/**
 * The language used when nothing else matches.
 * @see SPECIFICATION §9 Locales
 * @default 'pt-BR'
 */
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/**
 * The supported locale for a requested code (a `locale` query parameter, a user's language, the browser's
 * language), matched by the part before the dash, case-insensitively; anything else gives `pt-BR`.
 * An underscore (`pt_BR`, as some back ends write it) counts as a dash.
 * @see SPECIFICATION §3 Language, §9 Locales
 * @example matchLocale('es-AR') // 'es-ES'; matchLocale('de') // 'pt-BR'
 */
export function matchLocale(requested?: string | null): Locale {
  const language = (requested ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return LOCALES.find((locale) => locale.slice(0, 2) === language) ?? DEFAULT_LOCALE;
}

/** The two date formats the product shows. */
export type DateFormat = 'DD/MM/YYYY' | 'MM-DD-YYYY';

/**
 * Language ids whose dates are written day first.
 * @see SPECIFICATION §9 Date format
 */
export const DAY_FIRST_LANGUAGE_IDS: readonly number[] = [1, 3];

/**
 * The date format for a language id: `DD/MM/YYYY` for ids 1 and 3, otherwise `MM-DD-YYYY`.
 * @see SPECIFICATION §9 Date format
 * @example dateFormatForLanguage(1) // 'DD/MM/YYYY'; dateFormatForLanguage(2) // 'MM-DD-YYYY'
 */
export function dateFormatForLanguage(languageId: number): DateFormat {
  return DAY_FIRST_LANGUAGE_IDS.includes(languageId) ? 'DD/MM/YYYY' : 'MM-DD-YYYY';
}

/**
 * An ISO date written in one of the product's date formats.
 * @see SPECIFICATION §9 Date format
 * @throws {RangeError} when `date` is not a real `YYYY-MM-DD` date.
 * @example formatIsoDate('2024-12-25', 'DD/MM/YYYY') // '25/12/2024'
 */
export function formatIsoDate(date: string, format: DateFormat): string {
  const { year, month, day } = parseIsoDate(date);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const yyyy = String(year).padStart(4, '0');
  return format === 'DD/MM/YYYY' ? `${dd}/${mm}/${yyyy}` : `${mm}-${dd}-${yyyy}`;
}
