import type { Locale } from '@campus/core';
import type { DocumentCountry } from '@campus/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { countries, languages, users } from '../db/schema';
import { sqlState } from '../db/sql-state';
import { ApiError } from '../http/api-error';

/** The unique values of a new account. */
export interface UniqueAccountValues {
  readonly username: string;
  readonly email: string;
  readonly document: string;
  readonly country: DocumentCountry;
}

/** 409 answers of the unique columns of `users`. */
export async function assertUnique(db: CampusDb, values: UniqueAccountValues): Promise<void> {
  const [byDocument] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.document, values.document), eq(users.documentCountry, values.country)));
  if (byDocument)
    throw new ApiError(
      409,
      'document_already_registered',
      {},
      { fieldErrors: { document: 'document_already_registered' } },
    );
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${values.email})`);
  if (byEmail)
    throw new ApiError(409, 'email_already_registered', {}, { fieldErrors: { email: 'email_already_registered' } });
  const [byUsername] = await db.select({ id: users.id }).from(users).where(eq(users.username, values.username));
  if (byUsername) {
    throw new ApiError(
      409,
      'username_already_registered',
      {},
      { fieldErrors: { username: 'username_already_registered' } },
    );
  }
}

/**
 * Runs an insert that a concurrent registration may beat to a unique value: a unique violation (23505) is
 * answered like the check before it would have been — 409 with the code of the value now taken.
 */
export async function insertUnique<T>(db: CampusDb, values: UniqueAccountValues, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (sqlState(error) !== '23505') throw error;
    await assertUnique(db, values);
    throw new ApiError(409, 'conflict', {}, { cause: error });
  }
}

/** The ids of a country code and a locale code. */
export async function countryAndLanguage(db: CampusDb, country: string, language: Locale | undefined) {
  const [countryRow] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, country));
  const [languageRow] = language
    ? await db.select({ id: languages.id }).from(languages).where(eq(languages.code, language))
    : [];
  return { countryId: countryRow?.id ?? null, languageId: languageRow?.id ?? null };
}
