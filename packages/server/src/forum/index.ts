import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { roleAccess, SIGNED_IN_ACCESS } from '../shared/access';
import { forumModerationRoutes } from './moderation-routes';
import { forumRoutes } from './forum-routes';

/**
 * The forum with moderation (issue 24; docs/server.md "Forum"): the forum for anyone signed in (client flag
 * `has_forum`), its moderation for the client's moderators.
 */
export const forumDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, forumRoutes));
  await app.register(withAccess(roleAccess('moderator'), forumModerationRoutes));
};
