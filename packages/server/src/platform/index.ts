import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { PUBLIC_ACCESS, PUBLIC_CLIENT_ACCESS, SIGNED_IN_ACCESS } from '../shared/access';
import { staticAssetRoutes } from './asset-routes';
import { portfolioRoutes } from './portfolio-routes';
import { publicPlatformRoutes } from './public-routes';
import { sessionPlatformRoutes } from './session-routes';

/**
 * Platform data around the catalogue (docs/server.md "Catalogue"): client params, site lists, FAQ,
 * institutional pages and the training portfolio (public: the client is named by the request), the welcome
 * banner and module items (signed in), and the static files the content points at.
 */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(PUBLIC_CLIENT_ACCESS, publicPlatformRoutes, portfolioRoutes));
  await app.register(withAccess(SIGNED_IN_ACCESS, sessionPlatformRoutes));
  await app.register(withAccess(PUBLIC_ACCESS, staticAssetRoutes));
};
