import multipart from '@fastify/multipart';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { profileSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountContext } from './account-context';
import { AVATAR_NAME_PATTERN, readAvatar, removeAvatar, replaceAvatar, squareAvatar } from './avatar-service';
import type { AvatarDeps } from './avatar-service';
import { readProfile } from './profile-read';
import { errorResponses } from '../http/error-body';
import { MAX_UPLOAD_BYTES } from '../uploads/image-limits';
import { fileFieldSchema, multipartBody } from '../uploads/multipart-body';
import { sanitizeImage } from '../uploads/sanitize-image';
import { countUpload } from '../uploads/upload-limiter';

const tags = ['profile'];

/**
 * The signed-in user's avatar (spec §2 profile): upload replaces it, delete removes it. Multipart parsing is
 * registered here, for these routes only: one file up to MAX_UPLOAD_BYTES (a bigger one is 413 `file_too_large`).
 */
export function avatarRoutes(ctx: AccountContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    const deps = (request: { log: AvatarDeps['log'] }): AvatarDeps => ({
      db: ctx.database.db,
      store: app.objectStore,
      log: request.log,
      now: ctx.now,
    });

    app.post(
      ACCOUNT_PATHS.avatar,
      {
        schema: {
          tags,
          summary: 'Replace my avatar',
          description:
            'multipart/form-data with the `avatar` file (JPEG, PNG or WebP, at most 10 MB): re-encoded without ' +
            'metadata, cropped to a centred square of at most 512 px, stored, and the profile’s `avatar` points at ' +
            'it (`/api/avatars/<name>`). Wrong type: 422 `unsupported_file_type`; too big: 413 `file_too_large`; ' +
            'too many pixels: 422 `image_too_large`. Answers the profile.',
          consumes: ['multipart/form-data'],
          body: z.object({ avatar: fileFieldSchema }),
          response: { 200: profileSchema, ...errorResponses(400, 401, 403, 413, 415, 422, 429, 503) },
        },
        preValidation: multipartBody(['avatar']),
      },
      async (request) => {
        const userId = Number(request.user.id);
        await countUpload(app, userId);
        const image = await squareAvatar(await sanitizeImage(request.body.avatar, 'avatar'));
        await replaceAvatar(deps(request), userId, image);
        return readProfile(ctx.database.db, userId);
      },
    );

    app.delete(
      ACCOUNT_PATHS.avatar,
      {
        schema: {
          tags,
          summary: 'Remove my avatar',
          description: 'The profile’s `avatar` becomes null and the stored image is deleted. Answers the profile.',
          response: { 200: profileSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const userId = Number(request.user.id);
        await removeAvatar(deps(request), userId);
        return readProfile(ctx.database.db, userId);
      },
    );
  };
}

/**
 * `GET /api/avatars/{name}`: an avatar a profile points at now, to anyone (an `<img>` sends no token; the name is
 * 128 random bits). A replaced or removed avatar is 404.
 */
export const avatarFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACCOUNT_PATHS.avatarFile,
    {
      schema: {
        tags,
        summary: 'An avatar image',
        description: 'The image bytes (re-encoded, metadata removed) with their content type.',
        params: z.object({ name: z.string().regex(AVATAR_NAME_PATTERN) }),
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar(
        { db: app.database.db, store: app.objectStore, log: request.log },
        request.params.name,
      );
      return reply
        .header('content-type', avatar.contentType)
        .header('content-length', String(avatar.bytes.length))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(avatar.bytes);
    },
  );
};
