import type { ContentTranslations } from '../../db/schema';

/*
 * How the demo writes a text in its three other languages (docs/demo.md): one tuple per text, turned into the
 * `translations` column's shape (`{ "en-US": { field: … }, … }`). The Portuguese stays in the rows' own columns.
 */

/** A text in en-US, es-ES and fr-FR. */
export type Translated = readonly [en: string, es: string, fr: string];

/** The locales of a {@link Translated}, in its order. */
export const DEMO_TRANSLATED_LOCALES = ['en-US', 'es-ES', 'fr-FR'] as const;

/** Per-locale fields from one text per language of each field. */
export function byLocale<Field extends string>(
  fields: Readonly<Record<Field, Translated>>,
): ContentTranslations<Field> {
  const entries = Object.entries(fields) as [Field, Translated][];
  return Object.fromEntries(
    DEMO_TRANSLATED_LOCALES.map((locale, index) => [
      locale,
      Object.fromEntries(entries.map(([field, texts]) => [field, texts[index]])) as Record<Field, string>,
    ]),
  );
}
