import {
  campaignCloseResponseSchema,
  levelRequestDecisionSchema,
  levelRequestSchema,
  levelRequestsQuerySchema,
  levelRequestsResponseSchema,
  memberBlockRequestSchema,
  memberBlockResponseSchema,
  pointsAdjustmentRequestSchema,
  pointsAdjustmentResponseSchema,
} from '@campus/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaigns, levelRequests, userClients } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { programmeAdminAccess } from '../../loyalty/access';
import { closeCampaign } from '../../loyalty/campaign-close';
import { hashJson, sendIdempotent } from '../../loyalty/idempotency';
import { decideLevelRequest, readLevelRequests } from '../../loyalty/level-requests';
import { blockMember, unblockMember } from '../../loyalty/member-blocks';
import { adjustPoints } from '../../loyalty/point-adjustments';
import { idParamsSchema, idempotencyHeadersSchema, loyaltyContext } from '../../loyalty/request-context';

const security = [{ bearerAuth: [] }];

/**
 * The programme administrator's earning-side calls (issue 6, spec §4, §6): level requests, points
 * adjustments, member blocks and campaign close.
 */
export const adminProgrammeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** 404 unless the user belongs to the administrator's client (an administrator manages their own programme). */
  async function requireClientMember(clientId: number, userId: number): Promise<void> {
    const [row] = await app.database.db
      .select({ userId: userClients.userId })
      .from(userClients)
      .where(and(eq(userClients.clientId, clientId), eq(userClients.userId, userId)));
    if (!row) throw new ApiError(404, 'not_found', {}, { fieldErrors: { user: 'not_found' } });
  }

  app.get(
    '/api/admin/level-requests/',
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Level requests (pending by default), oldest first, with the member’s sales still to audit',
        security,
        querystring: levelRequestsQuerySchema,
        response: { 200: levelRequestsResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request);
      const all = await readLevelRequests(app.database.db, request.query.status);
      const own = await app.database.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.clientId, context.clientId));
      const ids = new Set(own.map((row) => row.id));
      return { results: all.filter((entry) => ids.has(Number(entry.campaign_id))) };
    },
  );

  app.post(
    '/api/admin/level-requests/:id/',
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Approves or refuses a level-up; on approval the level applies for the rest of the campaign',
        description: '`{ decision: "approve" | "refuse" }`. The member gets an internal message. 409 when decided.',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: levelRequestDecisionSchema,
        response: { 200: levelRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      const [inClient] = await app.database.db
        .select({ id: levelRequests.id })
        .from(levelRequests)
        .innerJoin(campaigns, eq(campaigns.id, levelRequests.campaignId))
        .where(and(eq(levelRequests.id, request.params.id), eq(campaigns.clientId, context.clientId)));
      if (!inClient) throw new ApiError(404, 'not_found');
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/level-requests/:id/',
        requestHash: hashJson({ id: request.params.id, body: request.body }),
        status: 200,
        schema: levelRequestSchema,
        work: async (tx) => {
          const decided = await decideLevelRequest(tx, {
            requestId: request.params.id,
            decision: request.body.decision,
            adminId: context.userId,
            today: context.today,
          });
          const [wire] = (await readLevelRequests(tx, decided.status)).filter((entry) => entry.id === decided.id);
          if (!wire) throw new Error('decided request vanished');
          return wire;
        },
      });
    },
  );

  app.post(
    '/api/admin/points/adjustments/',
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Adds or removes points of a member with a reason (never below zero)',
        description:
          '`{ user, points, reason }`: `user` is the member’s `id` as in `/api/me/`; negative `points` take points ' +
          'away, 422 `balance_below_zero` when the balance is short. Writes an `adjusted` ledger entry.',
        security,
        headers: idempotencyHeadersSchema,
        body: pointsAdjustmentRequestSchema,
        response: { 201: pointsAdjustmentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await requireClientMember(context.clientId, request.body.user);
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/points/adjustments/',
        requestHash: hashJson(request.body),
        status: 201,
        schema: pointsAdjustmentResponseSchema,
        work: async (tx) => {
          const outcome = await adjustPoints(tx, {
            userId: request.body.user,
            points: request.body.points,
            reason: request.body.reason,
            adminId: context.userId,
            today: context.today,
          });
          return { id: outcome.id, user: outcome.userId, points: outcome.points, balance: outcome.balance };
        },
      });
    },
  );

  app.post(
    '/api/admin/members/:id/block/',
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Blocks a member: every session loses access at once (‘Você foi bloqueado’)',
        description: '`{ reason }`, kept in the block history. 409 `member_already_blocked`.',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: memberBlockRequestSchema,
        response: { 200: memberBlockResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await requireClientMember(context.clientId, request.params.id);
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/members/:id/block/',
        requestHash: hashJson({ id: request.params.id, body: request.body }),
        status: 200,
        schema: memberBlockResponseSchema,
        work: async (tx) => {
          await blockMember(tx, { userId: request.params.id, reason: request.body.reason, adminId: context.userId });
          return { user: request.params.id, status: 'blocked' as const };
        },
      });
    },
  );

  app.post(
    '/api/admin/members/:id/unblock/',
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Lifts a member’s block',
        description: '409 `member_not_blocked`.',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        response: { 200: memberBlockResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await requireClientMember(context.clientId, request.params.id);
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/members/:id/unblock/',
        requestHash: hashJson({ id: request.params.id }),
        status: 200,
        schema: memberBlockResponseSchema,
        work: async (tx) => {
          await unblockMember(tx, { userId: request.params.id, adminId: context.userId });
          return { user: request.params.id, status: 'approved' as const };
        },
      });
    },
  );

  app.post(
    '/api/admin/campaigns/:id/close/',
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Closes an ended campaign: its points expire and levels carry over or drop one',
        description:
          'Also available as `npm run loyalty:close-campaign -w @campus/server -- <id> | --due`. Safe to repeat. ' +
          '409 `campaign_not_finished` while the campaign runs. Experience points never decrease.',
        security,
        params: idParamsSchema,
        response: { 200: campaignCloseResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: programmeAdminAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request);
      const [campaign] = await app.database.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.id, request.params.id), eq(campaigns.clientId, context.clientId)));
      if (!campaign) throw new ApiError(404, 'not_found');
      return closeCampaign(app.database.db, campaign.id, context.today);
    },
  );
};
