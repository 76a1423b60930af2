import type { Locale } from '@campus/core';
import { plainTextToRichText, RICH_TEXT_MAX_LENGTH } from '@campus/core/rules';
import { eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { newsBodies } from '../db/schema';
import type { ContentTranslations } from '../db/schema';
import { translatedText } from '../shared/translated-text';
import { sanitizeRichText } from './rich-text-sanitizer';

/*
 * The rich-text bodies of news articles (issue 24): the one place they are written (sanitized first, so nothing
 * unsanitized is ever stored) and read (an article written before rich text shows its plain text as paragraphs).
 */

/** What a body is read from: the article's id and the plain text it had before rich text. */
export interface NewsBodySource {
  readonly id: number;
  readonly details: { readonly body?: string | undefined };
}

/** The body of an article in other languages than pt-BR, as HTML per locale (`{ "en-US": "<p>…</p>" }`). */
export type NewsBodyTranslations = Readonly<Partial<Record<Locale, string>>>;

/**
 * Sanitizes `html` (DOMPurify with core's allow-list) and stores it as the body of news article `itemId`,
 * replacing any body it had, with its `translations` (each sanitized the same way; a locale left out reads the
 * Portuguese). A body longer than `RICH_TEXT_MAX_LENGTH` characters, before or after sanitizing, is refused with a
 * `RangeError` and nothing is written (the demo seed is the only writer today; an HTTP writer would check the
 * length with the same rule first and answer 422). Answers the stored HTML.
 */
export async function saveNewsBody(
  db: CampusDb | CampusTransaction,
  itemId: number,
  html: string,
  translations: NewsBodyTranslations = {},
): Promise<string> {
  const clean = await sanitizeBody(html);
  const translated: ContentTranslations<'html'> = {};
  for (const [locale, text] of Object.entries(translations)) {
    if (text !== undefined) translated[locale] = { html: await sanitizeBody(text) };
  }
  await db
    .insert(newsBodies)
    .values({ itemId, html: clean, translations: translated })
    .onConflictDoUpdate({
      target: newsBodies.itemId,
      set: { html: clean, translations: translated, updatedAt: new Date() },
    });
  return clean;
}

/** `html` sanitized, or a `RangeError` when it is longer than `RICH_TEXT_MAX_LENGTH` before or after. */
async function sanitizeBody(html: string): Promise<string> {
  const tooLong = () => new RangeError(`A news body holds at most ${RICH_TEXT_MAX_LENGTH} characters.`);
  if (html.length > RICH_TEXT_MAX_LENGTH) throw tooLong();
  const clean = await sanitizeRichText(html);
  if (clean.length > RICH_TEXT_MAX_LENGTH) throw tooLong();
  return clean;
}

/**
 * The body of an article as sanitized HTML in `locale`: its stored rich text in that language, else in
 * Portuguese, else its older plain text as paragraphs.
 */
export async function readNewsBody(db: CampusDb, news: NewsBodySource, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ html: newsBodies.html, translations: newsBodies.translations })
    .from(newsBodies)
    .where(eq(newsBodies.itemId, news.id));
  return row
    ? translatedText(row.translations, locale, 'html', row.html)
    : plainTextToRichText(news.details.body ?? '');
}
