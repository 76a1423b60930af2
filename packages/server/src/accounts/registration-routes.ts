import { ACCOUNT_PATHS } from '@campus/core/api';
import {
  preRegistrationRequestSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-body';
import { authenticateClient } from '../shared/client-credentials';
import type { AccountContext } from './account-context';
import { limitRegistrations } from './limiters';
import type { REGISTRATION_VARIANT_RULES } from './registration-service';
import { preRegister, register } from './registration-service';

/** The OpenAPI tag of the registration calls (and of first access). */
export const REGISTRATION_TAGS = ['registration'];
const tags = REGISTRATION_TAGS;

/** The registration screens (spec §2) and their paths: one path per screen, one payload for all. */
const REGISTRATION_PATHS = [
  [ACCOUNT_PATHS.register, 'register', 'Register (learners; approved at once)'],
  [ACCOUNT_PATHS.registerSevenTrade, 'seven_trade', 'Register a brand promoter (stores required; awaits approval)'],
  [ACCOUNT_PATHS.registerPopTrade, 'pop_trade', 'Register store sales staff (stores required; awaits approval)'],
] as const satisfies readonly (readonly [string, keyof typeof REGISTRATION_VARIANT_RULES, string])[];

const REGISTRATION_RULES_TEXT =
  "Every rule of spec §5 is checked with core's rules; failures are 422 with the first code and `field_errors` " +
  '(field → code): `text_too_long`, `required_fields_missing`, `document_required`, `invalid_document`, ' +
  '`invalid_email`, `emails_do_not_match`, `invalid_phone`, `password_too_short`, `passwords_do_not_match`, ' +
  '`terms_not_accepted`, `invalid_birthday`, `underage`, `company_agency_required`, `too_many_company_agencies`, ' +
  '`brand_required`, `store_required`, `invalid_selection`, and on `user_profile` (one of params `user_profile`, ' +
  'required when the client offers profiles; its role is granted, and a programme role awaits approval) ' +
  '`profile_required` / `invalid_profile`. Taken document, e-mail or username: 409 ' +
  "`document_already_registered` / `email_already_registered` / `username_already_registered`. Needs the client's " +
  'Basic credentials (spec §7: calls without a user token carry them); the account joins that client. 20 accounts ' +
  'per address per hour, then 429.';

/**
 * Registration (three screens, one payload) and pre-registration: no user token, the client's credentials
 * (checked here: they may be in the body), whose client the account joins.
 */
export function registrationRoutes(ctx: AccountContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [path, variant, summary] of REGISTRATION_PATHS) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary,
            description: REGISTRATION_RULES_TEXT,
            body: registrationRequestSchema,
            response: { 201: registrationResponseSchema, ...errorResponses(400, 401, 409, 422, 429) },
          },
        },
        async (request, reply) => {
          const client = await authenticateClient(request);
          return reply
            .code(201)
            .send(await limitRegistrations(ctx, request.ip, () => register(ctx, variant, request.body, client)));
        },
      );
    }

    app.post(
      ACCOUNT_PATHS.preRegister,
      {
        schema: {
          tags,
          summary: 'Pre-register (no password yet; activated by first access)',
          description:
            'Personal data, terms and age only; the account awaits approval and has no password until first access. ' +
            'Errors as for a registration.',
          body: preRegistrationRequestSchema,
          response: { 201: registrationResponseSchema, ...errorResponses(400, 401, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        const client = await authenticateClient(request);
        return reply
          .code(201)
          .send(await limitRegistrations(ctx, request.ip, () => preRegister(ctx, request.body, client)));
      },
    );
  };
}
