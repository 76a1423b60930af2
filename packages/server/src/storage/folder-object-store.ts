import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertObjectKey } from './object-store';
import type { ObjectStore } from './object-store';

/** Error codes of a file that is not there (a folder under the key is not an object either). */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException | null)?.code ?? '');
}

/**
 * An {@link ObjectStore} in a local folder: the embedded default (`<CAMPUS_DATA_DIR>/uploads`), or any folder the
 * processes share (`CAMPUS_STORAGE_URL=file:///…`). A key is a path under the folder.
 *
 * Writes go to a hidden temporary file in the target's own folder, are flushed to disk, then renamed over the
 * target: a rename within one file system is atomic, so a reader (or a crash) sees the old file or the new one,
 * never half of one. Temporary names start with `.`, which no key may, so they never collide with objects.
 * @param root the folder (created on first write), or null for a new temporary folder removed by `close()` (an
 *   in-memory database keeps nothing either).
 */
export function createFolderObjectStore(root: string | null): ObjectStore {
  const configured = root === null ? null : resolve(root);
  let folder: Promise<string> | undefined;
  const rootFolder = () =>
    (folder ??= configured === null ? mkdtemp(join(tmpdir(), 'campus-uploads-')) : Promise.resolve(configured));

  /** The file of a key, checked to lie inside the folder (the key pattern already rules out `..`). */
  const fileOf = async (key: string): Promise<string> => {
    assertObjectKey(key);
    const base = await rootFolder();
    const file = resolve(base, ...key.split('/'));
    const inside = relative(base, file);
    if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) throw new Error('object key escapes');
    return file;
  };

  let closed: Promise<void> | undefined;
  return {
    kind: 'folder',
    location: configured ?? '(a temporary folder)',

    async put(key, bytes) {
      const file = await fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      const partial = join(dirname(file), `.${randomBytes(8).toString('hex')}.partial`);
      try {
        const handle = await open(partial, 'wx', 0o640);
        try {
          await handle.writeFile(bytes);
          // On disk before the rename, so the rename never points at bytes a power cut could lose; the database row
          // naming the object commits only after this resolves.
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(partial, file);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(await fileOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(await fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    close: () =>
      (closed ??= (async () => {
        // Only a folder this store made itself is removed; a configured folder is the installation's data.
        if (configured === null && folder) await rm(await folder, { recursive: true, force: true });
      })()),
  };
}
