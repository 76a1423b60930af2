import { LOYALTY_PATHS } from '@campus/core/api';
import {
  LEDGER_ENTRY_KINDS,
  levelsResponseSchema,
  paginatedSchema,
  paginationQuerySchema,
  pointsSummarySchema,
  statementEntrySchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-body';
import { sendKeptAnswer } from '../../shared/answer-cache';
import { loyaltyContext } from '../request-context';
import { readLevels, readPointsSummary, readStatement } from './points-reader';

const POINTS_MODULES = ['points_table', 'reward_store', 'insert_sales'];

/** The member's points: summary, statement (the ledger) and levels (issue 6, spec §3 Reward state, §4). */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.points,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Points balance, experience points, level, level points, points pending audit and expiring points',
        response: { 200: pointsSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, POINTS_MODULES);
      // Kept for the product day, as the statement: the active campaign and what has expired depend on it.
      const read = () => readPointsSummary(app.database.db, context.userId, context.clientId, context.today);
      return sendKeptAnswer(request, reply, context, read, context.today);
    },
  );

  app.get(
    LOYALTY_PATHS.statement,
    {
      schema: {
        tags: ['loyalty'],
        summary:
          'The caller’s ledger entries, newest first (earned, redeemed, reversed, expired, transferred, adjusted)',
        description: 'Each entry names its source (a sale, a store photo, an order …) and the balance right after it.',
        querystring: z.object({ ...paginationQuerySchema.shape, kind: z.enum(LEDGER_ENTRY_KINDS).optional() }),
        response: { 200: paginatedSchema(statementEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, POINTS_MODULES);
      // Kept for the product day: points expire by date, so a new day may settle some (a write, which moves the
      // member's version: the answer read with it is kept under the version before and replaced on the next miss).
      const read = () => readStatement(app.database.db, context, request.url, request.query);
      return sendKeptAnswer(request, reply, context, read, context.today);
    },
  );

  app.get(
    LOYALTY_PATHS.levels,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Loyalty levels with their thresholds and benefits, and the caller’s level',
        description:
          'Thresholds are in level points (experience earned in the campaign). Reaching one opens a level request ' +
          'that the programme administrator approves after auditing invoices.',
        response: { 200: levelsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, POINTS_MODULES);
      // Kept for the product day: it decides the active campaign, hence the member's level.
      const read = () => readLevels(app.database.db, context, request.locale);
      return sendKeptAnswer(request, reply, context, read, context.today);
    },
  );
};
