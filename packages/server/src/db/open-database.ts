import type { ServerConfig } from '../config';
import type { Database } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** Errors of idle PostgreSQL connections (logged by the server; they must not crash the process). */
  readonly onPoolError?: (error: Error) => void;
}

/**
 * Opens the configured database: PostgreSQL through a node-postgres pool when `DATABASE_URL` is set,
 * otherwise embedded PGlite in `CAMPUS_DATA_DIR`. Both run the same schema, migrations and queries.
 * Call `migrate()` on the result before serving.
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolMax'>,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl !== null) {
    return openPostgres(config.databaseUrl, {
      poolMax: config.databasePoolMax,
      ...(options.onPoolError ? { onPoolError: options.onPoolError } : {}),
    });
  }
  return openPglite(config.dataDir);
}
