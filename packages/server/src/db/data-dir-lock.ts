import { mkdir, open, readFile, unlink } from 'node:fs/promises';

/**
 * A lock file beside a PGlite data folder (`<dir>.lock`, holding the owner's pid). PGlite is a single-user
 * Postgres: two processes on one folder corrupt it, e.g. `npm run api` left running while `npm start` starts
 * another. A lock whose process is gone (a crash, kill -9) is taken over.
 * @returns a function that releases the lock.
 * @throws {Error} when a live process holds the lock.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir.replace(/[/\\]+$/, '')}.lock`;
  await mkdir(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        const owner = await readFile(lockPath, 'utf8').catch(() => '');
        if (owner.trim() === String(process.pid)) await unlink(lockPath).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The PGlite data folder ${dataDir} is in use by process ${owner}. PGlite serves one process: stop ` +
            'the other server, set CAMPUS_DATA_DIR to another folder, or use PostgreSQL (DATABASE_URL).',
        );
      }
      // Stale lock from a process that no longer runs: remove it and try once more.
      await unlink(lockPath).catch(() => undefined);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
