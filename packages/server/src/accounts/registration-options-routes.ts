import { ACCOUNT_PATHS } from '@campus/core/api';
import { clientQuerySchema, countryCodeSchema, registrationOptionsSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-body';
import { varyByLanguage } from '../i18n/vary-language';
import { identifyClient } from '../platform/public-client';
import { IDENTIFICATION } from '../platform/public-routes';
import { registrationOptions } from './organisations';
import { REGISTRATION_TAGS } from './registration-routes';

/**
 * What a registration (or profile) form of a client chooses from: each client has its own agencies and retail
 * chains, so the call names its client like the public platform calls do.
 */
export const registrationOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACCOUNT_PATHS.registrationOptions,
    {
      schema: {
        tags: REGISTRATION_TAGS,
        summary: 'What a registration form chooses from',
        description:
          'Countries named and sorted in the request language, and the client’s active agencies with brands and ' +
          `chains with stores (of \`country\`, if given). ${IDENTIFICATION}`,
        querystring: z.object({ ...clientQuerySchema.shape, country: z.optional(countryCodeSchema) }),
        response: { 200: registrationOptionsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      varyByLanguage(reply);
      const { client } = await identifyClient(request, request.query.client_id);
      return registrationOptions(app.database.db, client.id, request.locale, request.query.country);
    },
  );
};
