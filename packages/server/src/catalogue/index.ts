import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { varyByLanguage } from '../i18n/vary-language';
import { SIGNED_IN_ACCESS } from '../shared/access';
import { courseActivitiesRoute } from './activities-route';
import { catalogueDetailRoutes } from './detail-routes';
import { catalogueListRoutes } from './list-routes';
import { podcastSearchRoute } from './podcast-search-route';
import { catalogueStateRoutes } from './state-routes';

/**
 * The learning catalogue, signed in (docs/server.md "Catalogue"): lists with the filters of spec §3, details,
 * a course's activities, podcast search, and the caller's favourites, enrolments and subscriptions. Each kind
 * is switched on by its client's module flags, checked per route. Every answer is in the request's language
 * (titles, descriptions, labels: the client's translation, else Portuguese), hence `Vary: Accept-Language`.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => varyByLanguage(reply));
  await app.register(
    withAccess(
      SIGNED_IN_ACCESS,
      catalogueListRoutes,
      podcastSearchRoute,
      catalogueDetailRoutes,
      courseActivitiesRoute,
      catalogueStateRoutes,
    ),
  );
};
