import { z } from '../../schemas/zod.js';
import { profileSchema, registrationOptionsSchema, registrationResponseSchema } from '../../schemas/account.js';
import type {
  ChangePasswordRequest,
  CompleteRegisterRequest,
  FirstAccessRequest,
  PasswordLink,
  PreRegistrationRequest,
  Profile,
  ProfileUpdateRequest,
  RegistrationOptions,
  RegistrationRequest,
  RegistrationResponse,
  SetPasswordRequest,
} from '../../schemas/account.js';
import type { CountryCode } from '../../rules/index.js';
import { meResponseSchema } from '../../schemas/me.js';
import type { MeResponse } from '../../schemas/me.js';
import { paramsResponseSchema } from '../../schemas/params.js';
import type { ParamsResponse } from '../../schemas/params.js';
import { messageResponseSchema } from '../../schemas/recover-password.js';
import type { MessageResponse } from '../../schemas/recover-password.js';
import type { ApiClient } from '../api-client.js';
import { ACCOUNT_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * The account calls of the reference API (docs/server.md "Accounts", "Auth and sessions", "Platform data"),
 * which the specification names only as screens (§2). Calls without a user token use the `json` kind, which
 * sends the client's Basic credentials when signed out (§7); the password-link calls are `public` like the
 * other recover-password calls.
 */

/** The three registration screens of §2 (`register`, `register-seven-trade`, `register-pop-trade`). */
export type RegistrationVariant = 'register' | 'register-seven-trade' | 'register-pop-trade';

const REGISTRATION_PATH: Readonly<Record<RegistrationVariant, string>> = {
  register: ACCOUNT_PATHS.register,
  'register-seven-trade': ACCOUNT_PATHS.registerSevenTrade,
  'register-pop-trade': ACCOUNT_PATHS.registerPopTrade,
};

/** `GET /api/me/`: the signed-in user's session data, to hand to the session store after a sign-in. */
export function fetchMe(client: ApiClient, options?: TypedCallOptions): Promise<MeResponse> {
  return client.requestJson(ACCOUNT_PATHS.me, meResponseSchema, { ...withSignal(options) });
}

/** `GET /api/params/`: the client's flags, colours, login and registration configuration (before sign-in too). */
export function fetchParams(client: ApiClient, options?: TypedCallOptions): Promise<ParamsResponse> {
  return client.requestJson(ACCOUNT_PATHS.params, paramsResponseSchema, { ...withSignal(options) });
}

/**
 * `POST /api/logout/`: revokes every token of the session on the server (answer 204). `accessToken` names the
 * session when the page no longer holds it (sent as `?access_token=`, spec §7).
 */
export async function logout(
  client: ApiClient,
  options?: TypedCallOptions & { readonly accessToken?: string },
): Promise<void> {
  const token = options?.accessToken === undefined ? {} : { accessToken: options.accessToken };
  await client.request(ACCOUNT_PATHS.logout, { method: 'POST', ...token, ...withSignal(options) });
}

/** Creates an account on one of the registration screens; `status` says whether it awaits approval. */
export function register(
  client: ApiClient,
  body: RegistrationRequest,
  variant: RegistrationVariant = 'register',
  options?: TypedCallOptions,
): Promise<RegistrationResponse> {
  return client.requestJson(REGISTRATION_PATH[variant], registrationResponseSchema, {
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/** `POST /accounts/pre_register/`: an account without a password, activated later by first access. */
export function preRegister(
  client: ApiClient,
  body: PreRegistrationRequest,
  options?: TypedCallOptions,
): Promise<RegistrationResponse> {
  return client.requestJson(ACCOUNT_PATHS.preRegister, registrationResponseSchema, {
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/** `POST /accounts/first_access/`: document plus birthday and/or e-mail, and the new password. */
export function firstAccess(
  client: ApiClient,
  body: FirstAccessRequest,
  options?: TypedCallOptions,
): Promise<MessageResponse> {
  return client.requestJson(ACCOUNT_PATHS.firstAccess, messageResponseSchema, {
    kind: 'public',
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/**
 * `GET /accounts/registration_options/`: countries, the client's agencies with brands and chains with stores. Each
 * client has its own organisations, so the call names the client: Basic credentials signed out, the bearer token
 * signed in (a profile form), as every `json` call does.
 */
export function fetchRegistrationOptions(
  client: ApiClient,
  country?: CountryCode,
  options?: TypedCallOptions,
): Promise<RegistrationOptions> {
  return client.requestJson(ACCOUNT_PATHS.registrationOptions, registrationOptionsSchema, {
    searchParams: { country },
    ...withSignal(options),
  });
}

/** `GET /accounts/profile/`: the signed-in user's data (§3 User data). */
export function fetchProfile(client: ApiClient, options?: TypedCallOptions): Promise<Profile> {
  return client.requestJson(ACCOUNT_PATHS.profile, profileSchema, { ...withSignal(options) });
}

/** `POST /accounts/complete_register/`: the data still missing after sign-in; answers the profile. */
export function completeRegister(
  client: ApiClient,
  body: CompleteRegisterRequest,
  options?: TypedCallOptions,
): Promise<Profile> {
  return client.requestJson(ACCOUNT_PATHS.completeRegister, profileSchema, {
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/**
 * `PATCH /accounts/profile/`: changes the fields sent (spec §3 User data; `null` clears an optional one) and
 * answers the whole profile. 422 with `field_errors` when a rule refuses; 409 `email_already_registered`.
 */
export function updateProfile(
  client: ApiClient,
  body: ProfileUpdateRequest,
  options?: TypedCallOptions,
): Promise<Profile> {
  return client.requestJson(ACCOUNT_PATHS.profile, profileSchema, {
    method: 'PATCH',
    json: body,
    ...withSignal(options),
  });
}

/** `POST /accounts/change_password/`: the current password and the new one (twice). */
export function changePassword(
  client: ApiClient,
  body: ChangePasswordRequest,
  options?: TypedCallOptions,
): Promise<MessageResponse> {
  return client.requestJson(ACCOUNT_PATHS.changePassword, messageResponseSchema, {
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/** Answer of {@link checkPasswordLink}. */
const passwordLinkOwnerSchema = z.object({ username: z.string() });

/** Checks a `set-password/…` or `recover-password/…` link before its form is shown; answers the user name. */
export function checkPasswordLink(
  client: ApiClient,
  link: PasswordLink,
  options?: TypedCallOptions,
): Promise<{ username: string }> {
  return client.requestJson(ACCOUNT_PATHS.checkPasswordLink, passwordLinkOwnerSchema, {
    kind: 'public',
    method: 'POST',
    json: link,
    ...withSignal(options),
  });
}

/**
 * Sets the password from a link: `set` for a new account's `set-password/…` link, `recover` for a
 * `recover-password/…` link (e-mailed, or given by a validated SMS/WhatsApp code).
 */
export function setPasswordFromLink(
  client: ApiClient,
  body: SetPasswordRequest,
  purpose: 'set' | 'recover',
  options?: TypedCallOptions,
): Promise<MessageResponse> {
  const path = purpose === 'set' ? ACCOUNT_PATHS.setPassword : ACCOUNT_PATHS.recoverPasswordFromLink;
  return client.requestJson(path, messageResponseSchema, {
    kind: 'public',
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}
