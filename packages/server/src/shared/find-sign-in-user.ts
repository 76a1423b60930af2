import { DOCUMENT_COUNTRIES, validateDocument } from '@campus/core/rules';
import type { DocumentCountry } from '@campus/core/rules';
import { and, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { users } from '../db/schema';
import type { UserRow } from '../db/schema';

/** Longest identifier looked up; longer input cannot name anyone (usernames, e-mails and documents are short). */
const MAX_IDENTIFIER_LENGTH = 256;

/** A document typed as a sign-in name, normalised by core's rule, for each country where it is valid. */
function documentMatches(identifier: string): { digits: string; country: DocumentCountry }[] {
  return DOCUMENT_COUNTRIES.flatMap((country) => {
    const result = validateDocument(identifier, country);
    return result.valid ? [{ digits: result.digits, country }] : [];
  });
}

/**
 * The user a sign-in name designates (spec §2 Login: "user name, e-mail or document"): the username exactly,
 * else the e-mail ignoring case, else the document — normalised with core's `validateDocument` (dots, dashes,
 * spaces removed) for every document country where it is valid. Null when nobody matches.
 */
export async function findUserBySignInName(db: CampusDb, typed: string): Promise<UserRow | null> {
  const identifier = typed.trim();
  if (identifier === '' || identifier.length > MAX_IDENTIFIER_LENGTH) return null;
  const conditions: SQL[] = [eq(users.username, identifier)];
  if (identifier.includes('@')) conditions.push(sql`lower(${users.email}) = lower(${identifier})`);
  const documents = documentMatches(identifier);
  for (const { digits, country } of documents) {
    const condition = and(eq(users.document, digits), eq(users.documentCountry, country));
    if (condition) conditions.push(condition);
  }
  const rows = await db
    .select()
    .from(users)
    .where(or(...conditions))
    .limit(8);
  const lower = identifier.toLowerCase();
  return (
    rows.find((row) => row.username === identifier) ??
    rows.find((row) => row.email?.toLowerCase() === lower) ??
    rows.find((row) => documents.some((doc) => row.document === doc.digits && row.documentCountry === doc.country)) ??
    null
  );
}

/** The user with a document (already digits, validated by the request schema), or null. */
export async function findUserByDocument(
  db: CampusDb,
  document: string,
  country: DocumentCountry,
): Promise<UserRow | null> {
  const result = validateDocument(document, country);
  if (!result.valid) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.document, result.digits), eq(users.documentCountry, country)));
  return row ?? null;
}
