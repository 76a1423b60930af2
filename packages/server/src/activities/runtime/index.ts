import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../../http/declare-access';
import { SIGNED_IN_ACCESS } from '../../shared/access';
import { runtimeRoutes } from './runtime-routes';

/**
 * SCORM run-time data, signed in (docs/server.md "SCORM run-time data"): the caller's own data model per SCORM
 * activity and attempt, read on launch and committed while the SCO runs.
 */
export const activityRuntimeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, runtimeRoutes));
};
