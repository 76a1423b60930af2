import { CATALOGUE_PATHS } from '@campus/core/api';
import { catalogueIdParamsSchema, courseActivitiesSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_KINDS, kindPath } from './catalogue-kinds';
import { requestScope, requireModule } from '../shared/request-scope';
import { readCourseActivities } from './course-activities-reader';
import { findItem } from './item-reader';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';

/**
 * `GET /api/online-courses/{id}/activities/`: the course's activities in `hierarchy_order` with the caller's
 * status, progress and block reason (spec §3 "Activity state"), for the catalogue's course detail and the
 * player (`courses/{id}/activities/{hierarchy_order}`). The course must be one the caller can see: another
 * client's, an unpublished or unknown one is 404 `not_found_or_forbidden`, like its detail.
 */
export const courseActivitiesRoute: FastifyPluginAsyncZod = async (app) => {
  const kind = CATALOGUE_KINDS.online_course;
  app.get(
    kindPath(CATALOGUE_PATHS.activities, kind),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The activities of an online course, with the caller’s state',
        params: catalogueIdParamsSchema,
        response: { 200: courseActivitiesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      requireModule(scope, kind.modules);
      const course = await findItem(app.database.db, scope, kind.type, request.params.id);
      if (!course) throw new ApiError(404, 'not_found_or_forbidden');
      return readCourseActivities(app.database.db, scope.userId, course.id);
    },
  );
};
