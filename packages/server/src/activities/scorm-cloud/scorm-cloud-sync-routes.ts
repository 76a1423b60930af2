import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityProgressParamsSchema, activityProgressResultSchema } from '@campus/core/schemas';
import type { ActivityProgressResult } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampusApp } from '../../http/campus-app';
import { withAccess } from '../../http/declare-access';
import { errorResponses } from '../../http/error-body';
import { PUBLIC_ACCESS, SIGNED_IN_ACCESS } from '../../shared/access';
import { requestScope } from '../../shared/request-scope';
import { findOpenableActivity, OPENABLE_ACTIVITY_DESCRIPTION } from '../runtime/runtime-access';
import type { ScormCloudAdapter } from './scorm-cloud-adapter';
import { scormCloudAdapterOf } from './scorm-cloud-launch';
import { scormCloudPageRoutes } from './scorm-cloud-page-routes';
import { scormCloudSync } from './scorm-cloud-sync';

/** Options of {@link createScormCloudRoutes}. */
export interface ScormCloudRoutesOptions {
  /** The adapter a request uses. @default the app's, from its configuration ({@link scormCloudAdapterOf}) */
  readonly adapterOf?: (app: CampusApp) => ScormCloudAdapter;
}

/**
 * The SCORM Cloud routes (docs/server.md "SCORM Cloud"): `POST /api/activities/{activity_id}/scorm-cloud/sync/`,
 * signed in, and the public pages of SCORM Cloud's frame (the exit page; the development launch page in demo
 * mode: `scormCloudPageRoutes`). Tests pass another adapter (a REST one against the local fake of SCORM Cloud).
 */
export function createScormCloudRoutes(options: ScormCloudRoutesOptions = {}): FastifyPluginAsyncZod {
  const adapterOf = options.adapterOf ?? scormCloudAdapterOf;
  const syncRoutes: FastifyPluginAsyncZod = async (app) => {
    app.post(
      ACTIVITY_PATHS.scormCloudSync,
      {
        schema: {
          tags: ['activities'],
          summary: 'Read the caller’s results in a SCORM Cloud activity back from SCORM Cloud',
          description:
            'SCORM Cloud keeps the run-time data of a `scorm_cloud` activity. This reads the caller’s registration ' +
            '(`GET /registrations/{id}` of its REST API v2: completion, success, completion amount) and moves the ' +
            'caller’s state in the activity with the SCORM rule (completed → finished, passed → approved, failed → ' +
            'reproved, else in progress), never backwards, and then the course’s progress and status. A learner ' +
            'who has not opened the course there changes nothing; without SCORM Cloud credentials (the ' +
            'development adapter) nothing is ever tracked. Any other type is 422 `progress_not_supported`; SCORM ' +
            'Cloud refusing or unreachable is 503 `scorm_cloud_unavailable`. ' +
            OPENABLE_ACTIVITY_DESCRIPTION,
          params: activityProgressParamsSchema,
          response: { 200: activityProgressResultSchema, ...errorResponses(401, 403, 404, 422, 503) },
        },
      },
      async (request): Promise<ActivityProgressResult> => {
        const scope = await requestScope(request);
        // Access first: SCORM Cloud is only asked about a learner who may open the activity.
        const activity = await findOpenableActivity(app.database.db, scope, request.params.activity_id);
        return scormCloudSync(app, activity, scope, adapterOf(app));
      },
    );
  };
  const signedIn = withAccess(SIGNED_IN_ACCESS, syncRoutes);
  const pages = withAccess(PUBLIC_ACCESS, scormCloudPageRoutes);
  return async (app) => {
    await app.register(signedIn);
    await app.register(pages);
  };
}

/** The SCORM Cloud routes with the app's configured adapter: what `registerRoutes` registers. */
export const scormCloudRoutes: FastifyPluginAsyncZod = createScormCloudRoutes();
