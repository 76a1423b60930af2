import {
  LEDGER_ENTRY_KINDS,
  LEVEL_MULTIPLIERS,
  canAccessEvents,
  levelsResponseSchema,
  paginatedSchema,
  paginationQuerySchema,
  pointsSummarySchema,
  statementEntrySchema,
} from '@campus/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localizedName } from '../../catalogue/localized-name';
import { pageOffset, toPage } from '../../catalogue/pagination';
import { ledgerEntries } from '../../db/schema';
import { errorResponses } from '../../http/error-body';
import { memberAccess } from '../../loyalty/access';
import { readLevelDefinitions } from '../../loyalty/levels';
import { readCurrentLevel, readPointsSummary, settleExpiredPoints } from '../../loyalty/points-reader';
import { loyaltyContext } from '../../loyalty/request-context';

const security = [{ bearerAuth: [] }];
const POINTS_MODULES = ['points_table', 'reward_store', 'insert_sales'];

/** The member's points: summary, statement (the ledger) and levels (issue 6, spec §3 Reward state, §4). */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/points/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Points balance, experience points, level, level points, points pending audit and expiring points',
        security,
        response: { 200: pointsSummarySchema, ...errorResponses(401, 403) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, POINTS_MODULES);
      return readPointsSummary(app.database.db, context.userId, context.clientId, context.today);
    },
  );

  app.get(
    '/api/points/statement/',
    {
      schema: {
        tags: ['loyalty'],
        summary:
          'The caller’s ledger entries, newest first (earned, redeemed, reversed, expired, transferred, adjusted)',
        description: 'Each entry names its source (a sale, a store photo, an order …) and the balance right after it.',
        security,
        querystring: z.object({ ...paginationQuerySchema.shape, kind: z.enum(LEDGER_ENTRY_KINDS).optional() }),
        response: { 200: paginatedSchema(statementEntrySchema), ...errorResponses(400, 401, 403) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, POINTS_MODULES);
      const { db } = app.database;
      await settleExpiredPoints(db, context.userId, context.today);
      const where = and(
        eq(ledgerEntries.userId, context.userId),
        request.query.kind === undefined ? undefined : eq(ledgerEntries.kind, request.query.kind),
      );
      const [total] = await db.select({ value: count() }).from(ledgerEntries).where(where);
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(request.query.page_size)
        .offset(pageOffset(request.query));
      return toPage(
        request.url,
        request.query,
        total?.value ?? 0,
        rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          points: row.points,
          balance_after: row.balanceAfter,
          source: { type: row.sourceType, id: row.sourceId },
          campaign_id: row.campaignId,
          expires_on: row.expiresOn,
          note: row.note,
          created_at: row.createdAt.toISOString(),
        })),
      );
    },
  );

  app.get(
    '/api/levels/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Loyalty levels with their thresholds and benefits, and the caller’s level',
        description:
          'Thresholds are in level points (experience earned in the campaign). Reaching one opens a level request ' +
          'that the programme administrator approves after auditing invoices.',
        security,
        response: { 200: levelsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: memberAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request, POINTS_MODULES);
      const { db } = app.database;
      const [definitions, current] = await Promise.all([
        readLevelDefinitions(db, context.clientId),
        readCurrentLevel(db, context.userId, context.clientId, context.today),
      ]);
      return {
        levels: definitions.map((definition) => ({
          id: definition.id,
          level: definition.level,
          name: localizedName(definition.names, request.locale),
          minimum_points: definition.minimumPoints,
          benefits: {
            points_multiplier: LEVEL_MULTIPLIERS[definition.level],
            events: canAccessEvents(definition.level),
          },
        })),
        current_level: current.level,
        level_points: current.levelPoints,
      };
    },
  );
};
