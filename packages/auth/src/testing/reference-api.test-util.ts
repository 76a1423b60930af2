// Starts the reference API (@campus/server) in a child Node process for jsdom tests: the server's own
// dependencies (PGlite, file sniffing) need Node's realm, which a jsdom test environment replaces.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A running reference API. */
export interface ReferenceApi {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Stops the process (SIGTERM, then waits for it to exit). */
  stop(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
const serverMain = join(here, '../../../server/src/main.ts');

/**
 * Starts `packages/server/src/main.ts` on a free port with a throw-away in-memory database and the demo seed
 * (demo client `campus-web`, demo users with password `Campus#2026`), and resolves once it listens.
 * @param timeoutMs how long start-up (migrations, seed, scrypt) may take on a busy machine. @default 150000
 */
export function startReferenceApi(timeoutMs = 150_000): Promise<ReferenceApi> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child: ChildProcess = spawn(process.execPath, [tsx, '--conditions=source', serverMain], {
    env: {
      ...process.env,
      CAMPUS_API_PORT: '0',
      CAMPUS_API_HOST: '127.0.0.1',
      CAMPUS_DATA_DIR: 'memory://',
      CAMPUS_LOG_LEVEL: 'info',
      CAMPUS_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise<ReferenceApi>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the reference API did not start in ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ url: match[1], stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the reference API exited during start-up:\n${output.slice(-2000)}`));
    });
  });
}
