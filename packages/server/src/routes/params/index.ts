import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicPlatformRoutes } from './public-routes';
import { sessionPlatformRoutes } from './session-routes';

/**
 * Platform data around the catalogue: client params, site lists, FAQ and institutional pages (public), the
 * welcome banner, campaigns and module items (signed in). See docs/server.md "Catalogue".
 */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicPlatformRoutes);
  await app.register(sessionPlatformRoutes);
};
