import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The whole Drizzle schema (every table), as passed to `drizzle()`. */
export type Schema = typeof schema;

/**
 * The Drizzle database every query is written against. PGlite and node-postgres drivers both produce one;
 * code never needs to know which (use {@link Database.kind} only for driver-specific behaviour).
 */
export type CampusDb = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle: the same query API as {@link CampusDb}, inside one transaction. */
export type CampusTransaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Which driver is behind a {@link Database}. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Drizzle instance plus what the driver needs to migrate and close. */
export interface Database {
  /** Typed queries: `database.db.select().from(users)` ... */
  readonly db: CampusDb;
  /** `pglite` (embedded, one process) or `postgres` (a pool; several processes may share the database). */
  readonly kind: DatabaseKind;
  /** Applies pending migrations from `packages/server/drizzle` (serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** Closes the connection(s); later queries fail. Safe to call twice. */
  close(): Promise<void>;
}
