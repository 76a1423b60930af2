import { z } from './zod';
import { ACCOUNT_STATUSES, COUNTRIES, LEVELS, LOCALES } from '../rules';
import type { CountryCode } from '../rules';
import { documentCountrySchema } from './document';
import { messageResponseSchema } from './recover-password';

/*
 * Account flows (SPECIFICATION §1 deletion, §2 first access / registration / complete-register / profile,
 * §3 User data, §4 phone verification cooldown, §5 validation). Requests carry shapes only: every rule of §5
 * (document, adult, 256 characters, e-mail confirmation, phone, address, agency/brand/store) is decided by the
 * server with the rules module and refused with 422 `{ code, message, field_errors }`, so a form can show
 * each failing field inline. Paths are listed in docs/server.md "Accounts".
 */

/** A row id of the reference server (a PostgreSQL `integer`). */
const rowIdSchema = z.number().int().positive().max(2_147_483_647);

/** The phones of a profile (§3: mobile, commercial, residential, each with a verified flag). */
export const PHONE_TYPES = ['mobile', 'commercial', 'residential'] as const;

/** A profile phone type. */
export const phoneTypeSchema = z.enum(PHONE_TYPES);

/** A profile phone type. */
export type PhoneType = z.infer<typeof phoneTypeSchema>;

/** Gender codes (the `code` of the `genders` site list). */
export const GENDER_CODES = ['female', 'male', 'non_binary', 'not_informed'] as const;

/** Marital status codes (the `code` of the `marital_status` site list). */
export const MARITAL_STATUS_CODES = ['single', 'married', 'stable_union', 'divorced', 'widowed'] as const;

/** User names: letters, digits and `. @ + - _`, 3 to 150 characters (a document's digits qualify). */
export const usernameSchema = z.string().regex(/^[\w.@+-]{3,150}$/, 'invalid_username');

/** A programme country code (ISO 3166-1 alpha-3). */
export const countryCodeSchema = z.enum(COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]]);

/** A chosen company/agency and the brands chosen for it (§5 Registration). */
export const agencySelectionSchema = z.object({ id: rowIdSchema, brand_ids: z.array(rowIdSchema).max(100) });

/** A chosen retail chain and the stores chosen in it (§5 Registration). */
export const chainSelectionSchema = z.object({ id: rowIdSchema, store_ids: z.array(rowIdSchema).max(100) });

/** Address fields as a form sends them; each required one is checked by the server (§5 Other fields). */
export const addressInputSchema = z.object({
  address: z.string().optional(),
  number: z.string().optional(),
  complement: z.string().optional(),
  neighborhood: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip_code: z.string().optional(),
});

/** What every registration screen sends (§2 register, register-seven-trade, register-pop-trade). */
export const registrationRequestSchema = z.object({
  /** Defaults to the document's digits. */
  username: usernameSchema.optional(),
  name: z.string(),
  last_name: z.string(),
  nickname: z.string().optional(),
  store_nickname: z.string().optional(),
  email: z.string(),
  email_confirmation: z.string(),
  /** As typed: dots, dashes and spaces are removed by the document rule. */
  document: z.string(),
  document_country: documentCountrySchema,
  /** ISO date (`YYYY-MM-DD`). */
  birthday_date: z.string(),
  gender: z.enum(GENDER_CODES).optional(),
  phone_mobile: z.string().optional(),
  password: z.string(),
  password_confirmation: z.string(),
  country: countryCodeSchema,
  language: z.enum(LOCALES).optional(),
  accept_terms: z.boolean(),
  /** Exactly one company/agency, with at least one brand. */
  agencies: z.array(agencySelectionSchema).max(20),
  /** Retail chains, each with at least one store (required by the trade variants). */
  chains: z.array(chainSelectionSchema).max(20).optional(),
  /**
   * The registration profile chosen (spec §2 "profile selection"): the id of one of params `user_profile`.
   * Required when the client offers profiles.
   */
  user_profile: z.number().int().positive().optional(),
});

/** Body of a registration. */
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** Answer of a registration or pre-registration (201). */
export const registrationResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** `approved`, or `awaiting_approval` when an administrator must approve the account first. */
  status: z.enum(ACCOUNT_STATUSES),
});

/** Answer of a registration. */
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** `POST /accounts/pre_register/`: an account without a password, activated later by first access. */
export const preRegistrationRequestSchema = registrationRequestSchema
  .pick({
    name: true,
    last_name: true,
    email: true,
    email_confirmation: true,
    document: true,
    document_country: true,
    birthday_date: true,
    phone_mobile: true,
    country: true,
    language: true,
    accept_terms: true,
  })
  .partial({ phone_mobile: true, language: true });

/** Body of a pre-registration. */
export type PreRegistrationRequest = z.infer<typeof preRegistrationRequestSchema>;

/**
 * `POST /accounts/first_access/`: a pre-registered user proves who they are with their document and their
 * birthday or e-mail (at least one), and chooses a password.
 */
export const firstAccessRequestSchema = z.object({
  document: z.string(),
  document_country: documentCountrySchema,
  birthday_date: z.string().optional(),
  email: z.string().optional(),
  password: z.string(),
  password_confirmation: z.string(),
  /**
   * The profile chosen (params `user_profile`) by a pre-registered person, whose account has none yet. Required
   * when their client offers profiles.
   */
  user_profile: z.number().int().positive().optional(),
});

/** Body of a first access. */
export type FirstAccessRequest = z.infer<typeof firstAccessRequestSchema>;

/** The parameters of a `set-password/…` or `recover-password/{username}/{uidb64}/{token}` link. */
export const passwordLinkSchema = z.object({
  username: z.string().min(1).max(200),
  uidb64: z.string().min(1).max(64),
  token: z.string().min(1).max(200),
});

/** A password link's parameters. */
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/** `POST /etraining_login/set_password/` (and `recover_password/`): the link's parameters and the new password. */
export const setPasswordRequestSchema = passwordLinkSchema.extend({
  password: z.string(),
  password_confirmation: z.string(),
});

/** Body of a set-password call. */
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** `POST /accounts/change_password/`. */
export const changePasswordRequestSchema = z.object({
  current_password: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
});

/** Body of a password change. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** A named row (agency, brand, chain, store). */
const namedRowSchema = z.object({ id: z.number().int(), name: z.string() });

/** The address of a profile; fields never filled are null. */
export const addressSchema = z.object({
  address: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
});

/** `GET /accounts/profile/`: the signed-in user's data (§3 User data). */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  email: z.string().nullable(),
  document: z.string().nullable(),
  document_country: documentCountrySchema.nullable(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string(),
  nickname: z.string().nullable(),
  store_nickname: z.string().nullable(),
  phone_mobile: z.string().nullable(),
  phone_mobile_verified: z.boolean(),
  phone_commercial: z.string().nullable(),
  phone_commercial_verified: z.boolean(),
  phone_residential: z.string().nullable(),
  phone_residential_verified: z.boolean(),
  birthday_date: z.string().nullable(),
  gender: z.string().nullable(),
  children_count: z.number().int().nullable(),
  profession: z.string().nullable(),
  marital_status: z.string().nullable(),
  address: addressSchema,
  is_handicapped: z.boolean(),
  handicap_description: z.string().nullable(),
  avatar: z.string().nullable(),
  level: z.enum(LEVELS).nullable(),
  /** The user's company/agency. */
  company_agency: namedRowSchema.nullable(),
  brands: z.array(namedRowSchema.extend({ agency_id: z.number().int() })),
  branch: z.string().nullable(),
  /** The user's retail chains with the chosen stores. */
  retailers: z.array(namedRowSchema.extend({ stores: z.array(namedRowSchema) })),
  country: z.string().nullable(),
  language: z.string().nullable(),
  accept_terms_and_conditions: z.boolean(),
  accept_cookies_policy: z.boolean(),
  /** Whether complete-register was done (the `complete-register` screen shows while false, if the client uses it). */
  register_completed: z.boolean(),
});

/** A profile answer. */
export type Profile = z.infer<typeof profileSchema>;

/** `PATCH /accounts/profile/`: only the fields sent change; `null` clears an optional one. */
export const profileUpdateRequestSchema = z.object({
  name: z.string().optional(),
  last_name: z.string().optional(),
  nickname: z.string().nullable().optional(),
  store_nickname: z.string().nullable().optional(),
  /** A new e-mail needs `email_confirmation`. */
  email: z.string().optional(),
  email_confirmation: z.string().optional(),
  /** A changed number is no longer verified. */
  phone_mobile: z.string().nullable().optional(),
  phone_commercial: z.string().nullable().optional(),
  phone_residential: z.string().nullable().optional(),
  birthday_date: z.string().optional(),
  gender: z.enum(GENDER_CODES).nullable().optional(),
  children_count: z.number().int().min(0).max(99).nullable().optional(),
  profession: z.string().nullable().optional(),
  marital_status: z.enum(MARITAL_STATUS_CODES).nullable().optional(),
  /** Merged with the stored address; the result must have every required field. */
  address: addressInputSchema.optional(),
  is_handicapped: z.boolean().optional(),
  handicap_description: z.string().nullable().optional(),
  avatar: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .optional(),
  branch: z.string().nullable().optional(),
  /** Replaces the company/agency and brands (checked by the registration rule). */
  agencies: z.array(agencySelectionSchema).max(20).optional(),
  /** Replaces the chains and stores. */
  chains: z.array(chainSelectionSchema).max(20).optional(),
  country: countryCodeSchema.optional(),
  language: z.enum(LOCALES).optional(),
});

/** Body of a profile update. */
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/**
 * `POST /accounts/complete_register/`: the remaining data after sign-in. Requires names, birthday (adult),
 * mobile phone, full address, terms, the company/agency with brands, and the document when the account has none.
 */
export const completeRegisterRequestSchema = profileUpdateRequestSchema.extend({
  name: z.string(),
  last_name: z.string(),
  birthday_date: z.string(),
  phone_mobile: z.string(),
  address: addressInputSchema,
  agencies: z.array(agencySelectionSchema).max(20),
  accept_terms: z.boolean(),
  document: z.string().optional(),
  document_country: documentCountrySchema.optional(),
});

/** Body of complete-register. */
export type CompleteRegisterRequest = z.infer<typeof completeRegisterRequestSchema>;

/** `POST /accounts/accept_cookies/`. */
export const acceptCookiesRequestSchema = z.object({ accept_cookies_policy: z.boolean() });

/** The session flags accept-terms and accept-cookies answer (§3 User session state). */
export const accountFlagsSchema = z.object({
  accept_terms_and_conditions: z.boolean(),
  accept_cookies_policy: z.boolean(),
});

/** Session flags. */
export type AccountFlags = z.infer<typeof accountFlagsSchema>;

/** `POST /accounts/phone_verification/send/`. */
export const sendPhoneCodeRequestSchema = z.object({
  phone_type: phoneTypeSchema.default('mobile'),
  channel: z.enum(['sms', 'whatsapp']).default('sms'),
});

/**
 * Answer of a phone code request: what the `verificacion_phone_button` state needs (§3: startTime and duration,
 * 300 s by default) and the code's lifetime.
 */
export const sendPhoneCodeResponseSchema = messageResponseSchema.extend({
  /** When the cooldown started, ms since the epoch. */
  start_time: z.number().int(),
  /** Cooldown length in seconds. */
  duration: z.number().int().positive(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int().positive(),
});

/** Answer of a phone code request. */
export type SendPhoneCodeResponse = z.infer<typeof sendPhoneCodeResponseSchema>;

/** `POST /accounts/phone_verification/verify/`. */
export const verifyPhoneCodeRequestSchema = z.object({
  phone_type: phoneTypeSchema.default('mobile'),
  code: z.string().regex(/^\d{6}$/, 'code must be six digits'),
});

/** Answer of a successful phone verification. */
export const verifyPhoneCodeResponseSchema = messageResponseSchema.extend({
  phone_type: phoneTypeSchema,
  verified: z.literal(true),
});

/** `DELETE /accounts/profile/`: the user types their full name to confirm (§1, §5). */
export const deleteAccountRequestSchema = z.object({ full_name: z.string() });

/** `GET /accounts/registration_options/`: what a registration form chooses from. */
export const registrationOptionsSchema = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  agencies: z.array(namedRowSchema.extend({ brands: z.array(namedRowSchema) })),
  chains: z.array(
    namedRowSchema.extend({
      stores: z.array(namedRowSchema.extend({ city: z.string().nullable(), state: z.string().nullable() })),
    }),
  ),
  genders: z.array(z.enum(GENDER_CODES)),
  marital_statuses: z.array(z.enum(MARITAL_STATUS_CODES)),
});

/** Registration options. */
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** Per-field rule codes of a 422 answer (`{ document: 'invalid_document', email: 'emails_do_not_match' }`). */
export const fieldErrorsSchema = z.record(z.string(), z.string());
