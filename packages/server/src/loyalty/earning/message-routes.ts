import { LOYALTY_PATHS } from '@campus/core/api';
import { memberMessageSchema, paginatedSchema, paginationQuerySchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-body';
import { sendKeptAnswer } from '../../shared/answer-cache';
import { idParamsSchema } from '../request-context';
import { listMessages, markMessageRead } from './message-service';

/**
 * The member's internal messages (spec §2 profile "messages", §4: reaching a level's threshold sends one),
 * newest first, in the request language, and marking one read.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.messages,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'The caller’s internal messages, newest first (level reached or decided, sale rejected …)',
        querystring: z.object({ ...paginationQuerySchema.shape, unread: z.enum(['true', 'false']).optional() }),
        response: { 200: paginatedSchema(memberMessageSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const userId = Number(request.user.id);
      const read = () => listMessages(app.database.db, userId, request.locale, request.url, request.query);
      // The messages are the user's whatever the client: no client in the key.
      return sendKeptAnswer(request, reply, { userId, clientId: 0 }, read);
    },
  );

  app.post(
    LOYALTY_PATHS.readMessage,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Marks one of the caller’s messages read (repeating it keeps the first reading time)',
        params: idParamsSchema,
        response: { 200: memberMessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => markMessageRead(app.database.db, Number(request.user.id), request.params.id, request.locale),
  );
};
