import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogue';
import { updatedAt } from './columns';
import type { ContentTranslations } from './content';

/*
 * News bodies as rich text (issue 24). Before, an article's text was plain (`catalogue_items.details.body`,
 * paragraphs separated by a blank line); an article with a row here shows this HTML instead, and one without shows
 * its plain text turned into paragraphs (core's `plainTextToRichText`), so rows written before keep working.
 */

/**
 * Longest stored body, in characters: core's `RICH_TEXT_MAX_LENGTH`, spelled out because drizzle-kit loads this
 * file against core's build (a test keeps them equal).
 */
export const NEWS_BODY_MAX_LENGTH = 100_000;

/**
 * The rich-text body of a news article: HTML sanitized with DOMPurify to core's allow-list when written (never
 * stored unsanitized; src/news/news-bodies.ts is the only writer), one row per article.
 */
export const newsBodies = pgTable(
  'news_bodies',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    html: text('html').notNull(),
    /** The body in other languages than pt-BR (`html` above), each sanitized like it; a missing locale falls back. */
    translations: jsonb('translations')
      .$type<ContentTranslations<'html'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('news_bodies_html_length_check', sql`char_length(${table.html}) <= ${sql.raw(String(NEWS_BODY_MAX_LENGTH))}`),
    check('news_bodies_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

/** A row of `news_bodies`. */
export type NewsBodyRow = typeof newsBodies.$inferSelect;
