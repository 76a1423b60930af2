import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';

/**
 * PGlite's initdb takes seconds; loading a dumped cluster takes a fraction of that. Tests therefore start
 * every in-memory database from a template tarball kept in the OS temp folder, named after a hash of the
 * migrations (and the PGlite version), so a schema change builds a new one on first use. Several test
 * processes may build it at once: each writes a private file and renames it into place.
 */
export type TemplateKind = 'empty' | 'migrated';

const cache = new Map<TemplateKind, Promise<Blob>>();

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  // The package's exports hide package.json: read it beside the resolved entry (dist/index.js).
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(join(dirname(entry), '..', 'package.json')));
  const files = await readdir(MIGRATIONS_DIR, { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.sql') || name.endsWith('.json')).sort()) {
    hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Deletes templates of older schemas (40 MB each), keeping `current`. Best effort. */
async function removeStaleTemplates(kind: TemplateKind, current: string): Promise<void> {
  const prefix = `campus-pglite-${kind}-`;
  const names = await readdir(tmpdir()).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(tmpdir(), name);
    if (name.startsWith(prefix) && name.endsWith('.tar') && path !== current) await rm(path, { force: true });
  }
}

async function buildTemplate(kind: TemplateKind, path: string): Promise<Blob> {
  const client = await PGlite.create();
  try {
    if (kind === 'migrated') await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${path}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
    await removeStaleTemplates(kind, path);
    return new Blob([bytes]);
  } finally {
    await client.close();
  }
}

/** The template tarball of an empty (`empty`) or fully migrated (`migrated`) cluster. */
export function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  let template = cache.get(kind);
  if (!template) {
    template = (async () => {
      const path = join(tmpdir(), `campus-pglite-${kind}-${await templateKey()}.tar`);
      try {
        return new Blob([await readFile(path)]);
      } catch {
        return buildTemplate(kind, path);
      }
    })();
    cache.set(kind, template);
  }
  return template;
}
