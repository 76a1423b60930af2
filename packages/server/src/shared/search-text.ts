import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';

/** Accented letters of the interface languages and their plain forms, both cases. */
const ACCENTS: readonly (readonly [string, string])[] = [
  ['ÁÀÂÃÄÅáàâãäå', 'a'],
  ['ÉÈÊËéèêë', 'e'],
  ['ÍÌÎÏíìîï', 'i'],
  ['ÓÒÔÕÖóòôõö', 'o'],
  ['ÚÙÛÜúùûü', 'u'],
  ['Çç', 'c'],
  ['Ññ', 'n'],
];
const FROM = ACCENTS.map(([letters]) => letters).join('');
const TO = ACCENTS.map(([letters, plain]) => plain.repeat(letters.length)).join('');

/**
 * Text folded for search: lower case without accents (`Aviação` → `aviacao`). Written with `translate` rather
 * than the `unaccent` extension so it runs the same on PGlite and any PostgreSQL; `translate` maps both
 * cases because `lower` leaves non-ASCII letters alone under the C collation.
 */
export function foldText(value: SQLWrapper | string): SQL {
  return sql`translate(lower(${value}), ${FROM}, ${TO})`;
}

/** Escapes LIKE wildcards so that typed `%` and `_` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Whether a column contains `text`, ignoring case and accents. */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`${foldText(column)} like ${foldText(`%${escapeLike(text)}%`)}`;
}
