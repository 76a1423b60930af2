import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the SCO frame is served on the content origin: outside every token, the same for every package. */
export const SCO_FRAME_PREFIX = '/.campus/';

/** The SCO frame page's path (query: `launch`, `origin`, `version`, `title`; see sco-frame/sco-frame.js). */
export const SCO_FRAME_PATH = `${SCO_FRAME_PREFIX}sco-frame.html`;

/**
 * How long browsers and shared caches keep the SCO frame's files: they hold no token and no learner's data, and
 * ten minutes is how long a deployment that changes them waits to reach every browser.
 */
export const SCO_FRAME_ASSET_MAX_AGE_SECONDS = 600;

/** A file of the SCO frame, held in memory. */
export interface ScoFrameAsset {
  readonly body: Buffer;
  readonly contentType: string;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * scorm-again's cross-frame API as an ES module. Resolved through the package's own `exports` (its CommonJS
 * entry sits next to the `esm/` folder), so the file served is the installed version's, never a CDN's.
 */
function crossFrameApiPath(): string {
  const commonJs = createRequire(import.meta.url).resolve('scorm-again/cross-frame-api');
  return join(dirname(commonJs), 'esm', 'cross-frame-api.js');
}

let loading: Promise<ReadonlyMap<string, ScoFrameAsset>> | undefined;

/**
 * The SCO frame's files by path on the content origin: the page, its script and style sheet, and the
 * scorm-again module the script imports. Read once per process.
 */
export function loadScoFrameAssets(): Promise<ReadonlyMap<string, ScoFrameAsset>> {
  loading ??= (async () => {
    const read = (path: string) => readFile(path);
    const [page, script, style, crossFrameApi] = await Promise.all([
      read(join(HERE, 'sco-frame', 'sco-frame.html')),
      read(join(HERE, 'sco-frame', 'sco-frame.js')),
      read(join(HERE, 'sco-frame', 'sco-frame.css')),
      read(crossFrameApiPath()),
    ]);
    const javascript = 'text/javascript; charset=utf-8';
    return new Map<string, ScoFrameAsset>([
      [SCO_FRAME_PATH, { body: page, contentType: 'text/html; charset=utf-8' }],
      [`${SCO_FRAME_PREFIX}sco-frame.js`, { body: script, contentType: javascript }],
      [`${SCO_FRAME_PREFIX}sco-frame.css`, { body: style, contentType: 'text/css; charset=utf-8' }],
      [`${SCO_FRAME_PREFIX}scorm-again/cross-frame-api.js`, { body: crossFrameApi, contentType: javascript }],
    ]);
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
