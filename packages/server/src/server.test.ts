import { once } from 'node:events';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages } from './db/schema';
import { DEMO_CONTENT_STEPS } from './seed';
import { DEMO_MODE_WARNING, startServer } from './server';
import {
  createTestApp,
  createTestDatabase,
  describeEachDatabase,
  TEST_DATABASE_URL,
  testConfig,
} from './test-support/test-app.test-util';

describeEachDatabase('server lifecycle', (kind) => {
  it('starts on a free port with migrations and demo data, warns of demo mode, and stops closing the database', async () => {
    const empty = await createTestDatabase(kind, { migrate: false });
    const lines: string[] = [];
    const logger = { stream: { write: (line: string) => void lines.push(line) }, level: 'warn' as const };
    const server = await startServer(testConfig(empty.config), { logger, database: empty.database });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // Demo mode says so loudly at every start.
      expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toContainEqual(
        expect.objectContaining({ level: 40, msg: DEMO_MODE_WARNING }),
      );
      expect(server.demoSeed).toEqual({ seeded: true, steps: DEMO_CONTENT_STEPS.map((step) => step.name) });
      const response = await fetch(`${server.url}/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: kind });
      // The content origin listens too, on its own port, and the API names it in launch URLs.
      expect(server.contentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.contentUrl).not.toBe(server.url);
      expect(server.app.config.contentOrigin).toBe(server.contentUrl);
      const content = await fetch(`${server.contentUrl}/1/not-a-token/index.html`);
      expect(content.status).toBe(403);
      expect(content.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await server.stop();
      await server.stop(); // twice is harmless
    }
    await expect(server.database.db.execute(sql`select 1`)).rejects.toThrow();
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    await expect(fetch(`${server.contentUrl}/health`)).rejects.toThrow();
    await empty.dispose();
  }, 60_000);

  it('finishes an in-flight request before closing, refusing new work meanwhile', async () => {
    let release!: () => void;
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    const handlerReleased = new Promise<void>((resolve) => (release = resolve));
    const context = await createTestApp(kind, {
      routes: (app) => {
        app.get('/test/slow', async () => {
          entered();
          await handlerReleased;
          return { finished: true };
        });
      },
    });
    try {
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = context.app.server.address() as AddressInfo;
      // A raw keep-alive connection, so a second request can arrive on it while the server is closing.
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
      const socketEnded = once(socket, 'close');
      socket.write('GET /test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await handlerEntered;

      let closed = false;
      const closing = context.app.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow(); // no new connections

      socket.write('GET /health?locale=en-US HTTP/1.1\r\nHost: localhost\r\n\r\n');
      release();
      await closing;
      await socketEnded;
      expect(closed).toBe(true);
      const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toContain('{"finished":true}');
      // Work that arrived during the shutdown is refused in the usual error shape (a load balancer retries it).
      expect(second).toMatch(/^HTTP\/1\.1 503/);
      expect(second).toContain('"code":"service_unavailable"');
    } finally {
      release();
      await context.close();
    }
  }, 60_000);
});

it.runIf(TEST_DATABASE_URL)(
  'opens the configured PostgreSQL itself [postgres]',
  async () => {
    const target = await createTestDatabase('postgres', { migrate: false });
    await target.database.close();
    const server = await startServer(testConfig({ ...target.config, demo: false }), { logger: false });
    try {
      expect(server.database.kind).toBe('postgres');
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      await server.stop();
      await target.dispose();
    }
  },
  60_000,
);

it('keeps PGlite data in CAMPUS_DATA_DIR across restarts, one process at a time [pglite]', async () => {
  const dataDir = join(await mkdtemp(join(tmpdir(), 'campus-data-')), 'data');
  try {
    // Demo mode off: the demo seed is not what this is about, and it is the slow part of a start.
    const config = testConfig({ dataDir, demo: false });
    const first = await startServer(config, { logger: false });
    await first.database.db.insert(languages).values({ id: 99, code: 'xx-XX', name: 'Persisted' });
    // The data folder is locked while in use: a second process would corrupt it.
    await expect(startServer(config, { logger: false })).rejects.toThrow(/in use by process/);
    await first.stop();

    const second = await startServer(config, { logger: false });
    try {
      const rows = await second.database.db.select().from(languages).where(eq(languages.id, 99));
      expect(rows).toEqual([{ id: 99, code: 'xx-XX', name: 'Persisted' }]);
    } finally {
      await second.stop();
    }
  } finally {
    await rm(dirname(dataDir), { recursive: true, force: true });
  }
}, 120_000);
