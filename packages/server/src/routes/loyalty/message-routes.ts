import { memberMessageSchema, paginatedSchema, paginationQuerySchema } from '@campus/core';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../auth/authenticate';
import { pageOffset, toPage } from '../../catalogue/pagination';
import { memberMessages } from '../../db/schema';
import type { MemberMessageRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { memberMessageText } from '../../i18n/member-message-texts';
import type { Locale } from '@campus/core';
import { idParamsSchema } from '../../loyalty/request-context';

const security = [{ bearerAuth: [] }];

function toWire(row: MemberMessageRow, locale: Locale) {
  return {
    id: row.id,
    kind: row.kind,
    text: memberMessageText(row.kind, row.params, locale),
    params: row.params,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The member's internal messages (spec §2 profile "messages", §4: reaching a level's threshold sends one),
 * newest first, in the request language, and marking one read.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/messages/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'The caller’s internal messages, newest first (level reached or decided, sale rejected …)',
        security,
        querystring: z.object({ ...paginationQuerySchema.shape, unread: z.enum(['true', 'false']).optional() }),
        response: { 200: paginatedSchema(memberMessageSchema), ...errorResponses(400, 401) },
      },
      preHandler: authenticate,
    },
    async (request) => {
      const userId = Number(request.user.id);
      const { db } = app.database;
      const where = and(
        eq(memberMessages.userId, userId),
        request.query.unread === 'true' ? isNull(memberMessages.readAt) : undefined,
      );
      const [total] = await db.select({ value: count() }).from(memberMessages).where(where);
      const rows = await db
        .select()
        .from(memberMessages)
        .where(where)
        .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
        .limit(request.query.page_size)
        .offset(pageOffset(request.query));
      return toPage(
        request.url,
        request.query,
        total?.value ?? 0,
        rows.map((row) => toWire(row, request.locale)),
      );
    },
  );

  app.post(
    '/api/messages/:id/read/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Marks one of the caller’s messages read (repeating it keeps the first reading time)',
        security,
        params: idParamsSchema,
        response: { 200: memberMessageSchema, ...errorResponses(400, 401, 404) },
      },
      preHandler: authenticate,
    },
    async (request) => {
      const userId = Number(request.user.id);
      const { db } = app.database;
      const mine = and(eq(memberMessages.id, request.params.id), eq(memberMessages.userId, userId));
      await db
        .update(memberMessages)
        .set({ readAt: new Date() })
        .where(and(mine, isNull(memberMessages.readAt)));
      const [row] = await db.select().from(memberMessages).where(mine);
      if (!row) throw new ApiError(404, 'not_found_or_forbidden');
      return toWire(row, request.locale);
    },
  );
};
