import { loadConfigOrReport } from './config';
import { startServer } from './server';
import { handleShutdownSignals } from './shutdown-signals';
import type { RunningServer } from './server';

/**
 * `npm run api`: reads the configuration (exit 1 listing the bad variables), starts the API, logs its URL,
 * and stops it cleanly on SIGTERM/SIGINT (see shutdown-signals.ts).
 */
async function main(): Promise<void> {
  const config = loadConfigOrReport();
  if (!config) process.exit(1);

  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    process.stderr.write(`Campus API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const { app, url, contentUrl, database, demoSeed } = server;
  app.log.info(
    { url, docs: `${url}/docs`, database: database.kind, demo: config.demo },
    `Campus API listening on ${url} (database: ${database.kind})`,
  );
  app.log.info({ url: contentUrl, origin: config.contentOrigin ?? contentUrl }, 'content origin listening');
  if (demoSeed?.seeded) {
    app.log.info({ steps: demoSeed.steps }, 'demo data seeded: see README for the demo users');
  }

  handleShutdownSignals(server, { timeoutMs: config.shutdownTimeoutSeconds * 1000 });
}

void main();
