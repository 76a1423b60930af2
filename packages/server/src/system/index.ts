import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareAccess } from '../http/declare-access';
import { PUBLIC_ACCESS } from '../shared/access';
import { healthRoutes } from './health-routes';

/** The system's own routes, public: `GET /health` for load balancers and uptime checks. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, PUBLIC_ACCESS);
  await app.register(healthRoutes);
};
