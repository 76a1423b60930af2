import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Countries where the programme runs (core's `COUNTRIES`): ISO 3166-1 alpha-3 code and English name. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** ISO 3166-1 alpha-3, upper case (`BRA`). */
  code: varchar('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
});

/** A row of `countries`. */
export type CountryRow = typeof countries.$inferSelect;
