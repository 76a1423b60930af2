import { API_PATHS } from '@campus/core/api';
import { filesCompleteRequestSchema, filesCompleteResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { readMultipartForm } from '../../uploads/multipart-form';
import { findOpenableActivity } from '../runtime/runtime-access';
import { fileDownloadGrant, fileDownloadScope } from './file-download-grant';
import { recordProgress } from './progress-store';

/**
 * `POST /api/files/complete/` (SPECIFICATION §7: multipart, without bearer; docs/server.md "Activity progress"):
 * the player says a learner downloaded an activity's file, naming the launch URL it downloaded; its launch token
 * is the credential. Completes an activity of core's `file_complete` rule (`flash`).
 */
export const filesCompleteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.filesComplete,
    {
      schema: {
        tags: ['activities'],
        summary: 'The learner downloaded an activity’s file',
        description:
          'multipart/form-data, without `Authorization` (SPECIFICATION §7): `url`, the launch URL of the file ' +
          'that `POST /api/activities/{activity_id}/launch/` issued (on the content origin, carrying a launch ' +
          'token for the activity and the learner, valid 4 hours). Completes the activity when its type is ' +
          'completed by downloading (`flash`, never played); other types are 422 `progress_not_supported` (a PDF ' +
          'is read to its last page; an offline download completes nothing). Answers the learner’s state in the ' +
          'activity and its course, as a progress report does. 403 `not_found_or_forbidden` for a URL that is not ' +
          'a valid launch URL (another origin, tampered with, expired) or when the learner may no longer open ' +
          'the activity (not enrolled, blocked).',
        consumes: ['multipart/form-data'],
        body: filesCompleteRequestSchema,
        response: { 200: filesCompleteResponseSchema, ...errorResponses(400, 403, 404, 413, 415, 422, 503) },
      },
      async preValidation(request) {
        // Raw fields: the body schema validates them next, like any body.
        request.body = (await readMultipartForm(request, { fileFields: [] })).fields as typeof request.body;
      },
    },
    async (request) => {
      const contentOrigin = app.config.contentOrigin;
      // Null only in an app built without a content origin: no launch URL was issued, none can be checked.
      if (contentOrigin === null) throw new ApiError(503, 'service_unavailable');
      const grant = fileDownloadGrant(request.body.url, {
        contentOrigin,
        secret: app.config.tokenPepper,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
      const scope = await fileDownloadScope(app.database.db, grant);
      return withTransaction(app.database.db, async (tx) => {
        const activity = await findOpenableActivity(tx, scope, grant.activityId);
        return recordProgress(tx, scope.userId, activity, 'file_downloaded');
      });
    },
  );
};
