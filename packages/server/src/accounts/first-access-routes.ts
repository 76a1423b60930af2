import { ACCOUNT_PATHS } from '@campus/core/api';
import { firstAccessRequestSchema, messageResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-body';
import type { AccountContext } from './account-context';
import { accountText } from './account-texts';
import { firstAccess } from './first-access';
import { REGISTRATION_TAGS } from './registration-routes';

const tags = REGISTRATION_TAGS;

/** First access (a pre-registered account chooses its password). Public. */
export function firstAccessRoutes(ctx: AccountContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      ACCOUNT_PATHS.firstAccess,
      {
        schema: {
          tags,
          summary: 'First access: prove identity and choose a password',
          description:
            'Document plus birthday and/or e-mail (each given must match). Unknown or not matching: 404 ' +
            '`user_not_found`; an account with a password already: 409 `account_already_activated`; 10 failures per ' +
            'document or address in 15 minutes: 429. An account without a profile whose client offers some chooses ' +
            'one (`user_profile`; 422 `profile_required` / `invalid_profile`).',
          body: firstAccessRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 404, 409, 422, 429) },
        },
      },
      async (request) => {
        await firstAccess(ctx, { ...request.body, ip: request.ip });
        return { message: accountText(request.locale, 'answers.first_access_done') };
      },
    );
  };
}
