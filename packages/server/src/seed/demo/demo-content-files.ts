import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import type { TemporaryUpload } from '../../activities/import/import-form';
import { SERVER_PACKAGE_DIR } from '../../paths';

/**
 * The demo's activity files and the sources of its HTML and SCORM packages (packages/server/demo-content, see
 * its README.md): committed, generated once by its generate.sh.
 */
export const DEMO_CONTENT_DIR = resolve(SERVER_PACKAGE_DIR, 'demo-content');

/** Fixed entry dates, so a package's zip has the same bytes at every seed. */
const ZIP_MTIME = new Date('2026-01-01T00:00:00Z');

/** A committed demo file, handed to the import as an upload (the import reads it, never moves or deletes it). */
export async function demoContentUpload(path: string): Promise<TemporaryUpload> {
  const file = join(DEMO_CONTENT_DIR, path);
  const { size } = await stat(file);
  return { kind: 'temporary-upload', path: file, size, filename: path.split('/').at(-1) ?? path };
}

/** Every file under `folder`, as package paths (`/`-separated, relative to it), sorted. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Temporary zips of demo package folders; {@link DemoPackageZips.dispose} removes them. */
export interface DemoPackageZips {
  /** Zips `demo-content/<folder>` (its files at the zip's root) and answers it as an upload named `<name>`. */
  zip(folder: string, name: string): Promise<TemporaryUpload>;
  dispose(): Promise<void>;
}

/**
 * Makes the demo's packages at seed time from their folders, as an author zips a package: the folder's files at
 * the zip's root (`imsmanifest.xml` or `index.html` first level), deflated.
 */
export async function demoPackageZips(): Promise<DemoPackageZips> {
  const folder = await mkdtemp(join(tmpdir(), 'campus-demo-packages-'));
  return {
    async zip(source, name) {
      const root = join(DEMO_CONTENT_DIR, source);
      const entries: Zippable = {};
      for (const path of await filesUnder(root)) entries[path] = await readFile(join(root, path));
      const bytes = zipSync(entries, { level: 9, mtime: ZIP_MTIME });
      const path = join(folder, name);
      await writeFile(path, bytes);
      return { kind: 'temporary-upload', path, size: bytes.length, filename: name };
    },
    dispose: () => rm(folder, { recursive: true, force: true }),
  };
}
