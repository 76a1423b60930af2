import type { SQL } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from './database';

/**
 * Runs raw SQL and returns its rows. `db.execute()` is typed per driver, so through the driver-neutral
 * {@link CampusDb} its result is `unknown`; both drivers (PGlite and node-postgres) answer `{ rows }`, which
 * this reads. Prefer the query builder; use this for what it cannot say (locks, `select 1`, maintenance).
 * @example const rows = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
 */
export async function executeRows<Row extends Record<string, unknown>>(
  db: CampusDb | CampusTransaction,
  query: SQL,
): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  const rows = typeof result === 'object' && result !== null ? (result as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(rows)) throw new TypeError('the database driver answered without rows');
  return rows as Row[];
}
