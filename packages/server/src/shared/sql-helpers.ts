import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * `column = any('{1,2,3}'::int[])`: membership in a list of ids as one query parameter rather than one per
 * id (`in ($1, $2, …)`), which PGlite binds noticeably slower and which makes every list length a new
 * statement text. The ids must be whole numbers (they come from the database or from validated queries).
 */
export function anyId(column: SQLWrapper, ids: readonly number[]): SQL {
  if (!ids.every(Number.isSafeInteger)) throw new TypeError('anyId: ids must be whole numbers');
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}
