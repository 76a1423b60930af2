import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from '../packages/content-types';
import { SCO_FRAME_PREFIX } from './sco-frame-assets';
import type { ScoFrameAsset } from './sco-frame-assets';

/**
 * Where the offline service worker, its bridge page and the offline copies of the SCO frame are served, and the
 * service worker's scope: downloaded packages play at `{OFFLINE_PREFIX}{activity_id}/{path}` (issue 23, docs/server.md
 * "Content origin", "Offline packages"). Outside every token, the same for every learner.
 */
export const OFFLINE_PREFIX = `${SCO_FRAME_PREFIX}offline/`;

const HERE = dirname(fileURLToPath(import.meta.url));
const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** fflate's browser ES module (no imports), which the bridge unzips packages with: the installed version's file. */
function fflateBrowserPath(): string {
  const commonJs = createRequire(import.meta.url).resolve('fflate');
  return join(dirname(commonJs), '..', 'esm', 'browser.js');
}

/**
 * The offline files by path on the content origin, given the SCO frame's (see sco-frame-assets.ts): the bridge page
 * and its script, fflate, the package content types as a module, the SCO frame's files again under
 * {@link OFFLINE_PREFIX} (their references are relative, so the copies load each other), and the service worker,
 * whose `VERSION` is a hash of everything it precaches — a deployment that changes any of them installs a new worker.
 */
export async function loadOfflineAssets(
  scoFrame: ReadonlyMap<string, ScoFrameAsset>,
): Promise<ReadonlyMap<string, ScoFrameAsset>> {
  const read = (name: string) => readFile(join(HERE, 'offline', name));
  const [bridgePage, bridgeScript, worker, fflate] = await Promise.all([
    read('bridge.html'),
    read('bridge.js'),
    read('service-worker.js'),
    readFile(fflateBrowserPath()),
  ]);
  const assets = new Map<string, ScoFrameAsset>([
    [`${OFFLINE_PREFIX}bridge.html`, { body: bridgePage, contentType: 'text/html; charset=utf-8' }],
    [`${OFFLINE_PREFIX}bridge.js`, { body: bridgeScript, contentType: JAVASCRIPT }],
    [`${OFFLINE_PREFIX}fflate.js`, { body: fflate, contentType: JAVASCRIPT }],
    [
      `${OFFLINE_PREFIX}content-types.js`,
      {
        body: Buffer.from(`export const CONTENT_TYPES = ${JSON.stringify(CONTENT_TYPES)};\n`),
        contentType: JAVASCRIPT,
      },
    ],
  ]);
  for (const [path, asset] of scoFrame) {
    assets.set(`${OFFLINE_PREFIX}${path.slice(SCO_FRAME_PREFIX.length)}`, asset);
  }
  const hash = createHash('sha256');
  for (const [path, asset] of [...assets].sort(([a], [b]) => a.localeCompare(b))) hash.update(path).update(asset.body);
  const version = hash.digest('hex').slice(0, 16);
  assets.set(`${OFFLINE_PREFIX}service-worker.js`, {
    body: Buffer.from(worker.toString('utf8').replace('__CAMPUS_OFFLINE_VERSION__', version)),
    contentType: JAVASCRIPT,
  });
  return assets;
}
