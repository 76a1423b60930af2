import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { SIGNED_IN_ACCESS } from '../shared/access';
import { feedRoutes } from './feed-routes';

/** The activity feed of the profile (issue 25; docs/server.md "Activity feed"), for anyone signed in. */
export const profileFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, feedRoutes));
};
