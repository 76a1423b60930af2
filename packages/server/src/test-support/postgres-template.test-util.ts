import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../db/open-database';
import { MIGRATIONS_DIR } from '../paths';

/**
 * Applying every migration to a new PostgreSQL database takes seconds, and the postgres variant of the server
 * tests creates one per suite (a hundred and more per run). `CREATE DATABASE … TEMPLATE` copies a migrated one in
 * a fraction of that. The template is built once per server and schema: it is named after a hash of the
 * migrations, so a schema change builds a new one on first use. An advisory lock serialises the building between
 * test processes (two Vitest workers, two runs at once); the template never accepts connections, so copies of it
 * never fail with "source database is being accessed by other users".
 */
const TEMPLATE_PREFIX = 'campus_test_template_';

/** Advisory lock key held while a template is looked up or built (any constant apart from the migration lock). */
const TEMPLATE_LOCK_KEY = 4_242_031_816;

/** Templates of other schemas are dropped once this old (a run on an older checkout may still be copying one). */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

let pending: Promise<string> | undefined;

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = await readdir(MIGRATIONS_DIR, { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.sql') || name.endsWith('.json')).sort()) {
    hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Drops templates of other schemas built more than a day ago (their name ends with their build time). */
async function dropStaleTemplates(client: Client, current: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [TEMPLATE_PREFIX],
  );
  for (const { datname } of rows) {
    const builtAt = Number(datname.split('_').at(-1));
    if (datname.startsWith(current) || !(Date.now() - builtAt * 1000 > STALE_TEMPLATE_MS)) continue;
    await client.query(`ALTER DATABASE ${quote(datname)} WITH IS_TEMPLATE false`).catch(() => undefined);
    await client.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`).catch(() => undefined);
  }
}

async function findOrBuildTemplate(adminUrl: string): Promise<string> {
  const prefix = `${TEMPLATE_PREFIX}${await migrationsHash()}_`;
  return withClient(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datistemplate ORDER BY datname DESC LIMIT 1',
        [prefix],
      );
      if (rows[0]) return rows[0].datname;
      const name = `${prefix}${Math.floor(Date.now() / 1000)}`;
      // Built under another name and renamed when complete: a crash half-way leaves no usable-looking template.
      const building = `campus_test_building_${process.pid}_${Date.now()}`;
      await client.query(`CREATE DATABASE ${quote(building)}`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', databasePoolMax: 1 });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await client.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(name)}`);
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS ${quote(building)} WITH (FORCE)`).catch(() => undefined);
        throw error;
      }
      await client.query(`ALTER DATABASE ${quote(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await dropStaleTemplates(client, prefix);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

/**
 * Creates the database `name` on the server of `adminUrl` as a copy of the migrated template (built on first
 * use). The copy is what `migrate()` makes of an empty database; callers still run `migrate()`, which then finds
 * nothing to do, as on a real restart.
 */
export async function createMigratedPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    pending ??= findOrBuildTemplate(adminUrl);
    const template = await pending.catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    try {
      await withClient(adminUrl, (client) =>
        client.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`),
      );
      return;
    } catch (error) {
      // 3D000: the template is gone (dropped by hand, or the server was reset): build it again, once.
      if (attempt > 1 || (error as { code?: string }).code !== '3D000') throw error;
      pending = undefined;
    }
  }
}
