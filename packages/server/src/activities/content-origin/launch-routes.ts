import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityLaunchSchema, catalogueIdSchema } from '@campus/core/schemas';
import type { ActivityLaunch } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityContents } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { requestScope } from '../../shared/request-scope';
import { findOpenableActivity, OPENABLE_ACTIVITY_DESCRIPTION } from '../runtime/runtime-access';
import { launchPathOf } from './content-file';
import { LAUNCH_TOKEN_TTL_SECONDS, signLaunchToken } from './launch-token';
import { scormLaunchOf } from './scorm-toc';

const launchParamsSchema = z.object({ activity_id: catalogueIdSchema });

/**
 * `POST /api/activities/{activity_id}/launch/` (docs/server.md "Content origin"): for a learner who may open the
 * activity (the SCORM run-time's access rule), a URL of its content on the content origin with a launch token
 * for that activity and user, valid {@link LAUNCH_TOKEN_TTL_SECONDS} seconds.
 */
export const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ACTIVITY_PATHS.launch,
    {
      schema: {
        tags: ['activities'],
        summary: 'Launch URL of an activity’s content on the content origin',
        description:
          'For a package (`html`, `scorm`) the entry page or first SCO, for a stored file (`pdf`, `video`, ' +
          '`audio`, `ppt`, `flash`) the file, on the content origin (`CAMPUS_CONTENT_ORIGIN`), under a token ' +
          'valid 4 hours for this activity and the caller. A SCORM package also answers `scorm`: its version and ' +
          'the default organization’s items in document order with their level, each SCO’s or asset’s ' +
          '`launch_url` relative to `base_url`. 404 `activity_content_missing` when nothing was imported, 422 ' +
          '`activity_content_external` for URL activities (YouTube, Vimeo…), which play from their own sites. ' +
          OPENABLE_ACTIVITY_DESCRIPTION,
        params: launchParamsSchema,
        response: { 200: activityLaunchSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request): Promise<ActivityLaunch> => {
      const scope = await requestScope(request);
      const { db } = app.database;
      const activity = await findOpenableActivity(db, scope, request.params.activity_id);
      const [content] = await db
        .select({
          kind: activityContents.kind,
          objectKey: activityContents.objectKey,
          launchPath: activityContents.launchPath,
          scormVersion: activityContents.scormVersion,
          scormEdition: activityContents.scormEdition,
          scormOrganization: activityContents.scormOrganization,
          scormScos: activityContents.scormScos,
        })
        .from(activityContents)
        .where(eq(activityContents.activityId, activity.id));
      if (!content) throw new ApiError(404, 'activity_content_missing');
      const launchPath = launchPathOf(content);
      if (launchPath === undefined) throw new ApiError(422, 'activity_content_external');
      // Null only when an app is built without a listening content origin (a tool embedding the API).
      const origin = app.config.contentOrigin;
      if (origin === null) throw new ApiError(503, 'service_unavailable');
      const expiresAt = Math.floor(Date.now() / 1000) + LAUNCH_TOKEN_TTL_SECONDS;
      const token = signLaunchToken(app.config.tokenPepper, {
        activityId: activity.id,
        userId: scope.userId,
        expiresAt,
      });
      const baseUrl = `${origin}/${activity.id}/${token}/`;
      const scorm = content.kind === 'package' ? scormLaunchOf(content) : undefined;
      return {
        url: `${baseUrl}${launchPath}`,
        base_url: baseUrl,
        expires_at: new Date(expiresAt * 1000).toISOString(),
        ...(scorm ? { scorm } : {}),
      };
    },
  );
};
