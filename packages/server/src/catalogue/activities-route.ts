import { CATALOGUE_PATHS } from '@campus/core/api';
import { catalogueIdParamsSchema, courseActivitiesSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIVITY_HOLDER_TYPES, CATALOGUE_KINDS, kindPath } from './catalogue-kinds';
import { requestScope, requireModule } from '../shared/request-scope';
import { readCourseActivities } from './course-activities-reader';
import { findItem } from './item-reader';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';

/** How the OpenAPI summary names each kind's item. */
const ITEM_NAMES: Readonly<Record<(typeof ACTIVITY_HOLDER_TYPES)[number], string>> = {
  online_course: 'an online course',
  webinar: 'a webinar',
  live_class: 'a live class',
  presential_course: 'a presential course',
};

/**
 * `GET /api/{online-courses|webinars|live-classes|presential-courses}/{id}/activities/`: the item's activities in
 * `hierarchy_order` with the caller's status, progress and block reason (spec §3 "Activity state"), and whether
 * they unlock one after the other, for the course detail and the player's routes (spec §2 "Activity player
 * screens": `courses/{id}/activities/{h}`, `webinars/…`, `live-classes/…`, the presential events' and
 * `presential-courses/{id}/reactions/{h}`). The kind's module must be on (403 `forbidden`) and the item one the
 * caller can see: another client's, an unpublished or unknown one, or one of another kind is 404
 * `not_found_or_forbidden`, like its detail.
 */
export const courseActivitiesRoute: FastifyPluginAsyncZod = async (app) => {
  for (const type of ACTIVITY_HOLDER_TYPES) {
    const kind = CATALOGUE_KINDS[type];
    app.get(
      kindPath(CATALOGUE_PATHS.activities, kind),
      {
        schema: {
          tags: ['catalogue'],
          summary: `The activities of ${ITEM_NAMES[type]}, with the caller’s state`,
          params: catalogueIdParamsSchema,
          response: { 200: courseActivitiesSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const scope = await requestScope(request);
        requireModule(scope, kind.modules);
        const item = await findItem(app.database.db, scope, kind.type, request.params.id);
        if (!item) throw new ApiError(404, 'not_found_or_forbidden');
        return readCourseActivities(app.database.db, scope.userId, item.id);
      },
    );
  }
};
