import { ACCOUNT_PATHS, API_PATHS } from '@campus/core/api';
import {
  messageResponseSchema,
  phoneNumberWithDocumentRequestSchema,
  phoneNumberWithDocumentResponseSchema,
  recoverPasswordRequestSchema,
  recoverPasswordResponseSchema,
  sendRecoverPasswordCodeRequestSchema,
  sendRecoverPasswordCodeResponseSchema,
  validateRecoverPasswordCodeRequestSchema,
  validateRecoverPasswordCodeResponseSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountContext } from './account-context';
import { accountText } from './account-texts';
import { passwordLinkSchema, setPasswordRequestSchema } from '@campus/core/schemas';
import { phoneForDocument, requestRecoveryLink, sendRecoveryCode, validateRecoveryCode } from './recovery-service';
import { resolvePasswordLink, setPasswordFromLink } from './set-password';
import { errorResponses } from '../http/error-body';

const tags = ['password recovery'];

/**
 * Password recovery (spec §2, §7 "recover-password calls: JSON without auth", §8): the e-mailed link, the
 * SMS/WhatsApp code flow, and setting a password from a `set-password/…` or `recover-password/…` link. The
 * link's `{username}/{uidb64}/{token}` travel in the JSON body, not the path, so they never reach access logs.
 */
export function recoveryRoutes(ctx: AccountContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.recoverPassword,
      {
        schema: {
          tags,
          summary: 'E-mail a password link',
          description:
            'Sends a 24-hour `recover-password/{username}/{uidb64}/{token}` link to the e-mail of the account named by ' +
            'username, e-mail or document. The answer is the same whether or not an account matched. 5 requests per ' +
            'login and 30 per address per hour.',
          body: recoverPasswordRequestSchema,
          response: { 200: recoverPasswordResponseSchema, ...errorResponses(400, 429) },
        },
      },
      (request) => requestRecoveryLink(ctx, { login: request.body.login, ip: request.ip, locale: request.locale }),
    );

    app.post(
      API_PATHS.phoneNumberWithDocument,
      {
        schema: {
          tags,
          summary: 'The masked phone of a document',
          description: 'Unknown document, blocked account or no phone: 404 `no_registered_phone`.',
          body: phoneNumberWithDocumentRequestSchema,
          response: { 200: phoneNumberWithDocumentResponseSchema, ...errorResponses(400, 404, 429) },
        },
      },
      (request) =>
        phoneForDocument(ctx, {
          document: request.body.document,
          documentCountry: request.body.document_country,
          ip: request.ip,
        }),
    );

    app.post(
      API_PATHS.sendRecoverPasswordCode,
      {
        schema: {
          tags,
          summary: 'Send a recovery code by SMS or WhatsApp',
          description:
            'A six-digit code, valid 10 minutes for 5 tries, to the typed number, which must be the registered one ' +
            '(422 `phone_mismatch`). One code per 300 s: 429 `verification_code_cooldown` with `Retry-After`.',
          body: sendRecoverPasswordCodeRequestSchema,
          response: { 200: sendRecoverPasswordCodeResponseSchema, ...errorResponses(400, 404, 422, 429, 502) },
        },
      },
      (request) =>
        sendRecoveryCode(ctx, {
          document: request.body.document,
          documentCountry: request.body.document_country,
          phoneNumber: request.body.phone_number,
          channel: request.body.channel,
          ip: request.ip,
          locale: request.locale,
        }),
    );

    app.post(
      API_PATHS.validateRecoverPasswordCode,
      {
        schema: {
          tags,
          summary: 'Trade a recovery code for password link parameters',
          description:
            'Answers the `{ username, uidb64, token }` of a one-hour link; else 422 `invalid_verification_code`.',
          body: validateRecoverPasswordCodeRequestSchema,
          response: { 200: validateRecoverPasswordCodeResponseSchema, ...errorResponses(400, 422, 429) },
        },
      },
      (request) =>
        validateRecoveryCode(ctx, {
          document: request.body.document,
          documentCountry: request.body.document_country,
          code: request.body.code,
          ip: request.ip,
        }),
    );

    app.post(
      ACCOUNT_PATHS.checkPasswordLink,
      {
        schema: {
          tags,
          summary: 'Check a password link before showing its form',
          description: 'Answers the username; an invalid, expired or used link is 422 `password_link_invalid`.',
          body: passwordLinkSchema,
          response: { 200: z.object({ username: z.string() }), ...errorResponses(400, 422, 429) },
        },
      },
      async (request) => {
        const user = await resolvePasswordLink(ctx, request.body, request.ip);
        return { username: user.username };
      },
    );

    for (const [path, summary] of [
      [ACCOUNT_PATHS.setPassword, 'Set the password of a new account from its link'],
      [ACCOUNT_PATHS.recoverPasswordFromLink, 'Set a new password from a recovery link'],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary,
            description:
              "The link parameters and the new password (core's password rule: 422 `password_too_short` / " +
              '`passwords_do_not_match` with `field_errors`). Links expire and work once: a used, stale or forged one ' +
              'is 422 `password_link_invalid`. Every session of the account is signed out.',
            body: setPasswordRequestSchema,
            response: { 200: messageResponseSchema, ...errorResponses(400, 422, 429) },
          },
        },
        async (request) => {
          const { password, password_confirmation: confirmation, ...link } = request.body;
          await setPasswordFromLink(ctx, { link, password, confirmation, ip: request.ip });
          return { message: accountText(request.locale, 'answers.password_set') };
        },
      );
    }
  };
}
