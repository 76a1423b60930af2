import { PassThrough } from 'node:stream';
import { ACCOUNT_PATHS } from '@campus/core/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { mayListen, parseAreaList } from '../realtime/areas';
import { RealtimeLimitError } from '../realtime/realtime-hub';
import type { HubConnection, RealtimeHub } from '../realtime/realtime-hub';
import { resolveRealtimeToken } from '../realtime/realtime-token';
import type { RealtimeIdentity } from '../realtime/realtime-token';
import { unauthorized } from '../shared/authenticate';

/** Reconnection delay suggested to clients (`retry:`), in milliseconds. */
const RETRY_MS = 3000;

const querySchema = z.object({
  token: z
    .string()
    .max(512)
    .optional()
    .describe('The realtime token, for clients that cannot send headers (EventSource); prefer the header'),
  areas: z
    .string()
    .max(4000)
    .optional()
    .describe('Comma-separated areas to hear (each must be the user’s); default: every area the user may hear'),
});

/** The realtime identity of each request that passed {@link checkRealtimeToken}. */
const identities = new WeakMap<FastifyRequest, RealtimeIdentity>();

/**
 * The access check of the realtime route: the realtime token (`user_firebase_token`, not an access token) as
 * `Authorization: Bearer` or `?token=`; 401 `unauthorized` otherwise.
 */
export async function checkRealtimeToken(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const { token: queryToken } = request.query as { token?: unknown };
  const token =
    header === undefined
      ? typeof queryToken === 'string'
        ? queryToken
        : undefined
      : /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!token) throw unauthorized();
  const identity = await resolveRealtimeToken(request.server, token);
  if (!identity) throw unauthorized();
  identities.set(request, identity);
}

/**
 * `GET /api/realtime/` — Server-Sent Events for the realtime token (`user_firebase_token`), sent as
 * `Authorization: Bearer` (core's SSE client) or `?token=`. Each event is `id:`, `event: ranking` (or the
 * publisher's type) and `data:` JSON with `area` (core's `rankingEventDataSchema`); `: keep-alive` comments
 * every 15 s. `Last-Event-ID` replays what this process still holds. The stream closes when the session is
 * revoked (sign-out anywhere) and when the server shuts down.
 */
export function realtimeRoute(hub: RealtimeHub): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      ACCOUNT_PATHS.realtime,
      {
        schema: {
          tags: ['realtime'],
          summary: 'Realtime ranking events (text/event-stream)',
          querystring: querySchema,
          response: errorResponses(400, 401, 403, 429, 503),
        },
      },
      async (request, reply) => {
        const identity = identities.get(request);
        if (!identity) throw unauthorized();
        const areas = parseAreaList(request.query.areas);
        if (areas?.some((area) => !mayListen(identity.listener, area))) throw new ApiError(403, 'forbidden');

        const stream = new PassThrough();
        const connection: HubConnection = {
          listener: identity.listener,
          familyId: identity.familyId,
          areas,
          write: (text) => void stream.write(text),
          bufferedBytes: () => stream.readableLength + reply.raw.writableLength,
          end: () => void stream.end(),
        };
        stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
        const lastEventId = request.headers['last-event-id'];
        let detach: () => void;
        try {
          detach = await hub.attach(connection, typeof lastEventId === 'string' ? lastEventId : undefined);
        } catch (error) {
          stream.destroy();
          if (error instanceof RealtimeLimitError && error.limit === 'user') {
            // This member already has many streams open: one more is refused, those open keep working.
            throw new ApiError(429, 'too_many_requests', {}, { cause: error, headers: { 'retry-after': '30' } });
          }
          throw new ApiError(503, 'service_unavailable', {}, { cause: error, headers: { 'retry-after': '10' } });
        }
        const cleanUp = () => {
          detach();
          stream.end();
        };
        // The client went away (or the stream ended): stop delivering to it.
        reply.raw.once('close', cleanUp);
        if (reply.raw.destroyed || request.raw.socket.destroyed) cleanUp();
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('x-accel-buffering', 'no')
            // A stream is sent as is (never serialised); the route's schemas only describe its error answers.
            .send(stream as never)
        );
      },
    );
  };
}
