import {
  attendanceSchema,
  canAccessEvents,
  checkInRequestSchema,
  isValidCheckInCode,
  loyaltyEventsResponseSchema,
} from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { memberAccess } from '../../loyalty/access';
import { checkInLimiter, checkInToEvent } from '../../loyalty/events-check-in';
import { findEventByCredential, listMemberEvents } from '../../loyalty/events-reader';
import { hashJson, sendIdempotent } from '../../loyalty/idempotency';
import { readMemberLevel } from '../../loyalty/member-level-view';
import { publishRankingChange } from '../../loyalty/ranking';
import { idempotencyHeadersSchema, loyaltyContext } from '../../loyalty/request-context';

const security = [{ bearerAuth: [] }];
const EVENT_MODULES = ['events', 'check_in'];

/** Programme events and check-in (spec §2 Events, §4, §5 check-in code, §8). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Lists the programme’s events and the member’s check-ins',
        description: 'Events are available from the creator (intermediate) level: see `events_available`.',
        security,
        response: { 200: loyaltyEventsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, EVENT_MODULES);
      const { db } = app.database;
      const member = await readMemberLevel(db, context.userId, context.clientId, context.today);
      return {
        level: member.level,
        events_available: canAccessEvents(member.level),
        results: await listMemberEvents(db, context.clientId, context.userId, new Date()),
      };
    },
  );

  app.post(
    '/api/events/check-in/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Checks in to an event with its six-digit code or its QR secret',
        description:
          '201 with the attendance and the points it earned. 422 `invalid_check_in_code` (not six digits), ' +
          '`invalid_event_code` (no such event), `event_not_open`; 403 `events_level_required`; 409 ' +
          '`already_checked_in`; 429 `too_many_attempts` after 5 wrong codes in 10 minutes (`Retry-After`).',
        security,
        headers: idempotencyHeadersSchema,
        body: checkInRequestSchema,
        response: { 201: attendanceSchema, ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
      preHandler: memberAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, EVENT_MODULES);
      const keys = [`user:${context.userId}`];
      await checkInLimiter.assertAllowed(app, keys);
      const body = request.body;
      const field = 'code' in body ? 'code' : 'qr';
      // Wrong codes are counted before any transaction: a refusal inside one would roll the count back.
      if ('code' in body && !isValidCheckInCode(body.code)) {
        await checkInLimiter.recordFailure(app, keys);
        throw new ApiError(422, 'invalid_check_in_code', {}, { fieldErrors: { code: 'invalid_check_in_code' } });
      }
      const event = await findEventByCredential(app.database.db, context.clientId, body);
      if (!event) {
        await checkInLimiter.recordFailure(app, keys);
        throw new ApiError(422, 'invalid_event_code', {}, { fieldErrors: { [field]: 'invalid_event_code' } });
      }
      let campaignId: number | null = null;
      return sendIdempotent(request, reply, {
        scope: 'POST /api/events/check-in/',
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
