import { createHash } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where the lock of a PGlite data folder listens: a Unix socket in the temporary folder (a named pipe on Windows),
 * named after the folder's absolute path (a hash, so the path stays under the 107-byte socket limit).
 */
export function dataDirLockAddress(dataDir: string): string {
  const id = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 24);
  return process.platform === 'win32' ? `\\\\.\\pipe\\campus-pglite-${id}` : join(tmpdir(), `campus-pglite-${id}.sock`);
}

function listen(address: string): Promise<Server> {
  return new Promise((done, fail) => {
    // Whoever connects learns which process holds the folder.
    const server = createServer((socket) => socket.end(String(process.pid)));
    server.once('error', fail);
    server.listen(address, () => {
      server.off('error', fail);
      done(server);
    });
  });
}

/** The pid the lock at `address` answers with, or null when nothing listens there (its process is gone). */
function holderOf(address: string): Promise<string | null> {
  return new Promise((done) => {
    let answer = '';
    const socket = createConnection(address);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => done(answer.trim() || 'another process'));
    socket.on('error', () => done(null));
  });
}

/**
 * Locks a PGlite data folder for this process. PGlite is a single-user Postgres: two processes on one folder
 * corrupt it, e.g. `npm run api` left running while `npm start` starts another. The lock is a listening socket,
 * which the operating system closes with its process however that ends (a crash, kill -9): a lock left behind is
 * one nobody answers, and it is taken over. A pid file could not tell: in containers pids repeat, and a new
 * process with the dead one's pid kept the folder locked for good.
 * @returns a function that releases the lock.
 * @throws {Error} when a live process holds the lock.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const address = dataDirLockAddress(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await listen(address);
      // The lock must not keep the process running once everything else stopped.
      server.unref();
      return () => new Promise<void>((done) => server.close(() => done()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await holderOf(address);
      if (holder !== null) {
        throw new Error(
          `The PGlite data folder ${dataDir} is in use by process ${holder}. PGlite serves one process: stop ` +
            'the other server, set CAMPUS_DATA_DIR to another folder, or use PostgreSQL (DATABASE_URL).',
        );
      }
      // A socket file whose process is gone: nobody answers it. Remove it and listen again.
      if (process.platform !== 'win32') await unlink(address).catch(() => undefined);
    }
  }
  throw new Error(`Could not lock the PGlite data folder ${dataDir} (${address})`);
}
