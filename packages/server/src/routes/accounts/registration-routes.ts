import { messageResponseSchema } from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountContext } from '../../accounts/account-context';
import { accountText } from '../../accounts/account-texts';
import {
  countryCodeSchema,
  firstAccessRequestSchema,
  preRegistrationRequestSchema,
  registrationOptionsSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from '@campus/core';
import { firstAccess } from '../../accounts/first-access';
import { ipKey, registrationLimiter } from '../../accounts/limiters';
import { registrationOptions } from '../../accounts/organisations';
import type { REGISTRATION_VARIANT_RULES } from '../../accounts/registration-service';
import { preRegister, register } from '../../accounts/registration-service';
import { authenticateClient } from '../../auth/client-credentials';
import { errorResponses } from '../../http/error-body';

const tags = ['registration'];

/** The registration screens (spec §2) and their paths: one path per screen, one payload for all. */
const REGISTRATION_PATHS = [
  ['/accounts/register/', 'register', 'Register (learners; approved at once)'],
  ['/accounts/register-seven-trade/', 'seven_trade', 'Register a brand promoter (stores required; awaits approval)'],
  ['/accounts/register-pop-trade/', 'pop_trade', 'Register store sales staff (stores required; awaits approval)'],
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
 * Registration (three screens, one payload), pre-registration, first access and the options a registration
 * form chooses from. Public: no user token.
 */
export function registrationRoutes(ctx: AccountContext): FastifyPluginAsyncZod {
  /** Runs a registration unless the address created 20 accounts in the last hour (429); counts it when it succeeds. */
  async function limitRegistrations<T>(ip: string, work: () => Promise<T>): Promise<T> {
    await registrationLimiter.assertAllowed(ctx, [ipKey(ip)], ctx.now());
    const result = await work();
    await registrationLimiter.recordFailure(ctx, [ipKey(ip)], ctx.now());
    return result;
  }

  return async (app) => {
    for (const [path, variant, summary] of REGISTRATION_PATHS) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary,
            description: REGISTRATION_RULES_TEXT,
            security: [{ clientBasic: [] }],
            body: registrationRequestSchema,
            response: { 201: registrationResponseSchema, ...errorResponses(400, 401, 409, 422, 429) },
          },
        },
        async (request, reply) => {
          const client = await authenticateClient(request);
          return reply
            .code(201)
            .send(await limitRegistrations(request.ip, () => register(ctx, variant, request.body, client)));
        },
      );
    }

    app.post(
      '/accounts/pre_register/',
      {
        schema: {
          tags,
          summary: 'Pre-register (no password yet; activated by first access)',
          description:
            'Personal data, terms and age only; the account awaits approval and has no password until first access. ' +
            'Errors as for a registration.',
          security: [{ clientBasic: [] }],
          body: preRegistrationRequestSchema,
          response: { 201: registrationResponseSchema, ...errorResponses(400, 401, 409, 422, 429) },
        },
      },
      async (request, reply) => {
        const client = await authenticateClient(request);
        return reply.code(201).send(await limitRegistrations(request.ip, () => preRegister(ctx, request.body, client)));
      },
    );

    app.post(
      '/accounts/first_access/',
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

    app.get(
      '/accounts/registration_options/',
      {
        schema: {
          tags,
          summary: 'What a registration form chooses from',
          description: 'Countries, the active agencies with brands and chains with stores (of `country`, if given).',
          querystring: z.object({ country: z.optional(countryCodeSchema) }),
          response: { 200: registrationOptionsSchema, ...errorResponses(400) },
        },
      },
      (request) => registrationOptions(ctx.database.db, request.query.country),
    );
  };
}
