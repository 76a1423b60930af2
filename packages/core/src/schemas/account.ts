import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { ACCOUNT_STATUSES, COUNTRIES, LEVELS, LOCALES } from '../rules/index.js';
import type { CountryCode } from '../rules/index.js';
import { documentCountrySchema } from './document.js';
import { messageResponseSchema } from './recover-password.js';

/*
 * Account flows (SPECIFICATION §1 deletion, §2 first access / registration / complete-register / profile,
 * §3 User data, §4 phone verification cooldown, §5 validation). Requests carry shapes only: every rule of §5
 * (document, adult, 256 characters, e-mail confirmation, phone, address, agency/brand/store) is decided by the
 * server with the rules module and refused with 422 `{ code, message, field_errors }`, so a form can show
 * each failing field inline. Paths are listed in docs/server.md "Accounts".
 */

/** A row id of the reference server (a PostgreSQL `integer`). */
const rowIdSchema = z.int().check(z.positive(), z.maximum(2_147_483_647));

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
export const usernameSchema = z.string().check(z.regex(/^[\w.@+-]{3,150}$/, 'invalid_username'));

/** A programme country code (ISO 3166-1 alpha-3). */
export const countryCodeSchema = z.enum(COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]]);

/** A chosen company/agency and the brands chosen for it (§5 Registration). */
export const agencySelectionSchema = lazySchema(() =>
  z.object({
    id: rowIdSchema,
    brand_ids: z.array(rowIdSchema).check(z.maxLength(100)),
  }),
);

/** A chosen retail chain and the stores chosen in it (§5 Registration). */
export const chainSelectionSchema = lazySchema(() =>
  z.object({
    id: rowIdSchema,
    store_ids: z.array(rowIdSchema).check(z.maxLength(100)),
  }),
);

/** Address fields as a form sends them; each required one is checked by the server (§5 Other fields). */
export const addressInputSchema = lazySchema(() =>
  z.object({
    address: z.optional(z.string()),
    number: z.optional(z.string()),
    complement: z.optional(z.string()),
    neighborhood: z.optional(z.string()),
    city: z.optional(z.string()),
    state: z.optional(z.string()),
    zip_code: z.optional(z.string()),
  }),
);

/** What every registration screen sends (§2 register, register-seven-trade, register-pop-trade). */
export const registrationRequestSchema = lazySchema(() =>
  z.object({
    /** Defaults to the document's digits. */
    username: z.optional(usernameSchema),
    name: z.string(),
    last_name: z.string(),
    nickname: z.optional(z.string()),
    store_nickname: z.optional(z.string()),
    email: z.string(),
    email_confirmation: z.string(),
    /** As typed: dots, dashes and spaces are removed by the document rule. */
    document: z.string(),
    document_country: documentCountrySchema,
    /** ISO date (`YYYY-MM-DD`). */
    birthday_date: z.string(),
    gender: z.optional(z.enum(GENDER_CODES)),
    phone_mobile: z.optional(z.string()),
    password: z.string(),
    password_confirmation: z.string(),
    country: countryCodeSchema,
    language: z.optional(z.enum(LOCALES)),
    accept_terms: z.boolean(),
    /** Exactly one company/agency, with at least one brand. */
    agencies: z.array(agencySelectionSchema).check(z.maxLength(20)),
    /** Retail chains, each with at least one store (required by the trade variants). */
    chains: z.optional(z.array(chainSelectionSchema).check(z.maxLength(20))),
    /**
     * The registration profile chosen (spec §2 "profile selection"): the id of one of params `user_profile`.
     * Required when the client offers profiles.
     */
    user_profile: z.optional(z.int().check(z.positive())),
  }),
);

/** Body of a registration. */
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** Answer of a registration or pre-registration (201). */
export const registrationResponseSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    username: z.string(),
    /** `approved`, or `awaiting_approval` when an administrator must approve the account first. */
    status: z.enum(ACCOUNT_STATUSES),
  }),
);

/** Answer of a registration. */
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** `POST /accounts/pre_register/`: an account without a password, activated later by first access. */
export const preRegistrationRequestSchema = lazySchema(() =>
  z.partial(
    z.pick(registrationRequestSchema, {
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
    }),
    { phone_mobile: true, language: true },
  ),
);

/** Body of a pre-registration. */
export type PreRegistrationRequest = z.infer<typeof preRegistrationRequestSchema>;

/**
 * `POST /accounts/first_access/`: a pre-registered user proves who they are with their document and their
 * birthday or e-mail (at least one), and chooses a password.
 */
export const firstAccessRequestSchema = lazySchema(() =>
  z.object({
    document: z.string(),
    document_country: documentCountrySchema,
    birthday_date: z.optional(z.string()),
    email: z.optional(z.string()),
    password: z.string(),
    password_confirmation: z.string(),
    /**
     * The profile chosen (params `user_profile`) by a pre-registered person, whose account has none yet. Required
     * when their client offers profiles.
     */
    user_profile: z.optional(z.int().check(z.positive())),
  }),
);

/** Body of a first access. */
export type FirstAccessRequest = z.infer<typeof firstAccessRequestSchema>;

/** The parameters of a `set-password/…` or `recover-password/{username}/{uidb64}/{token}` link. */
export const passwordLinkSchema = lazySchema(() =>
  z.object({
    username: z.string().check(z.minLength(1), z.maxLength(200)),
    uidb64: z.string().check(z.minLength(1), z.maxLength(64)),
    token: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);

/** A password link's parameters. */
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/** `POST /etraining_login/set_password/` (and `recover_password/`): the link's parameters and the new password. */
export const setPasswordRequestSchema = lazySchema(() =>
  z.extend(passwordLinkSchema, {
    password: z.string(),
    password_confirmation: z.string(),
  }),
);

/** Body of a set-password call. */
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** `POST /accounts/change_password/`. */
export const changePasswordRequestSchema = lazySchema(() =>
  z.object({
    current_password: z.string(),
    password: z.string(),
    password_confirmation: z.string(),
  }),
);

/** Body of a password change. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** A named row (agency, brand, chain, store). */
const namedRowSchema = lazySchema(() => z.object({ id: z.int(), name: z.string() }));

/** The address of a profile; fields never filled are null. */
export const addressSchema = lazySchema(() =>
  z.object({
    address: z.nullable(z.string()),
    number: z.nullable(z.string()),
    complement: z.nullable(z.string()),
    neighborhood: z.nullable(z.string()),
    city: z.nullable(z.string()),
    state: z.nullable(z.string()),
    zip_code: z.nullable(z.string()),
  }),
);

/** `GET /accounts/profile/`: the signed-in user's data (§3 User data). */
export const profileSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    username: z.string(),
    status: z.enum(ACCOUNT_STATUSES),
    email: z.nullable(z.string()),
    document: z.nullable(z.string()),
    document_country: z.nullable(documentCountrySchema),
    name: z.nullable(z.string()),
    last_name: z.nullable(z.string()),
    full_name: z.string(),
    nickname: z.nullable(z.string()),
    store_nickname: z.nullable(z.string()),
    phone_mobile: z.nullable(z.string()),
    phone_mobile_verified: z.boolean(),
    phone_commercial: z.nullable(z.string()),
    phone_commercial_verified: z.boolean(),
    phone_residential: z.nullable(z.string()),
    phone_residential_verified: z.boolean(),
    birthday_date: z.nullable(z.string()),
    gender: z.nullable(z.string()),
    children_count: z.nullable(z.int()),
    profession: z.nullable(z.string()),
    marital_status: z.nullable(z.string()),
    address: addressSchema,
    is_handicapped: z.boolean(),
    handicap_description: z.nullable(z.string()),
    avatar: z.nullable(z.string()),
    level: z.nullable(z.enum(LEVELS)),
    /** The user's company/agency. */
    company_agency: z.nullable(namedRowSchema),
    brands: z.array(z.extend(namedRowSchema, { agency_id: z.int() })),
    branch: z.nullable(z.string()),
    /** The user's retail chains with the chosen stores. */
    retailers: z.array(z.extend(namedRowSchema, { stores: z.array(namedRowSchema) })),
    country: z.nullable(z.string()),
    language: z.nullable(z.string()),
    accept_terms_and_conditions: z.boolean(),
    accept_cookies_policy: z.boolean(),
    /** Whether complete-register was done (the `complete-register` screen shows while false, if the client uses it). */
    register_completed: z.boolean(),
  }),
);

/** A profile answer. */
export type Profile = z.infer<typeof profileSchema>;

/** `PATCH /accounts/profile/`: only the fields sent change; `null` clears an optional one. */
export const profileUpdateRequestSchema = lazySchema(() =>
  z.object({
    name: z.optional(z.string()),
    last_name: z.optional(z.string()),
    nickname: z.optional(z.nullable(z.string())),
    store_nickname: z.optional(z.nullable(z.string())),
    /** A new e-mail needs `email_confirmation`. */
    email: z.optional(z.string()),
    email_confirmation: z.optional(z.string()),
    /** A changed number is no longer verified. */
    phone_mobile: z.optional(z.nullable(z.string())),
    phone_commercial: z.optional(z.nullable(z.string())),
    phone_residential: z.optional(z.nullable(z.string())),
    birthday_date: z.optional(z.string()),
    gender: z.optional(z.nullable(z.enum(GENDER_CODES))),
    children_count: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(99)))),
    profession: z.optional(z.nullable(z.string())),
    marital_status: z.optional(z.nullable(z.enum(MARITAL_STATUS_CODES))),
    /** Merged with the stored address; the result must have every required field. */
    address: z.optional(addressInputSchema),
    is_handicapped: z.optional(z.boolean()),
    handicap_description: z.optional(z.nullable(z.string())),
    branch: z.optional(z.nullable(z.string())),
    /** Replaces the company/agency and brands (checked by the registration rule). */
    agencies: z.optional(z.array(agencySelectionSchema).check(z.maxLength(20))),
    /** Replaces the chains and stores. */
    chains: z.optional(z.array(chainSelectionSchema).check(z.maxLength(20))),
    country: z.optional(countryCodeSchema),
    language: z.optional(z.enum(LOCALES)),
  }),
);

/** Body of a profile update. */
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/**
 * `POST /accounts/complete_register/`: the remaining data after sign-in. Requires names, birthday (adult),
 * mobile phone, full address, terms, the company/agency with brands, and the document when the account has none.
 */
export const completeRegisterRequestSchema = lazySchema(() =>
  z.extend(profileUpdateRequestSchema, {
    name: z.string(),
    last_name: z.string(),
    birthday_date: z.string(),
    phone_mobile: z.string(),
    address: addressInputSchema,
    agencies: z.array(agencySelectionSchema).check(z.maxLength(20)),
    accept_terms: z.boolean(),
    document: z.optional(z.string()),
    document_country: z.optional(documentCountrySchema),
  }),
);

/** Body of complete-register. */
export type CompleteRegisterRequest = z.infer<typeof completeRegisterRequestSchema>;

/** `POST /accounts/accept_cookies/`. */
export const acceptCookiesRequestSchema = lazySchema(() => z.object({ accept_cookies_policy: z.boolean() }));

/** The session flags accept-terms and accept-cookies answer (§3 User session state). */
export const accountFlagsSchema = lazySchema(() =>
  z.object({
    accept_terms_and_conditions: z.boolean(),
    accept_cookies_policy: z.boolean(),
  }),
);

/** Session flags. */
export type AccountFlags = z.infer<typeof accountFlagsSchema>;

/** `POST /accounts/phone_verification/send/`. */
export const sendPhoneCodeRequestSchema = lazySchema(() =>
  z.object({
    phone_type: z._default(phoneTypeSchema, 'mobile'),
    channel: z._default(z.enum(['sms', 'whatsapp']), 'sms'),
  }),
);

/**
 * Answer of a phone code request: what the `verificacion_phone_button` state needs (§3: startTime and duration,
 * 300 s by default) and the code's lifetime.
 */
export const sendPhoneCodeResponseSchema = lazySchema(() =>
  z.extend(messageResponseSchema, {
    /** When the cooldown started, ms since the epoch. */
    start_time: z.int(),
    /** Cooldown length in seconds. */
    duration: z.int().check(z.positive()),
    /** Seconds the code stays valid. */
    expires_in: z.int().check(z.positive()),
  }),
);

/** Answer of a phone code request. */
export type SendPhoneCodeResponse = z.infer<typeof sendPhoneCodeResponseSchema>;

/** `POST /accounts/phone_verification/verify/`. */
export const verifyPhoneCodeRequestSchema = lazySchema(() =>
  z.object({
    phone_type: z._default(phoneTypeSchema, 'mobile'),
    code: z.string().check(z.regex(/^\d{6}$/, 'code must be six digits')),
  }),
);

/** Answer of a successful phone verification. */
export const verifyPhoneCodeResponseSchema = lazySchema(() =>
  z.extend(messageResponseSchema, {
    phone_type: phoneTypeSchema,
    verified: z.literal(true),
  }),
);

/** `DELETE /accounts/profile/`: the user types their full name to confirm (§1, §5). */
export const deleteAccountRequestSchema = lazySchema(() => z.object({ full_name: z.string() }));

/** `GET /accounts/registration_options/`: what a registration form chooses from. */
export const registrationOptionsSchema = lazySchema(() =>
  z.object({
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
    agencies: z.array(z.extend(namedRowSchema, { brands: z.array(namedRowSchema) })),
    chains: z.array(
      z.extend(namedRowSchema, {
        stores: z.array(z.extend(namedRowSchema, { city: z.nullable(z.string()), state: z.nullable(z.string()) })),
      }),
    ),
    genders: z.array(z.enum(GENDER_CODES)),
    marital_statuses: z.array(z.enum(MARITAL_STATUS_CODES)),
  }),
);

/** Registration options. */
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** Per-field rule codes of a 422 answer (`{ document: 'invalid_document', email: 'emails_do_not_match' }`). */
export const fieldErrorsSchema = lazySchema(() => z.record(z.string(), z.string()));
