import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';

/** How long the database may take to answer `select 1` before the check fails. */
const DATABASE_CHECK_TIMEOUT_MS = 3000;

/** `GET /health` answer. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  /** Which database the process uses. */
  database: z.enum(['pglite', 'postgres']),
});

/**
 * `GET /health`, for load balancers and uptime checks: 200 when the database answers, 503
 * `service_unavailable` when it does not (or while the process shuts down).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
      // Probes hit this every few seconds: keep them out of the request log.
      logLevel: 'warn',
    },
    async (request) => {
      const { database } = app;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          database.db.execute(sql`select 1`),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        throw new ApiError(503, 'service_unavailable', {}, { cause: error });
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
