import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { SIGNED_IN_ACCESS } from '../shared/access';
import { surveyRoutes } from './survey-routes';

/** Surveys (issue 24; docs/server.md "Surveys"): the caller's own answers, signed in. */
export const surveyDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(SIGNED_IN_ACCESS, surveyRoutes));
};

export { hasMandatorySurveys } from './survey-audience';
