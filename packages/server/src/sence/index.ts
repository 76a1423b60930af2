import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { PUBLIC_ACCESS, SIGNED_IN_ACCESS } from '../shared/access';
import { devSenceRoutes } from './dev-sence-routes';
import { senceLearnerRoutes, senceReturnRoutes } from './sence-routes';

/**
 * SENCE training sessions (issue 26; docs/server.md "SENCE"): the learner's routes (signed in); SENCE's answers
 * (public: SENCE form-POSTs them through the browser, without the learner's bearer token, and the unguessable
 * `IdSesionAlumno` ties each to its attempt); and in demo mode the development SENCE (public, like SENCE's pages).
 */
export const senceDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, senceLearnerRoutes));
  await app.register(withAccess(PUBLIC_ACCESS, senceReturnRoutes, devSenceRoutes));
};

export { senceSessionRequired, senceStanding, senceDay } from './sence-store';
export { senceServiceOf, DEV_SENCE_RUT_OTEC, DEV_SENCE_TOKEN } from './sence-service';
export type { SenceService } from './sence-service';
export { DEV_SENCE_PASSWORD, devSenceStateOf } from './dev-sence-routes';
