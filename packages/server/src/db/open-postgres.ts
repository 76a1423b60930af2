import { drizzle } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { PoolClient } from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import type { CampusDb, Database } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import * as schema from './schema';
import { nameStatements } from './statement-names';

/**
 * Key of the advisory lock that serialises migrations when several server processes start at once against
 * one PostgreSQL (a rolling deploy): the first migrates, the others wait, then find nothing to do.
 */
export const MIGRATION_LOCK_KEY = 4_242_031_815;

/** Options of {@link openPostgres}. */
export interface PostgresOptions {
  /** Connections in this process's pool. @default 10 */
  readonly poolMax?: number;
  /** Told about errors of pooled connections (a server restart), which would otherwise crash the process. */
  readonly onPoolError?: (error: Error) => void;
}

/** Opens a node-postgres pool on `url`. Nothing connects until the first query. */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    application_name: 'campus-server',
    // Fail a request quickly instead of queueing forever when the database is unreachable.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // A connection keeps the statements it prepared (statement-names.ts): replaced after this many queries.
    maxUses: 10_000,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens to its idle connections only. A connection in use that the server ends (a restart, a
  // failover, pg_terminate_backend) emits 'error' on its client, and an 'error' nobody listens to ends the
  // process; its query fails as well, which the request answers (503 `database_unavailable`).
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
    nameStatements(client);
  });
  const db = drizzle({ client: pool, schema });
  // One Drizzle instance per connection, made when the connection is first used for a transaction: building one
  // reads the whole schema's relations (extractTablesRelationalConfig), about 0.3 ms a transaction otherwise.
  const connectionDbs = new WeakMap<PoolClient, NodePgDatabase<typeof schema>>();
  const connectionDb = (client: PoolClient) => {
    let connection = connectionDbs.get(client);
    if (!connection) connectionDbs.set(client, (connection = drizzle({ client, schema })));
    return connection;
  };
  // Drizzle's pool transaction checks a connection out and sends BEGIN before its try/finally: when the connection
  // dies right there, the connection is never given back, the pool shrinks for good and closing it waits forever.
  // Each transaction gets its own connection here instead, always given back, and dropped when it broke.
  const transaction: CampusDb['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await connectionDb(client).transaction(work, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error('connection lost');
      throw error;
    } finally {
      client.release(broken);
    }
  };
  Object.assign(db, { transaction });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // One connection holds the session-level lock for the whole run; migrate() uses the same connection.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrate(drizzle({ client: connection, schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}
