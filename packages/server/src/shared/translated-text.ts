import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Locale } from '@campus/core';
import type { ContentTranslations } from '../db/schema';

/**
 * A client-given text in `locale`: the translation the client stored for that locale, else `fallback` (the
 * row's own column, the Portuguese text). A blank translation counts as none.
 * @example translatedText({ 'en-US': { title: 'About' } }, 'en-US', 'title', 'Sobre') // 'About'
 */
export function translatedText<Field extends string>(
  translations: ContentTranslations<Field>,
  locale: Locale,
  field: Field,
  fallback: string,
): string {
  const text = translations[locale]?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : fallback;
}

/**
 * {@link translatedText} in SQL, for searching what the reader sees: the `field` of `translations` in `locale`
 * when not blank, else the `fallback` column.
 */
export function translatedColumn(translations: SQLWrapper, locale: Locale, field: string, fallback: SQLWrapper): SQL {
  return sql`coalesce(nullif(btrim(${translations} -> ${locale} ->> ${field}), ''), ${fallback})`;
}
