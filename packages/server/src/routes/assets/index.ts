import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { ASSETS_DIR } from '../../catalogue/assets';

/** The types the assets folder holds; anything else is served as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wav': 'audio/wav',
  '.json': 'application/json; charset=utf-8',
};

/** Folders whose files are downloads (spec §7: a plain GET, saved by the browser), not page images. */
const DOWNLOAD_FOLDERS = ['demo/library/'];

/** A relative asset path: plain names in folders, no `..`, no hidden files. */
const assetPath = z.string().regex(/^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/);

/**
 * `GET /static/*`: files of packages/server/assets. Every answer is `nosniff` with a sandboxing CSP (an SVG
 * opened directly cannot run script), library files are `Content-Disposition: attachment`, and the rest
 * inline so `<img>` and `<audio>` show them.
 */
export const staticAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/static/*',
    {
      schema: {
        tags: ['system'],
        summary: 'Static files shipped with the server (demo images, library files, audio)',
        description: 'Answers the file bytes, or 404 `not_found` in the usual error shape.',
        params: z.object({ '*': assetPath }),
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const relative = request.params['*'];
      const path = resolve(ASSETS_DIR, relative);
      if (!path.startsWith(`${ASSETS_DIR}${sep}`)) throw new ApiError(404, 'not_found');
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) throw new ApiError(404, 'not_found');
      const download = DOWNLOAD_FOLDERS.some((folder) => relative.startsWith(folder));
      return reply
        .header('content-type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream')
        .header('content-length', String(info.size))
        .header('last-modified', info.mtime.toUTCString())
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${basename(path)}"`)
        .send(createReadStream(path));
    },
  );
};
