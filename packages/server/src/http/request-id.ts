import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request id in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a proxy or client may send: short, printable, no spaces (they end up in logs verbatim). */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify `genReqId`: the incoming `X-Request-Id` when it looks like an id (so one id follows a request
 * through the load balancer and our logs), otherwise a new UUID. The id is echoed in every answer.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
}
