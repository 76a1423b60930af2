import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { varyByLanguage } from '../i18n/vary-language';
import { SIGNED_IN_ACCESS } from '../shared/access';
import { playlistRoutes } from './playlist-routes';
import { positionRoutes } from './position-routes';

/**
 * Podcasts, the learner's side (issue 24; docs/server.md "Podcast playlists"): their own playlists and where they
 * stopped in each episode, signed in, in the podcasts module. The podcasts themselves are the catalogue's.
 * Episode and podcast titles are in the request's language (`Vary: Accept-Language`).
 */
export const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => varyByLanguage(reply));
  await app.register(withAccess(SIGNED_IN_ACCESS, playlistRoutes));
  await app.register(withAccess(SIGNED_IN_ACCESS, positionRoutes));
};
