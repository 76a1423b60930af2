import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Interface languages (spec §3 "Language": id and code). Ids are fixed, not generated: the product keys
 * behaviour on them (ids 1 and 3 write dates day first, see core's `dateFormatForLanguage`).
 */
export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  /** `pt-BR` style code, matched by the part before the dash. */
  code: text('code').notNull().unique(),
  /** The language's own name (`Português`), as a language picker shows it. */
  name: text('name').notNull(),
});

/** A row of `languages`. */
export type LanguageRow = typeof languages.$inferSelect;
