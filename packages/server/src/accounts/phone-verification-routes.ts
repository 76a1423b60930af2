import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountContext } from './account-context';
import { accountText } from './account-texts';
import { ACCOUNT_PATHS } from '@campus/core/api';
import {
  sendPhoneCodeRequestSchema,
  sendPhoneCodeResponseSchema,
  verifyPhoneCodeRequestSchema,
  verifyPhoneCodeResponseSchema,
} from '@campus/core/schemas';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification';
import { errorResponses } from '../http/error-body';

const tags = ['profile'];

/** Phone verification codes for the signed-in user's own phones (spec §2 profile, §3, §4 cooldown). */
export function phoneVerificationRoutes(ctx: AccountContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      ACCOUNT_PATHS.phoneVerificationSend,
      {
        schema: {
          tags,
          summary: 'Send a code to one of my phones',
          description:
            'Six digits, valid 10 minutes for 5 tries. One code per 300 s: 429 `verification_code_cooldown` with ' +
            '`Retry-After`. No number of that type: 422 `no_registered_phone`.',
          body: sendPhoneCodeRequestSchema,
          response: { 200: sendPhoneCodeResponseSchema, ...errorResponses(400, 401, 403, 422, 429, 502) },
        },
      },
      (request) =>
        sendPhoneCode(ctx, Number(request.user.id), {
          phoneType: request.body.phone_type,
          channel: request.body.channel,
          locale: request.locale,
        }),
    );

    app.post(
      ACCOUNT_PATHS.phoneVerificationVerify,
      {
        schema: {
          tags,
          summary: 'Verify one of my phones with its code',
          description: 'Marks the phone verified; a wrong, expired or used code is 422 `invalid_verification_code`.',
          body: verifyPhoneCodeRequestSchema,
          response: { 200: verifyPhoneCodeResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
        },
      },
      async (request) => {
        await verifyPhoneCode(ctx, Number(request.user.id), {
          phoneType: request.body.phone_type,
          code: request.body.code,
        });
        return {
          message: accountText(request.locale, 'answers.phone_verified'),
          phone_type: request.body.phone_type,
          verified: true as const,
        };
      },
    );
  };
}
