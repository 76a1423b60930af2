import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { basename, extname, resolve, sep } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { ASSETS_DIR } from '../shared/assets';

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
  '.mp4': 'video/mp4',
  '.json': 'application/json; charset=utf-8',
};

/** A relative asset path: plain names in folders, no `..`, no hidden files. */
const assetPath = z.string().regex(/^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/);

/** The URL path of the static files: not in core's path table (content points at files, the SDK never calls it). */
const STATIC_PATH = '/static/*';

/** Folders whose files are downloads (spec §7: a plain GET, saved by the browser), not page images. */
const DOWNLOAD_FOLDERS = ['demo/library/'];

/** An asset file of the folder, or undefined (missing, a folder, or outside the assets folder). */
async function findAsset(relative: string): Promise<{ path: string; info: Stats; download: boolean } | undefined> {
  const path = resolve(ASSETS_DIR, relative);
  if (!path.startsWith(`${ASSETS_DIR}${sep}`)) return undefined;
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return { path, info, download: DOWNLOAD_FOLDERS.some((folder) => relative.startsWith(folder)) };
}

/**
 * `GET /static/*`: files of packages/server/assets. Every answer is `nosniff` with a sandboxing CSP (an SVG
 * opened directly cannot run script), library files are `Content-Disposition: attachment`, and the rest
 * inline so `<img>` and `<audio>` show them.
 */
export const staticAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STATIC_PATH,
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
      const asset = await findAsset(request.params['*']);
      if (!asset) throw new ApiError(404, 'not_found');
      const { path, info, download } = asset;
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
