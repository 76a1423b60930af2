import { LOYALTY_PATHS } from '@campus/core/api';
import { attendanceSchema, checkInRequestSchema, loyaltyEventsResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { sendKeptAnswerUntil } from '../../shared/answer-cache';
import { nextEventStatusChange } from '../events-reader';
import { publishRankingChange } from '../ranking';
import { loyaltyContext } from '../request-context';
import { checkInToEvent, findCheckInEvent, listEventsForMember } from './events-check-in';

const EVENT_MODULES = ['events', 'check_in'];

/** Programme events and check-in (spec §2 Events, §4, §5 check-in code, §8). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.events,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Lists the programme’s events and the member’s check-ins',
        description: 'Events are available from the creator (intermediate) level: see `events_available`.',
        response: { 200: loyaltyEventsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, EVENT_MODULES);
      // Kept for the product day (the member's level) until the next event begins or ends (its status).
      const read = async () => {
        const now = new Date();
        const answer = await listEventsForMember(app.database.db, context, now);
        return { answer, until: nextEventStatusChange(answer.results, now) };
      };
      return sendKeptAnswerUntil(request, reply, context, read, context.today);
    },
  );

  app.post(
    LOYALTY_PATHS.checkIn,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Checks in to an event with its six-digit code or its QR secret',
        description:
          '201 with the attendance and the points it earned. 422 `invalid_check_in_code` (not six digits), ' +
          '`invalid_event_code` (no such event), `event_not_open`; 403 `events_level_required`; 409 ' +
          '`already_checked_in`; 429 `too_many_attempts` after 5 wrong codes in 10 minutes (`Retry-After`).',
        headers: idempotencyHeadersSchema,
        body: checkInRequestSchema,
        response: { 201: attendanceSchema, ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, EVENT_MODULES);
      const body = request.body;
      const { event, field } = await findCheckInEvent(app, context, body);
      let campaignId: number | null = null;
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_PATHS.checkIn),
        requestHash: hashJson(body),
        status: 201,
        schema: attendanceSchema,
        work: async (tx) => {
          const result = await checkInToEvent(tx, {
            userId: context.userId,
            clientId: context.clientId,
            eventId: event.id,
            method: field,
            locale: request.locale,
            now: new Date(),
            today: context.today,
          });
          campaignId = result.campaignId;
          return result.attendance;
        },
        afterCommit: () =>
          void publishRankingChange(
            app.realtime,
            { clientId: context.clientId, campaignId, userIds: [context.userId], reason: 'event_attendance' },
            request.log,
          ),
      });
    },
  );
};
