import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { CampusApp } from './campus-app';
import type { ServerConfig } from '../config';
import { ApiError } from './api-error';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Security headers (helmet) and CORS. CORS allows exactly the configured origins (`CAMPUS_CORS_ORIGINS`);
 * credentials are bearer tokens, not cookies, so no `Access-Control-Allow-Credentials`.
 */
export async function registerSecurity(app: CampusApp, config: Pick<ServerConfig, 'corsOrigins'>) {
  await app.register(helmet, {
    // Widgets on other sites show our images and files (<img src>); same-origin CORP would block them.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Before CORS: an OPTIONS that is no preflight (no Origin or no Access-Control-Request-Method) is refused in the
  // API's error shape, not with @fastify/cors's plain-text "Invalid Preflight Request".
  app.addHook('onRequest', async (request) => {
    const { origin, 'access-control-request-method': method } = request.headers;
    if (request.method === 'OPTIONS' && (!origin || !method)) throw new ApiError(400, 'invalid_request');
  });
  const anyOrigin = config.corsOrigins.includes('*');
  await app.register(cors, {
    origin: anyOrigin ? '*' : [...config.corsOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Clients read these from cross-origin answers: the request id for support, Retry-After on 429.
    exposedHeaders: [REQUEST_ID_HEADER, 'retry-after', 'content-language'],
    maxAge: 600,
  });
}
