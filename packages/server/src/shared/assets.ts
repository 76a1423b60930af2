import { resolve } from 'node:path';
import { SERVER_PACKAGE_DIR } from '../paths';

/**
 * Files shipped with the server — demo logos, backgrounds, banners, covers, library files, podcast audio —
 * served at `/static/<path>` (src/platform/asset-routes.ts). Regenerate the demo ones with
 * `node packages/server/scripts/generate-demo-assets.mjs`.
 */
export const ASSETS_DIR = resolve(SERVER_PACKAGE_DIR, 'assets');

/** The URL path of an asset (`demo/library/manual.pdf` → `/static/demo/library/manual.pdf`). */
export function assetUrl(path: string): string {
  return `/static/${path}`;
}
