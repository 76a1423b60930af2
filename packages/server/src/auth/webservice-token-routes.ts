import { ACCOUNT_PATHS } from '@campus/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticateClient } from '../shared/client-credentials';
import { issueWebserviceToken } from './webservice-token';
import { errorResponses } from '../http/error-body';

const webserviceTokenRequestSchema = z.object({
  username: z.string().trim().min(1).max(1024).describe('user name, e-mail or document of a member of the client'),
});

const webserviceTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().nonnegative(),
  scope: z.string(),
});

/**
 * `POST /etraining_login/webservice_token/`: a partner portal's server obtains a webservice token for one of
 * its client's members (src/auth/webservice-token.ts). JSON, answers `{ code, message }` errors.
 */
export const webserviceTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ACCOUNT_PATHS.webserviceToken,
    {
      schema: {
        tags: ['auth'],
        summary: 'Obtain a webservice token for a member (partner portals, server to server)',
        description:
          "For the `token` attribute of the elements and the site's `webservice-login/{token}`: an access token " +
          'without a refresh token, whose first 401 ends the session. Client Basic credentials of a client listed ' +
          'in `CAMPUS_WEBSERVICE_CLIENTS` (others: 403 `forbidden`); never call it from a browser. Unknown person: ' +
          '404 `user_not_found`; blocked, awaiting approval or not a member of the client: 400 `user_blocked` / ' +
          '`account_awaiting_approval` / `user_without_access`; a superuser or staff account (administrators, ' +
          'auditors, moderators, instructors): 400 `password_sign_in_required`, since only its password signs it in.',
        body: webserviceTokenRequestSchema,
        response: { 200: webserviceTokenResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const answer = await issueWebserviceToken(app, await authenticateClient(request), request.body.username);
      // A token answer is never cached (RFC 6749 §5.1, as /o/token/).
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(answer);
    },
  );
};
