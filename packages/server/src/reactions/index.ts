import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { SIGNED_IN_ACCESS } from '../shared/access';
import { reactionEvaluationRoutes } from './reaction-evaluation-routes';

/**
 * Reaction evaluations (docs/server.md "Reaction evaluations"): the caller's own answers, signed in; the player's
 * access rule (`findOpenableActivity`) decides which evaluations they see.
 */
export const reactionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, reactionEvaluationRoutes));
};
