import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../../http/declare-access';
import { SIGNED_IN_ACCESS } from '../../shared/access';
import { launchRoutes } from './launch-routes';

export { buildContentApp } from './content-app';
export type { BuildContentAppOptions } from './content-app';
export { scormLaunchOf } from './scorm-toc';

/** The launch of activity contents on the content origin, signed in (docs/server.md "Content origin"). */
export const activityLaunchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, launchRoutes));
};
