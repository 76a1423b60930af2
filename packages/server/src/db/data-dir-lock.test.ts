import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

let parent: string;
let dataDir: string;
beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'campus-lock-'));
  dataDir = join(parent, 'data');
});
afterEach(() => rm(parent, { recursive: true, force: true }));

/** Another process holding the lock of `dataDir`, started through tsx like the server, until killed. */
async function holdInAnotherProcess(folder: string) {
  const script = join(parent, 'hold-lock.mts');
  const lockModule = join(dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');
  await writeFile(
    script,
    `import { acquireDataDirLock } from ${JSON.stringify(lockModule)};\n` +
      `await acquireDataDirLock(${JSON.stringify(folder)});\nconsole.log('locked');\nsetInterval(() => {}, 1000);\n`,
  );
  // tsx as a loader of this very process (its CLI would run the script in a grandchild that kill -9 spares).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  const child = spawn(process.execPath, ['--import', tsx, script], { stdio: ['ignore', 'pipe', 'inherit'] });
  // Locked, or gone: a child that failed must fail the test, not hang it.
  const started = await Promise.race([once(child.stdout, 'data'), once(child, 'exit').then(() => ['exited'])]);
  expect(String(started[0])).toContain('locked');
  return child;
}

it('refuses a folder a live process holds, and takes it over once that process was killed with -9', async () => {
  const child = await holdInAnotherProcess(dataDir);
  try {
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`in use by process ${child.pid}`);
  } finally {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  const release = await acquireDataDirLock(dataDir);
  await release();
}, 60_000);

it('is not fooled by a pid file a crashed older version left (the pid now belongs to another process)', async () => {
  await writeFile(`${dataDir}.lock`, '1');
  const release = await acquireDataDirLock(dataDir);
  await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`in use by process ${process.pid}`);
  await release();
  // Released: the folder can be locked again.
  await (
    await acquireDataDirLock(dataDir)
  )();
});
