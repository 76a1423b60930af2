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
import { scormCloudLaunch } from '../scorm-cloud';
import { captionPathOf, launchPathOf, packageZipPath } from './content-file';
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
          'valid 4 hours for this activity and the caller. A video or audio imported with WebVTT captions also ' +
          'answers `captions: [{ language, url }]` in the order imported, each `url` (`{base_url}captions/' +
          '{language}.vtt`, served as `text/vtt; charset=utf-8`) under the same token. A SCORM package also answers `scorm`: its version and ' +
          'the default organization’s items in document order with their level, each SCO’s or asset’s ' +
          '`launch_url` relative to `base_url`. `download` is what an offline download fetches (the file; a package as ' +
          'its zip, `/.campus/packages/{activity_id}/{token}/package.zip`) with `size` in bytes (a package: its files ' +
          'together), and `updated_date` when the content was stored (a new one means a new download). URL activities (YouTube, Vimeo, Wowza, SlideShare) answer their ' +
          'stored address as `url` and `base_url`: they play from their own sites. A `scorm_cloud` activity answers ' +
          'the launch link of the SCORM Cloud adapter for the caller (docs/server.md "SCORM Cloud"; 503 ' +
          '`scorm_cloud_unavailable`, 422 `scorm_cloud_course_missing`). 404 `activity_content_missing` when ' +
          'nothing was imported. ' +
          OPENABLE_ACTIVITY_DESCRIPTION,
        params: launchParamsSchema,
        response: { 200: activityLaunchSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request): Promise<ActivityLaunch> => {
      const scope = await requestScope(request);
      const { db } = app.database;
      const activity = await findOpenableActivity(db, scope, request.params.activity_id);
      if (activity.type === 'scorm_cloud') return scormCloudLaunch(app, activity, scope);
      const [content] = await db
        .select({
          kind: activityContents.kind,
          objectKey: activityContents.objectKey,
          launchPath: activityContents.launchPath,
          url: activityContents.url,
          scormVersion: activityContents.scormVersion,
          scormEdition: activityContents.scormEdition,
          scormOrganization: activityContents.scormOrganization,
          scormScos: activityContents.scormScos,
          captions: activityContents.captions,
          sizeBytes: activityContents.sizeBytes,
          createdAt: activityContents.createdAt,
        })
        .from(activityContents)
        .where(eq(activityContents.activityId, activity.id));
      if (!content) throw new ApiError(404, 'activity_content_missing');
      const expiresAt = Math.floor(Date.now() / 1000) + LAUNCH_TOKEN_TTL_SECONDS;
      const launchPath = launchPathOf(content);
      if (launchPath === undefined) {
        // A URL activity: its address is public and carries no token; it "expires" like any launch, for one shape.
        if (content.url === null) throw new ApiError(404, 'activity_content_missing');
        return { url: content.url, base_url: content.url, expires_at: new Date(expiresAt * 1000).toISOString() };
      }
      // Null only when an app is built without a listening content origin (a tool embedding the API).
      const origin = app.config.contentOrigin;
      if (origin === null) throw new ApiError(503, 'service_unavailable');
      const token = signLaunchToken(app.config.tokenPepper, {
        activityId: activity.id,
        userId: scope.userId,
        expiresAt,
      });
      const baseUrl = `${origin}/${activity.id}/${token}/`;
      const scorm = content.kind === 'package' ? scormLaunchOf(content) : undefined;
      const captions = content.captions.map((caption) => ({
        language: caption.language,
        url: `${baseUrl}${captionPathOf(caption.language)}`,
      }));
      const url = `${baseUrl}${launchPath}`;
      // Offline downloads (issue 23): a file itself; a package as its zip, its size the files' (what the device keeps).
      const download = {
        url: content.kind === 'package' ? `${origin}${packageZipPath(activity.id, token)}` : url,
        size: content.sizeBytes,
      };
      return {
        url,
        base_url: baseUrl,
        expires_at: new Date(expiresAt * 1000).toISOString(),
        download,
        updated_date: content.createdAt.toISOString(),
        ...(captions.length > 0 ? { captions } : {}),
        ...(scorm ? { scorm } : {}),
      };
    },
  );
};
