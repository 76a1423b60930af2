import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_CHANNELS } from '../db/schema';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { isLocalCaller } from '../http/local-caller';
import { readOutbox } from '../senders/outbox-sender';

/** One message of the development outbox. */
const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});

/** Not in core's path table: a development aid of the reference server, never called by the SDK. */
const DEV_OUTBOX_PATH = '/dev/outbox/';

/**
 * `GET /dev/outbox/`: what the development sender adapter "sent" (recovery links, codes), newest first, so a
 * demo can be walked through without a mail server. Registered in demo mode only, and it answers callers on this
 * machine only: to anyone else the path does not exist (404), since the outbox holds live recovery links.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.demo) return;
  app.get(
    DEV_OUTBOX_PATH,
    {
      schema: {
        tags: ['development'],
        summary: 'Messages written by the development sender (demo mode, callers on this machine only)',
        querystring: z.object({
          recipient: z.string().max(256).optional().describe('Only messages to this address or number'),
          channel: z.enum(MESSAGE_CHANNELS).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ results: z.array(outboxMessageSchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!isLocalCaller(request)) throw new ApiError(404, 'not_found');
      return { results: await readOutbox(app.database.db, request.query) };
    },
  );
};
