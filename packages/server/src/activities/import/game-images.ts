import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import type { ObjectStore } from '../../storage/object-store';
import { detectGameImage, GAME_IMAGE_EXTENSIONS, gameImageContentType } from './file-detection';
import type { DetectedFile } from './file-detection';
import type { TemporaryUpload } from './import-form';

/** Most pictures one game's import takes (the `images` file fields). */
export const MAX_GAME_IMAGE_FILES = 20;

/** Largest picture of a game, in bytes. */
export const MAX_GAME_IMAGE_BYTES = 5 * 1024 * 1024;

/** How a game document names an uploaded picture: `"url": "file:<the file's name>"`. */
export const GAME_IMAGE_FILE_URL_PREFIX = 'file:';

/** A picture sent with a game, checked: the name the document refers to it by, and what its bytes are. */
export interface CheckedGameImage {
  readonly name: string;
  readonly upload: TemporaryUpload;
  readonly detected: DetectedFile;
}

/**
 * Checks the pictures sent with a game of `type`: at most {@link MAX_GAME_IMAGE_FILES}, each at most
 * {@link MAX_GAME_IMAGE_BYTES}, PNG, JPEG, WebP or GIF by its bytes, and no two under one name.
 * @returns the pictures by the name they were sent with
 * @throws 413 `payload_too_large` (too many), `activity_file_too_large`; 422 `activity_file_type_mismatch`;
 *   400 `invalid_request` (`body.images`) for a name sent twice
 */
export async function checkGameImages(
  type: string,
  uploads: readonly TemporaryUpload[],
): Promise<ReadonlyMap<string, CheckedGameImage>> {
  if (uploads.length > MAX_GAME_IMAGE_FILES) {
    throw new ApiError(413, 'payload_too_large', {}, { fieldErrors: { images: 'too_many' } });
  }
  const images = new Map<string, CheckedGameImage>();
  for (const upload of uploads) {
    if (images.has(upload.filename)) throw new ApiError(400, 'invalid_request', {}, { fields: ['body.images'] });
    if (upload.size > MAX_GAME_IMAGE_BYTES) {
      throw new ApiError(
        413,
        'activity_file_too_large',
        { type, limit: `${MAX_GAME_IMAGE_BYTES / (1024 * 1024)} MB` },
        { fieldErrors: { images: 'too_large' }, details: { limit: MAX_GAME_IMAGE_BYTES, filename: upload.filename } },
      );
    }
    const detected = await detectGameImage(type, upload.path, upload.filename);
    images.set(upload.filename, { name: upload.filename, upload, detected });
  }
  return images;
}

/** A stored game picture's name: 128 random bits and its extension (nobody finds one without the document). */
const GAME_IMAGE_NAME = new RegExp(`^[0-9a-f]{32}\\.(?:${GAME_IMAGE_EXTENSIONS.join('|')})$`);

/** The object key of a game's picture. */
export function gameImageObjectKey(activityId: number, name: string): string {
  return `activities/${activityId}/images/${name}`;
}

/** The route serving a game's pictures. */
export const GAME_IMAGE_PATH = '/api/activities/:activity_id/images/:name';

/** The address a game document holds for a stored picture: `/api/activities/{id}/images/{name}`. */
export function gameImagePath(activityId: number, name: string): string {
  return `/api/activities/${activityId}/images/${name}`;
}

/**
 * Stores a checked picture of activity `activityId` under a new random name, the key added to `written` before the
 * write (so a failed import deletes it).
 * @returns the address the document points at it by
 */
export async function storeGameImage(
  store: ObjectStore,
  activityId: number,
  image: CheckedGameImage,
  written: string[],
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${image.detected.extension}`;
  const key = gameImageObjectKey(activityId, name);
  written.push(key);
  await store.put(key, await readFile(image.upload.path), image.detected.contentType);
  return gameImagePath(activityId, name);
}

/** `value` with every string that is a key of `replacements` replaced by its value, deep (a JSON document). */
export function replaceStrings<T>(value: T, replacements: ReadonlyMap<string, string>): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return replacements.get(node) ?? node;
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    }
    return node;
  };
  return walk(value) as T;
}

/**
 * `GET /api/activities/{activity_id}/images/{name}`: a picture of a game document, to anyone (an `<img>` sends no
 * token; the name is 128 random bits, known only from the document), with `nosniff` and a sandboxing CSP.
 */
export const gameImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    GAME_IMAGE_PATH,
    {
      schema: {
        tags: ['activities'],
        summary: 'A picture of a game',
        description: 'The bytes of a picture uploaded with a game’s document (`images`), with its content type.',
        params: z.object({
          activity_id: z.coerce.number().int().min(1).max(2_147_483_647),
          name: z.string().regex(GAME_IMAGE_NAME),
        }),
      },
    },
    async (request, reply) => {
      const { activity_id: activityId, name } = request.params;
      const contentType = gameImageContentType(name.slice(name.lastIndexOf('.') + 1));
      let bytes: Buffer | undefined;
      try {
        bytes = await app.objectStore.get(gameImageObjectKey(activityId, name));
      } catch (error) {
        request.log.error({ err: error, store: app.objectStore.kind }, 'object store read failed');
        throw new ApiError(503, 'service_unavailable', {}, { headers: { 'retry-after': '5' }, cause: error });
      }
      if (bytes === undefined || contentType === undefined) throw new ApiError(404, 'not_found');
      return reply
        .header('content-type', contentType)
        .header('content-length', String(bytes.length))
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
};
