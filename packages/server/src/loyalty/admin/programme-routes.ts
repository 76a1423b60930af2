import { LOYALTY_ADMIN_PATHS } from '@campus/core/api';
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
} from '@campus/core/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampusTransaction } from '../../db/database';
import { errorResponses } from '../../http/error-body';
import { closeCampaign } from './campaign-close';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { requireCampaignOfClient, requireClientMember, requireLevelRequestOfClient } from './client-ownership';
import { decideLevelRequestForAnswer, readClientLevelRequests } from './level-requests';
import { blockMember, unblockMember } from './member-blocks';
import { adjustPoints } from './point-adjustments';
import { idParamsSchema, loyaltyContext } from '../request-context';

/** A change of a member's block status ({@link sendMemberStatus}). */
interface MemberStatusChange {
  /** The route's path in core's table: the `POST` idempotency scope. */
  readonly path: string;
  readonly userId: number;
  /** What identifies the request for a replay (kept per route, so stored keys keep matching). */
  readonly hashOf: unknown;
  /** The member's status once the change committed. */
  readonly status: 'blocked' | 'approved';
  readonly write: (tx: CampusTransaction, adminId: number) => Promise<void>;
}

/**
 * Blocking and unblocking answer alike: the member must be of the administrator's client (404 otherwise), the
 * change runs once per `Idempotency-Key`, and the answer is the member's new status.
 */
async function sendMemberStatus(request: FastifyRequest, reply: FastifyReply, change: MemberStatusChange) {
  const context = await loyaltyContext(request);
  await requireClientMember(request.server.database.db, context.clientId, change.userId);
  return sendIdempotent(request, reply, {
    scope: idempotencyScope('POST', change.path),
    requestHash: hashJson(change.hashOf),
    status: 200,
    schema: memberBlockResponseSchema,
    work: async (tx) => {
      await change.write(tx, context.userId);
      return { user: change.userId, status: change.status };
    },
  });
}

/**
 * The programme administrator's earning-side calls (issue 6, spec §4, §6): level requests, points
 * adjustments, member blocks and campaign close.
 */
export const adminProgrammeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_ADMIN_PATHS.levelRequests,
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Level requests (pending by default), oldest first, with the member’s sales still to audit',
        querystring: levelRequestsQuerySchema,
        response: { 200: levelRequestsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const context = await loyaltyContext(request);
      return { results: await readClientLevelRequests(app.database.db, context.clientId, request.query.status) };
    },
  );

  app.post(
    LOYALTY_ADMIN_PATHS.levelRequest,
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Approves or refuses a level-up; on approval the level applies for the rest of the campaign',
        description: '`{ decision: "approve" | "refuse" }`. The member gets an internal message. 409 when decided.',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: levelRequestDecisionSchema,
        response: { 200: levelRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await requireLevelRequestOfClient(app.database.db, context.clientId, request.params.id);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_ADMIN_PATHS.levelRequest),
        requestHash: hashJson({ id: request.params.id, body: request.body }),
        status: 200,
        schema: levelRequestSchema,
        work: (tx) =>
          decideLevelRequestForAnswer(tx, {
            requestId: request.params.id,
            decision: request.body.decision,
            adminId: context.userId,
            today: context.today,
          }),
      });
    },
  );

  app.post(
    LOYALTY_ADMIN_PATHS.pointAdjustments,
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Adds or removes points of a member with a reason (never below zero)',
        description:
          '`{ user, points, reason }`: `user` is the member’s `id` as in `/api/me/`; negative `points` take points ' +
          'away, 422 `balance_below_zero` when the balance is short. Writes an `adjusted` ledger entry.',
        headers: idempotencyHeadersSchema,
        body: pointsAdjustmentRequestSchema,
        response: { 201: pointsAdjustmentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await requireClientMember(app.database.db, context.clientId, request.body.user);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_ADMIN_PATHS.pointAdjustments),
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
    LOYALTY_ADMIN_PATHS.blockMember,
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Blocks a member: every session loses access at once (‘Você foi bloqueado’)',
        description: '`{ reason }`, kept in the block history. 409 `member_already_blocked`.',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: memberBlockRequestSchema,
        response: { 200: memberBlockResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendMemberStatus(request, reply, {
        path: LOYALTY_ADMIN_PATHS.blockMember,
        userId: request.params.id,
        hashOf: { id: request.params.id, body: request.body },
        status: 'blocked',
        write: (tx, adminId) => blockMember(tx, { userId: request.params.id, reason: request.body.reason, adminId }),
      }),
  );

  app.post(
    LOYALTY_ADMIN_PATHS.unblockMember,
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Lifts a member’s block',
        description: '409 `member_not_blocked`.',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        response: { 200: memberBlockResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendMemberStatus(request, reply, {
        path: LOYALTY_ADMIN_PATHS.unblockMember,
        userId: request.params.id,
        hashOf: { id: request.params.id },
        status: 'approved',
        write: (tx, adminId) => unblockMember(tx, { userId: request.params.id, adminId }),
      }),
  );

  app.post(
    LOYALTY_ADMIN_PATHS.closeCampaign,
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Closes an ended campaign: its points expire and levels carry over or drop one',
        description:
          'Also available as `npm run loyalty:close-campaign -w @campus/server -- <id> | --due`. Safe to repeat. ' +
          '409 `campaign_not_finished` while the campaign runs. Experience points never decrease.',
        params: idParamsSchema,
        response: { 200: campaignCloseResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const context = await loyaltyContext(request);
      const campaignId = await requireCampaignOfClient(app.database.db, context.clientId, request.params.id);
      return closeCampaign(app.database.db, campaignId, context.today);
    },
  );
};
