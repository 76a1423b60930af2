import { PRESENTIAL_EVENT_PATHS } from '@campus/core/api';
import { presenceResult } from '@campus/core/rules';
import type { PresentialClassStatus } from '@campus/core/rules';
import { learnerPresentialEventSchema } from '@campus/core/schemas';
import type { LearnerPresentialEvent } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CampusDb } from '../db/database';
import {
  catalogueItems,
  catalogueUserStates,
  classAttendances,
  presentialEventCheckIns,
  presentialEvents,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { requestScope, requireModule } from '../shared/request-scope';
import type { RequestScope } from '../shared/request-scope';
import { resultsPublished } from './class-attendance';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * One in-person event as the caller sees it (spec §4 In-person classes): its status, the caller's enrolment in its
 * course, the presence validated (by the instructor or a check-in) and, once published, the results. 404
 * `not_found_or_forbidden` for an event of an unpublished course or another client's.
 */
export async function readLearnerPresentialEvent(
  db: CampusDb,
  scope: RequestScope,
  eventId: number,
): Promise<LearnerPresentialEvent> {
  const [row] = await db
    .select({
      event: presentialEvents,
      courseTitle: catalogueItems.title,
      enrolled: catalogueUserStates.enrolled,
      present: classAttendances.present,
      checkIn: presentialEventCheckIns.loyaltyEventId,
    })
    .from(presentialEvents)
    .innerJoin(
      catalogueItems,
      and(
        eq(catalogueItems.id, presentialEvents.itemId),
        eq(catalogueItems.clientId, scope.clientId),
        eq(catalogueItems.published, true),
      ),
    )
    .leftJoin(
      catalogueUserStates,
      and(eq(catalogueUserStates.itemId, catalogueItems.id), eq(catalogueUserStates.userId, scope.userId)),
    )
    .leftJoin(
      classAttendances,
      and(eq(classAttendances.eventId, presentialEvents.id), eq(classAttendances.userId, scope.userId)),
    )
    .leftJoin(presentialEventCheckIns, eq(presentialEventCheckIns.presentialEventId, presentialEvents.id))
    .where(eq(presentialEvents.id, eventId));
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  const published = await resultsPublished(db, row.event.id);
  const enrolled = row.enrolled === true;
  return {
    id: row.event.id,
    course_id: row.event.itemId,
    course_title: row.courseTitle,
    title: row.event.title,
    type: row.event.type,
    status: row.event.status as PresentialClassStatus,
    begin_date: row.event.beginAt.toISOString(),
    end_date: row.event.endAt?.toISOString() ?? null,
    location: row.event.location,
    is_online: row.event.isOnline,
    enrolled,
    // Only the enrolled have a presence to show.
    presence: enrolled ? presenceResult({ resultsPublished: published, present: row.present }) : 'pending',
    results_published: published,
    has_check_in: row.checkIn !== null,
  };
}

/** A learner's in-person event (issue 26): for anyone signed in whose client has `has_presential_courses`. */
export const presentialEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PRESENTIAL_EVENT_PATHS.event,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One in-person event with the caller’s presence',
        description:
          'Status (spec §4 In-person classes), the caller’s enrolment in the event’s course, presence (`present`; ' +
          '`absent` once results are published; else `pending`) and whether a programme check-in marks presence.',
        params: z.object({ id }),
        response: { 200: learnerPresentialEventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      requireModule(scope, ['presential_courses']);
      return readLearnerPresentialEvent(app.database.db, scope, request.params.id);
    },
  );
};
