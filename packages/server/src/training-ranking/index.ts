import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { SIGNED_IN_ACCESS } from '../shared/access';
import { trainingRankingRoutes } from './training-ranking-routes';

/** The training ranking of the profile (issue 25; docs/server.md "Training ranking"), for anyone signed in. */
export const trainingRankingDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, trainingRankingRoutes));
};
