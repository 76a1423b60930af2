import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database } from './database';
import { namePgliteStatements } from './pglite-named-statements';
import * as schema from './schema';

/** Options of {@link openPglite}. */
export interface PgliteOptions {
  /** Start from a `dumpDataDir()` tarball instead of an empty cluster (tests use it to skip initdb). */
  readonly loadDataDir?: Blob;
}

/**
 * Opens the embedded PGlite database in `dataDir` (created on first use), or an in-memory one for
 * `memory://` (tests). PGlite runs queries one at a time in this process, so no lock is needed for migrations.
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? async () => undefined : await acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(inMemory ? {} : { dataDir }),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    await release();
    throw error;
  }
  namePgliteStatements(client);
  const db = drizzle({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () =>
      (closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          await release();
        }
      })()),
  };
}
