import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staticAssetRoutes } from '../assets';
import { platformRoutes } from '../params';
import { courseActivitiesRoute } from './activities-route';
import { catalogueDetailRoutes } from './detail-routes';
import { catalogueListRoutes } from './list-routes';
import { podcastSearchRoute } from './podcast-search-route';
import { catalogueStateRoutes } from './state-routes';

/**
 * The learning catalogue (signed in): lists with the filters of spec §3, details, a course's activities,
 * podcast search, and the caller's favourites, enrolments and subscriptions; with the platform data around it
 * (params, site lists, FAQ, pages, banner, campaigns, module items) and the static files the content points at.
 * See docs/server.md "Catalogue".
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(platformRoutes);
  await app.register(staticAssetRoutes);
  await app.register(catalogueListRoutes);
  await app.register(podcastSearchRoute);
  await app.register(catalogueDetailRoutes);
  await app.register(courseActivitiesRoute);
  await app.register(catalogueStateRoutes);
};
