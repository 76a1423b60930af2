import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app';
import type { CampusApp } from '../app';
import { loadConfig } from '../config';
import type { ServerConfig } from '../config';
import type { Database, DatabaseKind } from '../db/database';
import { openDatabase } from '../db/open-database';
import { openPglite } from '../db/open-pglite';
import type { AppLoggerOptions } from '../http/log-options';
import { seedDatabase } from '../seed';
import { createObjectStore } from '../storage/create-object-store';
import type { ObjectStore } from '../storage/object-store';
import { pgliteTemplate } from './pglite-template.test-util';
import { createMigratedPostgresDatabase } from './postgres-template.test-util';

/**
 * Test harness for server tests: every suite runs once on in-memory PGlite and once on a real PostgreSQL
 * (a fresh database per suite, created from `CAMPUS_TEST_DATABASE_URL` and dropped afterwards). Without that
 * variable the PostgreSQL run is reported as skipped, with the reason in its name; CI sets it.
 *
 * @example
 * describeEachDatabase('GET /health', (kind) => {
 *   const context = useTestApp(kind);
 *   it('answers ok', async () => {
 *     const response = await context.app.inject({ method: 'GET', url: '/health' });
 *     expect(response.statusCode).toBe(200);
 *   });
 * });
 */

/** The PostgreSQL server the postgres variant uses, if any. */
export const TEST_DATABASE_URL = process.env['CAMPUS_TEST_DATABASE_URL']?.trim() || undefined;

/** Why the postgres variant does not run, or null when it does. */
export const POSTGRES_SKIP_REASON = TEST_DATABASE_URL
  ? null
  : 'skipped: CAMPUS_TEST_DATABASE_URL is not set (CI sets it; see docs/server.md#tests)';

/**
 * `describe` once per database kind: `name [pglite]` and `name [postgres]` (skipped, with the reason in its
 * name, when no test PostgreSQL is configured).
 */
export function describeEachDatabase(name: string, body: (kind: DatabaseKind) => void): void {
  const options = { timeout: DATABASE_TEST_TIMEOUT_MS };
  describe(`${name} [pglite]`, options, () => body('pglite'));
  if (POSTGRES_SKIP_REASON) {
    describe.skip(`${name} [postgres] — ${POSTGRES_SKIP_REASON}`, options, () => body('postgres'));
  } else describe(`${name} [postgres]`, options, () => body('postgres'));
}

/**
 * Per-test timeout inside {@link describeEachDatabase}: migrations, seeding and scrypt hashing are CPU-bound,
 * and a busy two-core CI machine can take several times longer than a laptop.
 */
export const DATABASE_TEST_TIMEOUT_MS = 60_000;

/**
 * A configuration for tests: demo mode, silent logs, in-memory PGlite, port 0 (any free port), with
 * `overrides` applied last.
 */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({ CAMPUS_LOG_LEVEL: 'silent', CAMPUS_API_PORT: '0', CAMPUS_DATA_DIR: 'memory://' }),
    ...overrides,
  };
}

/** A database created for a test, and how to get rid of it. */
export interface TestDatabase {
  readonly database: Database;
  /** Config fields that point at it (`databaseUrl` for postgres, in-memory `dataDir` for PGlite). */
  readonly config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>;
  /** Closes it, and drops it on PostgreSQL. */
  dispose(): Promise<void>;
}

/** Options of {@link createTestDatabase}. */
export interface TestDatabaseOptions {
  /** Apply the migrations. @default true */
  readonly migrate?: boolean;
}

/**
 * A new, empty database of the given kind: in-memory PGlite, or a fresh PostgreSQL database named
 * `campus_test_<random>` on the `CAMPUS_TEST_DATABASE_URL` server.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrate = true }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const config = { databaseUrl: null, dataDir: 'memory://' };
    // From a template tarball (fast); migrate() then finds nothing to do, as on a real restart.
    const database = await openPglite(config.dataDir, {
      loadDataDir: await pgliteTemplate(migrate ? 'migrated' : 'empty'),
    });
    if (migrate) await database.migrate();
    return { database, config, dispose: () => database.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error(`postgres test database unavailable: ${POSTGRES_SKIP_REASON}`);
  const name = `campus_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // A migrated one as a copy of a template (fast); migrate() then finds nothing to do, as on a real restart.
  if (migrate) await createMigratedPostgresDatabase(TEST_DATABASE_URL, name);
  else await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const config = { databaseUrl: url.toString(), dataDir: 'memory://' };
  const database = await openDatabase({ ...config, databasePoolMax: 5 });
  if (migrate) await database.migrate();
  return {
    database,
    config,
    async dispose() {
      await database.close();
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Options of {@link createTestApp} and {@link useTestApp}. */
export interface TestAppOptions {
  /** Config overrides on top of {@link testConfig}. */
  readonly config?: Partial<ServerConfig>;
  /** Log destination (see {@link captureLogs}); silent by default. */
  readonly logger?: AppLoggerOptions | false;
  /** Run the start-up seed (reference data, and demo data in demo mode). @default false */
  readonly seed?: boolean;
  /** Extra routes for the test (a throwing route, a slow one ...), added before the app is ready. */
  readonly routes?: (app: CampusApp) => void | Promise<void>;
}

/** An app on its own database. */
export interface TestApp {
  readonly app: CampusApp;
  readonly database: Database;
  readonly config: ServerConfig;
  /** Closes the app, then disposes of the database. */
  close(): Promise<void>;
}

/** Builds an app on a new migrated database of `kind` (not listening: use `app.inject`, or `app.listen`). */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase(kind);
  let objectStore: ObjectStore | undefined;
  try {
    const config = testConfig({ ...testDatabase.config, ...options.config });
    // One store for the seed and the app, as at a real start: a temporary folder unless `config.storage` says otherwise.
    objectStore = await createObjectStore(config.storage);
    const store = objectStore;
    if (options.seed) await seedDatabase(testDatabase.database.db, config, store);
    const app = await buildApp({
      config,
      database: testDatabase.database,
      objectStore: store,
      logger: options.logger ?? false,
    });
    await options.routes?.(app);
    await app.ready();
    return {
      app,
      database: testDatabase.database,
      config,
      async close() {
        try {
          await app.close();
        } finally {
          await testDatabase.dispose();
          await store.close();
        }
      },
    };
  } catch (error) {
    await testDatabase.dispose();
    await objectStore?.close();
    throw error;
  }
}

/**
 * {@link createTestApp} in `beforeAll`, closed in `afterAll`: one app per suite. Read `.app`, `.database`
 * and `.config` inside tests (they exist once `beforeAll` has run).
 */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(kind, options);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestApp => {
    if (!current) throw new Error('useTestApp: read the app inside a test, after beforeAll');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get database() {
      return get().database;
    },
    get config() {
      return get().config;
    },
    close: () => get().close(),
  };
}

/** Log lines written by an app, for assertions. */
export interface CapturedLogs {
  /** Pass as `logger` to {@link createTestApp}. */
  readonly logger: AppLoggerOptions;
  /** Every line written so far, raw. */
  text(): string;
  /** Every line written so far, parsed. */
  entries(): Record<string, unknown>[];
}

/** A log destination that keeps what pino writes (JSON lines) in memory. */
export function captureLogs(level: AppLoggerOptions['level'] = 'info'): CapturedLogs {
  const lines: string[] = [];
  return {
    logger: { level: level ?? 'info', stream: { write: (line) => void lines.push(line) } },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
