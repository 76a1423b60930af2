import type { CampusApp } from './campus-app';
import { ApiError } from './api-error';

/**
 * While the server closes, requests still arriving on open keep-alive connections get 503
 * `service_unavailable` with `Connection: close` (so the load balancer retries elsewhere), in the usual error
 * shape. Requests already running finish normally. Replaces Fastify's built-in closing answer, whose body
 * has another shape.
 */
export function registerShutdownGuard(app: CampusApp): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError(503, 'service_unavailable');
  });
}
