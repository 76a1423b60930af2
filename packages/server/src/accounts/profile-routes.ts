import { ACCOUNT_PATHS } from '@campus/core/api';
import { messageResponseSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePassword, deleteAccount, setAccountFlags } from './account-actions';
import { discardAvatar } from './avatar-service';
import type { AccountContext } from './account-context';
import { accountText } from './account-texts';
import {
  acceptCookiesRequestSchema,
  accountFlagsSchema,
  changePasswordRequestSchema,
  completeRegisterRequestSchema,
  deleteAccountRequestSchema,
  profileSchema,
  profileUpdateRequestSchema,
} from '@campus/core/schemas';
import { readProfile } from './profile-read';
import { changeProfile } from './profile-update';
import { requestScope } from '../shared/request-scope';
import { errorResponses } from '../http/error-body';

const tags = ['profile'];

/**
 * The signed-in user's own account (spec §2 profile, complete-register, password change, §1 deletion, §3
 * session flags). No route takes a user id: each acts on `request.user`, so nobody reaches another account.
 */
export function profileRoutes(ctx: AccountContext): FastifyPluginAsyncZod {
  return async (app) => {
    const userIdOf = (request: { user: { id: string } }) => Number(request.user.id);

    app.get(
      ACCOUNT_PATHS.profile,
      {
        schema: {
          tags,
          summary: 'My profile',
          response: { 200: profileSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (request) => readProfile(ctx.database.db, userIdOf(request)),
    );

    app.patch(
      ACCOUNT_PATHS.profile,
      {
        schema: {
          tags,
          summary: 'Update my profile',
          description:
            "Only the fields sent change (`null` clears an optional one). Core's rules decide: 422 with the first code " +
            'and `field_errors`. A new e-mail needs `email_confirmation`; a changed phone is no longer verified; the ' +
            'address, once merged, must be complete. Taken e-mail: 409 `email_already_registered`.',
          body: profileUpdateRequestSchema,
          response: { 200: profileSchema, ...errorResponses(400, 401, 403, 409, 422) },
        },
      },
      async (request) => {
        await changeProfile(ctx, await requestScope(request), { mode: 'update', input: request.body });
        return readProfile(ctx.database.db, userIdOf(request));
      },
    );

    app.post(
      ACCOUNT_PATHS.completeRegister,
      {
        schema: {
          tags,
          summary: 'Complete my registration',
          description:
            'The remaining data after sign-in: names, birthday (adult), mobile phone, full address, terms, one ' +
            'company/agency with brands, stores per chain, and the document when the account has none (taken: 409 ' +
            '`document_already_used`). Marks the profile complete.',
          body: completeRegisterRequestSchema,
          response: { 200: profileSchema, ...errorResponses(400, 401, 403, 409, 422) },
        },
      },
      async (request) => {
        await changeProfile(ctx, await requestScope(request), { mode: 'complete', input: request.body });
        return readProfile(ctx.database.db, userIdOf(request));
      },
    );

    app.post(
      ACCOUNT_PATHS.acceptTerms,
      {
        schema: {
          tags,
          summary: 'Accept the terms and conditions',
          response: { 200: accountFlagsSchema, ...errorResponses(401, 403) },
        },
      },
      (request) => setAccountFlags(ctx, userIdOf(request), { acceptTerms: true }),
    );

    app.post(
      ACCOUNT_PATHS.acceptCookies,
      {
        schema: {
          tags,
          summary: 'Accept or refuse the cookie policy',
          body: acceptCookiesRequestSchema,
          response: { 200: accountFlagsSchema, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => setAccountFlags(ctx, userIdOf(request), { acceptCookies: request.body.accept_cookies_policy }),
    );

    app.post(
      ACCOUNT_PATHS.changePassword,
      {
        schema: {
          tags,
          summary: 'Change my password',
          description:
            "Core's password rule (422 `password_too_short` / `passwords_do_not_match`), then the current password " +
            '(422 `current_password_incorrect`; 10 wrong in 15 minutes: 429). Signs out every other session.',
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 409, 422, 429) },
        },
      },
      async (request) => {
        const { current_password: current, password, password_confirmation: confirmation } = request.body;
        await changePassword(ctx, userIdOf(request), request.authSession.familyId, { current, password, confirmation });
        return { message: accountText(request.locale, 'answers.password_changed') };
      },
    );

    app.delete(
      ACCOUNT_PATHS.profile,
      {
        schema: {
          tags,
          summary: 'Delete my account',
          description:
            'Confirmed by typing the full name (422 `account_name_mismatch`). Personal data is removed or anonymised ' +
            'and every session ends.',
          body: deleteAccountRequestSchema,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 422) },
        },
      },
      async (request, reply) => {
        const avatar = await deleteAccount(ctx, userIdOf(request), request.body.full_name);
        // The photo is personal data too: its object goes once the account's deletion committed.
        await discardAvatar({ store: app.objectStore, log: request.log }, avatar);
        return reply.code(204).send(null);
      },
    );
  };
}
