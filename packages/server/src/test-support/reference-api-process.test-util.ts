// Starts the reference API in a child Node process, for the widget packages' jsdom tests against the real API
// (`@campus/server/test-support/reference-api`): an in-memory PGlite database with the demo seed, on a free
// local port. A child process because the server's dependencies need Node's own realm, which jsdom replaces.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A running reference API. */
export interface ReferenceApi {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  stop(): Promise<void>;
  /** Ends the process at once with SIGKILL, as a crash would (no shutdown, nothing flushed). */
  kill(): Promise<void>;
}

/** Options of {@link startReferenceApi}. */
export interface ReferenceApiOptions {
  /** Start-up time allowed on a busy machine. @default 150000 */
  readonly timeoutMs?: number;
  /** Environment variables over the defaults (`DATABASE_URL` to run on PostgreSQL …). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Starts `src/main.ts` with `CAMPUS_DEMO=1` (demo client `campus-web`, users with password
 * `Campus#2026`) and resolves with its URL once it listens.
 */
export function startReferenceApi(options: ReferenceApiOptions = {}): Promise<ReferenceApi> {
  const timeoutMs = options.timeoutMs ?? 150_000;
  // A path string, not `new URL(…)`: under jsdom the global URL is jsdom's, which Node's fileURLToPath refuses.
  const main = join(dirname(fileURLToPath(import.meta.url)), '../main.ts');
  // tsx as a loader of this very process: its CLI runs the server in a grandchild that a kill -9 of the child
  // would leave running.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  const child = spawn(process.execPath, ['--import', tsx, '--conditions=source', main], {
    env: {
      ...process.env,
      CAMPUS_API_PORT: '0',
      CAMPUS_API_HOST: '127.0.0.1',
      CAMPUS_DATA_DIR: 'memory://',
      CAMPUS_LOG_LEVEL: 'info',
      CAMPUS_DEMO: '1',
      // A test's server drains for 3 s at most when stopped (default 10 s): a keep-alive connection a test's client
      // left open must not hold an `afterAll` past its own time limit on a loaded machine.
      CAMPUS_SHUTDOWN_TIMEOUT: '3',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const stop = () => end('SIGTERM');
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the reference API did not start in ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The server logs its address as JSON once it listens.
      const url = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({ url, stop, kill: () => end('SIGKILL') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the reference API exited during start-up:\n${output.slice(-2000)}`));
    });
  });
}
