import { PLATFORM_PATHS } from '@campus/core/api';
import { moduleItemsResponseSchema, welcomeBannerResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-body';
import { readModuleItems } from '../shared/module-items';
import { requestScope } from '../shared/request-scope';
import { readWelcomeBanner } from './platform-content-reader';

/**
 * Signed-in platform calls: the welcome banner and the module items per client (spec §2 home, §3
 * `welcome_banner`, `user_client_module_items`).
 */
export const sessionPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PLATFORM_PATHS.welcomeBanner,
    {
      schema: {
        tags: ['platform'],
        summary: 'Welcome banner slides showing now, in order',
        response: { 200: welcomeBannerResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return { welcome_banner: await readWelcomeBanner(app.database.db, scope.clientId) };
    },
  );

  app.get(
    PLATFORM_PATHS.moduleItems,
    {
      schema: {
        tags: ['platform'],
        summary: 'Module items (menu entries) per client of the caller, names in the request language',
        description: 'Only items whose module flag is on in their client.',
        response: { 200: moduleItemsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      user_client_module_items: await readModuleItems(app.database.db, Number(request.user.id), request.locale),
    }),
  );
};
