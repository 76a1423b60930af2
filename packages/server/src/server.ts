import type { FastifyInstance } from 'fastify';
import { buildContentApp } from './activities/content-origin';
import { buildApp } from './app';
import type { CampusApp } from './app';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import type { AppLoggerOptions } from './http/log-options';
import { seedDatabase } from './seed';
import type { DemoSeedResult } from './seed';
import { createObjectStore } from './storage/create-object-store';
import type { ObjectStore } from './storage/object-store';
import { moveLegacyUploads } from './uploads/legacy-upload-move';

/** A listening server and what it holds. */
export interface RunningServer {
  readonly app: CampusApp;
  readonly database: Database;
  /** The address it listens on, e.g. `http://127.0.0.1:8000`. */
  readonly url: string;
  /** The address the content origin listens on, e.g. `http://127.0.0.1:8001` (docs/server.md "Content origin"). */
  readonly contentUrl: string;
  /** What the demo seed did at start (null with demo mode off). */
  readonly demoSeed: DemoSeedResult | null;
  /**
   * Stops gracefully: no new connections, in-flight requests finish (late requests on open connections get
   * 503), then the database and the object store close. Safe to call twice.
   */
  stop(): Promise<void>;
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  readonly logger?: AppLoggerOptions | false;
  /**
   * An already open database to use instead of opening the configured one (tests, tools embedding the API).
   * The server then owns it: it migrates it, seeds it and closes it on stop.
   */
  readonly database?: Database;
}

/**
 * Opens the database and the object store, applies migrations, seeds, builds the app, moves uploads stored before
 * object storage into the store, and listens on `config.host:config.port` (port 0 picks a free port). On any
 * failure, whatever was opened is closed again.
 */
/** Logged at every start in demo mode: what it opens, so nobody deploys it by mistake. */
export const DEMO_MODE_WARNING =
  'DEMO MODE (CAMPUS_DEMO=1): the demo users and their public password, the public demo client secret and the ' +
  'development outbox (loopback callers only) are enabled. Never expose this server; set CAMPUS_DEMO=0.';

export async function startServer(config: ServerConfig, options: StartServerOptions = {}): Promise<RunningServer> {
  let app: CampusApp | undefined;
  const database =
    options.database ??
    (await openDatabase(config, {
      onPoolError: (error) => app?.log.warn({ err: error }, 'database connection lost'),
    }));
  let objectStore: ObjectStore | undefined;
  let contentApp: FastifyInstance | undefined;
  try {
    // Created once here and shared by the seed, the legacy move and every route (`app.objectStore`).
    objectStore = await createObjectStore(config.storage);
    const store = objectStore;
    await database.migrate();
    const demoSeed = await seedDatabase(database.db, config, store);
    // First, so the API's launch URLs name the content origin's address when none is configured (development).
    contentApp = await buildContentApp({
      config,
      database,
      objectStore: store,
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    });
    const contentUrl = await contentApp.listen({ port: config.contentPort, host: config.host });
    app = await buildApp({
      config: { ...config, contentOrigin: config.contentOrigin ?? contentUrl },
      database,
      objectStore: store,
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    });
    const log = app.log;
    log.info({ storage: store.kind, location: store.location }, 'where uploaded files are stored');
    // Before listening, so every photo is where this version looks first; the route still serves rows not moved.
    const moved = await moveLegacyUploads(database.db, store, {
      onBatch: (_batch, total) => log.info({ moved: total }, 'moving uploaded files to object storage'),
    });
    if (moved > 0) log.info({ moved }, 'uploaded files stored in the database moved to object storage');
    const url = await app.listen({ port: config.port, host: config.host });
    if (config.demo) app.log.warn({ demo: true }, DEMO_MODE_WARNING);
    const listening = app;
    const listeningContent = contentApp;
    let stopping: Promise<void> | undefined;
    return {
      app: listening,
      database,
      url,
      contentUrl,
      demoSeed,
      stop: () =>
        (stopping ??= (async () => {
          try {
            await Promise.all([listening.close(), listeningContent.close()]);
          } finally {
            try {
              await database.close();
            } finally {
              await store.close();
            }
          }
        })()),
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await contentApp?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await objectStore?.close().catch(() => undefined);
    throw error;
  }
}
