import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { SIGNED_IN_ACCESS } from '../shared/access';
import { testRoutes } from './test-routes';

/** Tests and quizzes (docs/server.md "Tests and quizzes"): the caller's own attempts, signed in. */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, testRoutes));
};
