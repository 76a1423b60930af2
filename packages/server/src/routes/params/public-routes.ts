import { isModuleEnabled } from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyClient } from '../../catalogue/public-client';
import { readParams } from '../../catalogue/params-reader';
import { readFaq, readInstitutionalPage } from '../../catalogue/platform-content-reader';
import { readSiteLists } from '../../catalogue/site-lists-reader';
import {
  clientQuerySchema,
  faqQuerySchema,
  faqResponseSchema,
  institutionalPageSchema,
  pageSlugSchema,
  paramsResponseSchema,
  siteListsResponseSchema,
} from '@campus/core';
import { unauthorized } from '../../auth/authenticate';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';

/** How public platform calls name their client, for the OpenAPI descriptions. */
const IDENTIFICATION =
  'The client is named by `?client_id=` (its public OAuth client id), else by the Basic client credentials ' +
  'the SDK sends when signed out, else by a bearer token (the user’s selected client).';

const security = [{ clientBasic: [] }, { bearerAuth: [] }, {}];

/**
 * Public platform calls, needed before sign-in (spec §2 public routes, §3 params and site lists):
 * `GET /api/params/`, `/api/site-lists/`, `/api/faq/` and `/api/institutional/{slug}/`.
 */
export const publicPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/params/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Client params: module flags, colours, logos, layout, login flags, languages',
        description: `${IDENTIFICATION} The answer fills the SDK's params store as it comes.`,
        security,
        querystring: clientQuerySchema,
        response: { 200: paramsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { client } = await identifyClient(request, request.query.client_id);
      return readParams(app.database.db, client, request.locale);
    },
  );

  app.get(
    '/api/site-lists/',
    {
      schema: {
        tags: ['platform'],
        summary: 'Shared site lists (spec §3), labels in the request language',
        description: IDENTIFICATION,
        security,
        querystring: clientQuerySchema,
        response: { 200: siteListsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { client } = await identifyClient(request, request.query.client_id);
      return readSiteLists(app.database.db, client.id, request.locale);
    },
  );

  app.get(
    '/api/faq/',
    {
      schema: {
        tags: ['platform'],
        summary: 'FAQ by category, optionally one category or a text search',
        description:
          `${IDENTIFICATION} Signed-out callers get it only when the client's \`show_public_faq\` login flag ` +
          'is on (401 otherwise); 403 when the client has no `has_faq` module.',
        security,
        querystring: faqQuerySchema,
        response: { 200: faqResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { client, by } = await identifyClient(request, request.query.client_id);
      if (!isModuleEnabled(client.params.flags, 'faq')) throw new ApiError(403, 'forbidden');
      if (by !== 'bearer' && client.params.login['show_public_faq'] !== true) throw unauthorized();
      return readFaq(app.database.db, client.id, request.locale, {
        category: request.query.category,
        search: request.query.search,
      });
    },
  );

  app.get(
    '/api/institutional/:slug/',
    {
      schema: {
        tags: ['platform'],
        summary: 'An institutional page (about, cookies_policy, support, privacy-policy, terms-and-conditions …)',
        description: `${IDENTIFICATION} Also serves the client's wildcard pages (site list \`wildcard_pages\`).`,
        security,
        params: z.object({ slug: pageSlugSchema }),
        querystring: clientQuerySchema,
        response: { 200: institutionalPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { client } = await identifyClient(request, request.query.client_id);
      const page = await readInstitutionalPage(app.database.db, client.id, request.params.slug);
      if (!page) throw new ApiError(404, 'not_found_or_forbidden');
      return page;
    },
  );
};
