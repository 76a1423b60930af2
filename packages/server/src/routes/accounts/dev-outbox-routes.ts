import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_CHANNELS, outboxMessages } from '../../db/schema';
import { errorResponses } from '../../http/error-body';

/** One message of the development outbox. */
const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});

/**
 * `GET /dev/outbox/`: what the development sender adapter "sent" (recovery links, codes), newest first, so a
 * demo can be walked through without a mail server. Registered in demo mode only: otherwise the path does not
 * exist (404), since the outbox holds live recovery links.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.demo) return;
  app.get(
    '/dev/outbox/',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages written by the development sender (demo mode only)',
        querystring: z.object({
          recipient: z.string().max(256).optional().describe('Only messages to this address or number'),
          channel: z.enum(MESSAGE_CHANNELS).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ results: z.array(outboxMessageSchema) }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { recipient, channel, limit } = request.query;
      const rows = await app.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            recipient === undefined ? undefined : eq(outboxMessages.recipient, recipient),
            channel === undefined ? undefined : eq(outboxMessages.channel, channel),
          ),
        )
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
      return {
        results: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
