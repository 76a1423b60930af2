import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/**
 * `POST /o/token/` with the password grant: sign-in with user and password (SPECIFICATION §7 Calls,
 * §2 Login). Form-encoded, `Authorization: Basic base64(client_id:client_secret)`.
 */
export const passwordGrantRequestSchema = lazySchema(() =>
  z.object({
    grant_type: z.literal('password'),
    /** User name, e-mail or document, as typed on the login screen. */
    username: z.string().check(z.minLength(1)),
    password: z.string().check(z.minLength(1)),
  }),
);

/** Body of a password-grant token request. */
export type PasswordGrantRequest = z.infer<typeof passwordGrantRequestSchema>;

/**
 * `POST /o/token/` with the refresh grant (SPECIFICATION §7 Calls: `grant_type=refresh_token, refresh_token`).
 * Form-encoded with client basic credentials; sent by the API client itself on a 401.
 */
export const refreshGrantRequestSchema = lazySchema(() =>
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().check(z.minLength(1)),
  }),
);

/** Body of a refresh-grant token request. */
export type RefreshGrantRequest = z.infer<typeof refreshGrantRequestSchema>;

/** Any body `/o/token/` accepts. */
export const tokenRequestSchema = lazySchema(() =>
  z.discriminatedUnion('grant_type', [passwordGrantRequestSchema, refreshGrantRequestSchema]),
);

/** Body of a token request. */
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/**
 * The token answer of `/o/token/`, `/etraining_login/alternative_login/` and `/accounts/reload_user_tokens/`
 * (SPECIFICATION §7: access_token, refresh_token, user_firebase_token). `user_firebase_token` is the
 * realtime backend's sign-in token (§4: "after a refresh, the user signs in to a realtime backend").
 */
export const tokenResponseSchema = lazySchema(() =>
  z.object({
    access_token: z.string().check(z.minLength(1)),
    refresh_token: z.string().check(z.minLength(1)),
    /** Realtime sign-in token; `null` or absent when the client has no realtime ranking. */
    user_firebase_token: z.optional(z.nullable(z.string())),
    /** Lifetime of the access token in seconds. */
    expires_in: z.optional(z.int().check(z.nonnegative())),
    /** Always `Bearer` for this API. */
    token_type: z.optional(z.string()),
    scope: z.optional(z.string()),
  }),
);

/** A token answer. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
