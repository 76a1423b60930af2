import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** pdf.js's data folders the player's PDF viewer fetches from `pdfjs/` beside the worker (docs/player.md, PDF). */
const FOLDERS = ['standard_fonts', 'cmaps', 'wasm', 'iccs'] as const;

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Every file under a folder, as paths relative to it with `/` separators. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Serves pdf.js's fonts, character maps, decoders and colour profile where the player looks for them: `pdfjs/`
 * beside pdf.js's worker. The build emits them as `assets/pdfjs/…` (the worker is `assets/pdf.worker.min-….mjs`);
 * the dev server answers any `…/pdfjs/<folder>/<file>` from `node_modules/pdfjs-dist/<folder>/<file>` (the worker
 * is served from pdfjs-dist's `build/` there). Files, never JavaScript chunks: a page fetches one only when a
 * document needs it.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'campus-pdfjs-assets',
    configureServer(server) {
      const pattern = new RegExp(`/pdfjs/(${FOLDERS.join('|')})/([^?#]+)`);
      server.middlewares.use((request, response, next) => {
        const match = pattern.exec(request.url ?? '');
        const folder = match?.[1];
        const file = match?.[2];
        if (folder === undefined || file === undefined || file.split('/').includes('..')) return next();
        const path = join(pdfjsRoot, folder, decodeURIComponent(file));
        if (!path.startsWith(join(pdfjsRoot, folder) + sep) || !statSync(path, { throwIfNoEntry: false })?.isFile())
          return next();
        response.setHeader('Content-Type', path.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream');
        createReadStream(path).pipe(response);
      });
    },
    generateBundle() {
      for (const folder of FOLDERS) {
        const from = join(pdfjsRoot, folder);
        for (const file of filesUnder(from))
          this.emitFile({
            type: 'asset',
            fileName: `assets/pdfjs/${folder}/${file}`,
            source: readFileSync(join(from, file)),
          });
      }
    },
  };
}
