import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../../http/declare-access';
import { PUBLIC_ACCESS, SIGNED_IN_ACCESS } from '../../shared/access';
import { filesCompleteRoutes } from './files-complete-routes';
import { progressRoutes } from './progress-routes';

/**
 * Activity progress (docs/server.md "Activity progress"): the caller's own progress reports of file, media and
 * HTML activities, signed in; and `POST /api/files/complete/`, sent without a session (SPECIFICATION §7), whose
 * launch URL authorizes it. Multipart parsing is registered here for that route only: one short text field, no file.
 */
export const activityProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, progressRoutes));
  await app.register(async (files) => {
    await files.register(multipart, {
      limits: { fileSize: 0, files: 0, fields: 2, fieldSize: 4096, parts: 2, headerPairs: 20 },
      throwFileSizeLimit: true,
    });
    await files.register(withAccess(PUBLIC_ACCESS, filesCompleteRoutes));
  });
};
