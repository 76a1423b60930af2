import { passwordGrantRequestSchema, refreshGrantRequestSchema } from '@campus/core/schemas';
import type { AlternativeLoginRequest } from '@campus/core/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CaptchaVerifier } from '../captcha';
import type { ClientRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { findUserByDocument, findUserBySignInName } from '../shared/find-sign-in-user';
import type { GoogleVerifier } from './google-id-token';
import { signInWithGoogle } from './google-sign-in';
import { MANAGED_CODE_GRANT, redeemManagedCode } from './managed-code';
import { rotateRefreshToken } from './refresh-rotation';
import { signInWithPassword } from './sign-in';
import type { TokenAnswer } from './token-issuer';

/** A 400 `invalid_request` naming the failing fields of a grant schema. */
function invalidRequest(error: z.core.$ZodError): ApiError {
  const fields = [...new Set(error.issues.map((issue) => ['body', ...issue.path.map(String)].join('.')))];
  return new ApiError(400, 'invalid_request', {}, { fields });
}

/** A `/o/token/` request: the form as parsed (grant-specific rules are checked here) and its verified client. */
export interface TokenRequest {
  readonly form: {
    readonly grant_type?: string | undefined;
    readonly recaptcha_token?: string | undefined;
    readonly code?: string | undefined;
  };
  readonly client: ClientRow;
  readonly ip: string;
  readonly log: FastifyBaseLogger;
  /** Checks the password grant's `recaptcha_token` when the client's CAPTCHA rule asks for it. */
  readonly captcha: CaptchaVerifier;
}

/**
 * Answers `POST /o/token/` (RFC 6749): `grant_type=password` signs in (user name, e-mail or document and
 * password), `grant_type=refresh_token` rotates the session's refresh token; presenting a rotated one revokes
 * the session, whose open realtime streams are closed; `grant_type=managed_code` trades the managed sign-in's
 * one-time `code` for the session's tokens (see managed-code.ts).
 * @throws 400 `invalid_request` (missing grant fields), `unsupported_grant_type`, the rotation's refusal code;
 *   what `signInWithPassword` throws.
 */
export async function tokenGrant(
  app: FastifyInstance,
  { form, client, ip, log, captcha }: TokenRequest,
): Promise<TokenAnswer> {
  switch (form.grant_type) {
    case 'password': {
      const grant = passwordGrantRequestSchema.safeParse(form);
      if (!grant.success) throw invalidRequest(grant.error);
      const user = await findUserBySignInName(app.database.db, grant.data.username);
      return signInWithPassword(app, {
        user,
        typedName: grant.data.username,
        password: grant.data.password,
        client,
        ip,
        method: 'password',
        captchaToken: form.recaptcha_token,
        captcha,
      });
    }
    case 'refresh_token': {
      const grant = refreshGrantRequestSchema.safeParse(form);
      if (!grant.success) throw invalidRequest(grant.error);
      const result = await rotateRefreshToken(
        app.database.db,
        { refreshToken: grant.data.refresh_token, oauthClientId: client.id },
        app.config,
      );
      if (result.ok) return result.tokens;
      if (result.revokedFamilyId !== null) {
        log.warn({ familyId: result.revokedFamilyId, reason: result.code }, 'session revoked on refresh');
        await app.realtime.revokeSessions([result.revokedFamilyId]);
      }
      throw new ApiError(400, result.code);
    }
    case MANAGED_CODE_GRANT: {
      if (form.code === undefined || form.code === '') {
        throw new ApiError(400, 'invalid_request', {}, { fields: ['body.code'] });
      }
      return redeemManagedCode(app, { code: form.code, client, log });
    }
    case undefined:
      throw new ApiError(400, 'invalid_request', {}, { fields: ['body.grant_type'] });
    default:
      throw new ApiError(400, 'unsupported_grant_type');
  }
}

/** An `/etraining_login/alternative_login/` request and its verified client. */
export interface AlternativeLoginInput {
  /** The request; a document sign-in may carry `recaptcha_token` like the password grant. */
  readonly login: AlternativeLoginRequest & { readonly recaptcha_token?: string | undefined };
  readonly client: ClientRow;
  readonly ip: string;
}

/** What the alternative sign-ins check tokens with. */
export interface SignInVerifiers {
  /** Google ID tokens; null when Google sign-in is not configured. */
  readonly google: GoogleVerifier | null;
  readonly captcha: CaptchaVerifier;
}

/** Signs in with a Google ID token, or a document and password; answers like `/o/token/`. */
export async function alternativeLogin(
  app: FastifyInstance,
  { google, captcha }: SignInVerifiers,
  { login, client, ip }: AlternativeLoginInput,
): Promise<TokenAnswer> {
  if (login.provider === 'google') return signInWithGoogle(app, google, { idToken: login.id_token, client, ip });
  const user = await findUserByDocument(app.database.db, login.document, login.document_country);
  return signInWithPassword(app, {
    user,
    typedName: `${login.document_country}:${login.document}`,
    password: login.password,
    client,
    ip,
    method: 'document',
    captchaToken: login.recaptcha_token,
    captcha,
  });
}
