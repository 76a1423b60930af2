import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/*
 * `GET /api/params/` (SPECIFICATION §3 "Client (from params)" and "Login/config state"): what the client
 * site needs before anyone signs in — module flags, colours, logos, backgrounds, layout, login flags,
 * registration form, languages. The answer has exactly the fields of the SDK's params store
 * (`ParamsData` in stores/params.store.ts), so `setParams(answer)` stores it as it comes.
 */

/** An id as the API sends it: a number from the reference server, a string from some providers. */
export const wireIdSchema = lazySchema(() => z.union([z.int(), z.string().check(z.minLength(1))]));

/** A `has_{module}` flag name. */
const moduleFlagNameSchema = z.templateLiteral(['has_', z.string()]);

/**
 * The client (spec §3 "Client (from params)"): id, home route, the named flags, and any other `has_{module}`
 * flag (kept as it comes, so a new module needs no SDK change). Other unknown fields are kept too.
 */
export const clientParamsSchema = lazySchema(() =>
  z.intersection(
    z.object({
      id: wireIdSchema,
      /** Where a signed-in user lands (spec §4). */
      home_route: z.string().check(z.minLength(1)),
      has_ranking: z.boolean(),
      group_training_use_score: z.boolean(),
      has_library: z.boolean(),
      has_news: z.boolean(),
      has_webcasts: z.boolean(),
      has_profile: z.boolean(),
    }),
    z.looseRecord(moduleFlagNameSchema, z.boolean()),
  ),
);

/** The client of a params answer. */
export type ClientParamsWire = z.infer<typeof clientParamsSchema>;

/** An interface language (spec §3 "Language": id and a pt-BR style code). */
export const languageSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    code: z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
    name: z.exactOptional(z.string()),
  }),
);

/**
 * Login and configuration flags (spec §3 "Login/config state": the named flags "and more"); flags a client
 * adds beyond these are kept.
 */
export const loginConfigSchema = lazySchema(() =>
  z.looseObject({
    oauth2: z.boolean(),
    use_recaptcha: z.boolean(),
    under_maintenance: z.boolean(),
    cookies_optional: z.boolean(),
    /** Cookie banner variant (`banner`, `modal` ...), or null for the default. */
    cookies_type: z.nullable(z.string()),
    show_azure_login_btn: z.boolean(),
    user_register: z.boolean(),
    user_pre_register: z.boolean(),
    show_public_faq: z.boolean(),
  }),
);

/** Layout options (spec §3). */
export const layoutParamsSchema = lazySchema(() =>
  z.object({
    support_use: z.boolean(),
    social_auth: z.boolean(),
    use_complete_register: z.boolean(),
  }),
);

/** Brand colours: CSS colour strings, or null for the theme default. */
export const clientColorsSchema = lazySchema(() =>
  z.object({
    primary: z.nullable(z.string()),
    secondary: z.nullable(z.string()),
    tertiary: z.nullable(z.string()),
  }),
);

/** One field of the registration form. */
export const registerFieldSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    required: z.boolean(),
    visible: z.exactOptional(z.boolean()),
  }),
);

/** Registration configuration: required password strength (0 any, 1 weak, 2 medium, 3 strong) and fields. */
export const registerParamsSchema = lazySchema(() =>
  z.object({
    password_strong_level: z.int().check(z.minimum(0), z.maximum(3)),
    fields: z.array(registerFieldSchema),
  }),
);

/** An entry of a short named list (clients, profiles). */
export const namedIdSchema = lazySchema(() => z.object({ id: wireIdSchema, name: z.string() }));

/** The `GET /api/params/` answer: the SDK params store's data (`ParamsData`). */
export const paramsResponseSchema = lazySchema(() =>
  z.object({
    client: clientParamsSchema,
    /** Clients offered on the login screen (the reference server lists the identified client). */
    clients: z.array(namedIdSchema),
    login: loginConfigSchema,
    register: registerParamsSchema,
    /** Profiles offered at first access and registration (spec §2), names in the request language. */
    user_profile: z.array(namedIdSchema),
    languages: z.array(languageSchema),
    /** Sign-in attempts allowed before captcha or block, as configured; null for the server default. */
    attempts: z.nullable(z.int().check(z.nonnegative())),
    layout: layoutParamsSchema,
    colors: clientColorsSchema,
    /** Logo URL per language code (`pt-BR` → URL). */
    logos: z.record(z.string(), z.string()),
    /** Background image URL per screen (`login`, `register` ...). */
    backgrounds: z.record(z.string(), z.string()),
  }),
);

/** A params answer. */
export type ParamsResponse = z.infer<typeof paramsResponseSchema>;

/**
 * The query of the public platform calls (`params`, `site-lists`, `faq`, `institutional`) when the caller
 * identifies its client by id rather than by Basic credentials (e.g. a plain link or an `<img>`-free fetch).
 */
export const clientQuerySchema = lazySchema(() =>
  z.object({
    client_id: z.optional(z.string().check(z.regex(/^[\w.-]{1,100}$/))),
  }),
);

/** The client query. */
export type ClientQuery = z.infer<typeof clientQuerySchema>;
