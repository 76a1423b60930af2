import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyClient } from './public-client';
import { readParams } from './params-reader';
import { readInstitutionalPage, readPublicFaq } from './platform-content-reader';
import { readSiteLists } from './site-lists-reader';
import { PLATFORM_PATHS, ACCOUNT_PATHS } from '@campus/core/api';
import {
  clientQuerySchema,
  faqQuerySchema,
  faqResponseSchema,
  institutionalPageSchema,
  pageSlugSchema,
  paramsResponseSchema,
  siteListsResponseSchema,
} from '@campus/core/schemas';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { varyByLanguage } from '../i18n/vary-language';

/** How public platform calls name their client, for the OpenAPI descriptions. */
export const IDENTIFICATION =
  'The client is named by `?client_id=` (its public OAuth client id), else by the Basic client credentials ' +
  'the SDK sends when signed out, else by a bearer token (the user’s selected client).';

/**
 * Public platform calls, needed before sign-in (spec §2 public routes, §3 params and site lists):
 * `GET /api/params/`, `/api/site-lists/`, `/api/faq/` and `/api/institutional/{slug}/`.
 */
export const publicPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACCOUNT_PATHS.params,
    {
      schema: {
        tags: ['platform'],
        summary: 'Client params: module flags, colours, logos, layout, login flags, languages',
        description: `${IDENTIFICATION} The answer fills the SDK's params store as it comes.`,
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
    PLATFORM_PATHS.siteLists,
    {
      schema: {
        tags: ['platform'],
        summary: 'Shared site lists (spec §3), labels in the request language',
        description: IDENTIFICATION,
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
    PLATFORM_PATHS.faq,
    {
      schema: {
        tags: ['platform'],
        summary: 'FAQ by category, optionally one category or a text search',
        description:
          `${IDENTIFICATION} Categories, questions and answers in the request language (pt-BR where the client ` +
          'gave no translation); the search looks in those texts. Signed-out callers get it only when the ' +
          "client's `show_public_faq` login flag is on (401 otherwise); 403 when the client has no `has_faq` module.",
        querystring: faqQuerySchema,
        response: { 200: faqResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      varyByLanguage(reply);
      return readPublicFaq(app.database.db, await identifyClient(request, request.query.client_id), request.locale, {
        category: request.query.category,
        search: request.query.search,
      });
    },
  );

  app.get(
    PLATFORM_PATHS.institutional,
    {
      schema: {
        tags: ['platform'],
        summary: 'An institutional page (about, cookies_policy, support, privacy-policy, terms-and-conditions …)',
        description:
          `${IDENTIFICATION} Also serves the client's wildcard pages (site list \`wildcard_pages\`). Title and ` +
          'body in the request language, pt-BR where the client gave no translation.',
        params: z.object({ slug: pageSlugSchema }),
        querystring: clientQuerySchema,
        response: { 200: institutionalPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      varyByLanguage(reply);
      const { client } = await identifyClient(request, request.query.client_id);
      const page = await readInstitutionalPage(app.database.db, client.id, request.params.slug, request.locale);
      if (!page) throw new ApiError(404, 'not_found_or_forbidden');
      return page;
    },
  );
};
