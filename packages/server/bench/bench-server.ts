/**
 * The server side of `npm run bench -w @campus/server` (bench/catalogue.bench.mjs runs it as a child process,
 * so the load generator does not share its event loop): the Campus API with the demo data — on in-memory
 * PGlite, or on PostgreSQL when `DATABASE_URL` is set — and, in the same process, a bare Fastify app with one
 * route as the baseline. Prints one JSON line `{ api, bare, database }` once both listen; stops on SIGTERM.
 */
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';

const config = loadConfig({
  ...process.env,
  CAMPUS_API_PORT: '0',
  CAMPUS_LOG_LEVEL: 'warn',
  CAMPUS_DEMO: '1',
  CAMPUS_DATA_DIR: process.env['DATABASE_URL'] ? (process.env['CAMPUS_DATA_DIR'] ?? 'memory://') : 'memory://',
});
const server = await startServer(config, { logger: false });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: config.host });

process.stdout.write(`${JSON.stringify({ api: server.url, bare: bareUrl, database: server.database.kind })}\n`);

const stop = () => {
  void Promise.allSettled([bare.close(), server.stop()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
