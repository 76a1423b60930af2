import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { SIGNED_IN_ACCESS } from '../shared/access';
import { gamePlayRoutes } from './game-routes';

/** Games (docs/server.md "Games"): the caller's own attempts, signed in. */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, gamePlayRoutes));
};
