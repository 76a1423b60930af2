import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_RECAPTCHA_MIN_SCORE, RECAPTCHA_VERIFY_URL } from './captcha/recaptcha-verifier';
import { DEFAULT_DATA_DIR, resolveUserPath } from './paths';
import {
  isHttpUrl,
  parseStorageUrl,
  REGION_PATTERN,
  resolveStorageConfig,
  STORAGE_URL_EXPECTED,
} from './storage/storage-config';
import type { StorageConfig } from './storage/storage-config';

/**
 * Server configuration, read once at start from environment variables (documented in docs/server.md).
 * Defaults are the demo set-up `npm start` needs; production sets `CAMPUS_DEMO=0`, which makes the
 * secrets mandatory and turns the demo conveniences off.
 */
export interface ServerConfig {
  /** TCP port of the API. `CAMPUS_API_PORT`. @default 8000 */
  readonly port: number;
  /** Interface to listen on. `CAMPUS_API_HOST`. @default '127.0.0.1' */
  readonly host: string;
  /** PGlite data folder (absolute), or `memory://` for a throw-away database. `CAMPUS_DATA_DIR`. */
  readonly dataDir: string;
  /** PostgreSQL connection URL; when set, PostgreSQL is used instead of PGlite. `DATABASE_URL`. */
  readonly databaseUrl: string | null;
  /** Connections per process in the PostgreSQL pool. `CAMPUS_DB_POOL_MAX`. @default 10 */
  readonly databasePoolMax: number;
  /** Demo mode: demo seed, demo password accepted, dev secrets allowed. `CAMPUS_DEMO`. @default true */
  readonly demo: boolean;
  /** Access-token lifetime in seconds. `CAMPUS_ACCESS_TOKEN_TTL`. @default 3600 */
  readonly accessTokenTtlSeconds: number;
  /** Absolute lifetime of a refresh-token family in seconds. `CAMPUS_REFRESH_TOKEN_TTL`. @default 2592000 */
  readonly refreshTokenTtlSeconds: number;
  /** Origins allowed by CORS (exact `scheme://host:port`); `*` allows any. `CAMPUS_CORS_ORIGINS`. */
  readonly corsOrigins: readonly string[];
  /** Fastify `trustProxy`: false, true, a hop count or a list of proxy addresses. `CAMPUS_TRUST_PROXY`. */
  readonly trustProxy: boolean | number | string;
  /** pino level. `CAMPUS_LOG_LEVEL`. @default 'info' */
  readonly logLevel: LogLevel;
  /** Secret mixed into every stored token hash (HMAC key). `CAMPUS_TOKEN_PEPPER`. */
  readonly tokenPepper: string;
  /** Largest accepted request body in bytes. `CAMPUS_BODY_LIMIT`. @default 1048576 */
  readonly bodyLimit: number;
  /** Seconds a shutdown waits for in-flight requests before the process exits anyway. @default 10 */
  readonly shutdownTimeoutSeconds: number;
  /**
   * Seconds a request may take to arrive whole, headers and body (a slow sender holds a socket no longer), and
   * seconds a connection may stay idle. `CAMPUS_REQUEST_TIMEOUT`. @default 120
   */
  readonly requestTimeoutSeconds: number;
  /** Google OAuth client ids accepted as ID-token audience; empty turns Google sign-in off. `CAMPUS_GOOGLE_CLIENT_ID`. */
  readonly googleClientIds: readonly string[];
  /** Where Google's signing keys (JWKS) are fetched. `CAMPUS_GOOGLE_JWKS_URL`. @default Google's certs URL */
  readonly googleJwksUrl: string;
  /** A local JWKS file used instead of {@link ServerConfig.googleJwksUrl} (tests, offline set-ups). `CAMPUS_GOOGLE_JWKS_FILE`. */
  readonly googleJwksFile: string | null;
  /**
   * The managed corporate sign-in (`show_azure_login_btn`): an OpenID Connect provider the API signs in with as a
   * relying party. `CAMPUS_OIDC_ISSUER`, `CAMPUS_OIDC_CLIENT_ID`, `CAMPUS_OIDC_CLIENT_SECRET`,
   * `CAMPUS_OIDC_REDIRECT_URI`. @default in demo mode the development provider the API mounts at `/dev/oidc`; else null
   */
  readonly managedSignIn: ManagedSignInConfig | null;
  /**
   * OAuth client ids (`clients.client_id`) allowed to obtain webservice tokens for their members
   * (`POST /etraining_login/webservice_token/`): confidential clients whose secret lives on a partner's server.
   * `CAMPUS_WEBSERVICE_CLIENTS`. @default the demo client in demo mode, none otherwise
   */
  readonly webserviceClientIds: readonly string[];
  /**
   * Where uploaded files' bytes go: `CAMPUS_STORAGE_URL` (`s3://bucket…` or `file:///folder`) with the `AWS_*`
   * variables. @default the folder `uploads` in `CAMPUS_DATA_DIR` (a temporary folder with `memory://`)
   */
  readonly storage: StorageConfig;
  /**
   * reCAPTCHA secret key: sign-ins of `use_recaptcha` clients are then checked with Google's siteverify. Null uses
   * the development verifier, which accepts the login widget's development tokens (refused with
   * `NODE_ENV=production` outside demo mode). `CAMPUS_RECAPTCHA_SECRET`.
   */
  readonly recaptchaSecret: string | null;
  /** Where reCAPTCHA tokens are verified. `CAMPUS_RECAPTCHA_VERIFY_URL`. @default Google's siteverify URL */
  readonly recaptchaVerifyUrl: string;
  /** Lowest reCAPTCHA v3 score accepted (v2 answers have none). `CAMPUS_RECAPTCHA_MIN_SCORE`. @default 0.5 */
  readonly recaptchaMinScore: number;
  /**
   * TCP port of the content origin, which serves activity packages and files (on {@link ServerConfig.host}).
   * `CAMPUS_CONTENT_PORT`. @default the API port + 1 (0, any free port, when the API port is 0)
   */
  readonly contentPort: number;
  /**
   * Public origin of the content origin (`https://content.campus.example`), never the API's or a site's.
   * `CAMPUS_CONTENT_ORIGIN`. Required with NODE_ENV=production outside demo mode. Null: the address it listens
   * on (development), known once it listens.
   */
  readonly contentOrigin: string | null;
  /** Pages allowed to frame content (CSP `frame-ancestors`). `CAMPUS_CONTENT_FRAME_ANCESTORS`. @default the CORS origins */
  readonly contentFrameAncestors: readonly string[];
  /**
   * SCORM Cloud's REST API v2, through which `scorm_cloud` activities launch (src/activities/scorm-cloud).
   * `CAMPUS_SCORM_CLOUD_APP_ID`, `CAMPUS_SCORM_CLOUD_SECRET` (both or neither), `CAMPUS_SCORM_CLOUD_URL`. Null:
   * the development adapter (in demo mode a stand-in for SCORM Cloud on the API, otherwise the activity's own URL,
   * untracked).
   */
  readonly scormCloud: ScormCloudConfig | null;
  /**
   * SENCE's "Registro de Asistencia" for e-learning (src/sence, docs/server.md "SENCE"): the start and close URLs the
   * learner's browser POSTs to, the training provider's (OTEC) RUT and its token. `CAMPUS_SENCE_START_URL`,
   * `CAMPUS_SENCE_CLOSE_URL`, `CAMPUS_SENCE_RUT_OTEC`, `CAMPUS_SENCE_TOKEN` (all four or none). Null: in demo mode the
   * development SENCE the API serves at `/dev/sence/`, otherwise SENCE sessions are unavailable.
   */
  readonly sence: SenceConfig | null;
}

/** SENCE's "Registro de Asistencia" as a training provider (OTEC) uses it. */
export interface SenceConfig {
  /** Where the browser POSTs a start (SENCE's `…/Registro/IniciarSesion`). */
  readonly startUrl: string;
  /** Where the browser POSTs a close (SENCE's `…/Registro/CerrarSesion`). */
  readonly closeUrl: string;
  /** `RutOtec`: the training provider's RUT (`76123456-7`). */
  readonly rutOtec: string;
  /** `Token`: the provider's token from SENCE. */
  readonly token: string;
}

/** Credentials and address of SCORM Cloud's REST API v2 (basic authentication with an application's id and secret). */
export interface ScormCloudConfig {
  readonly appId: string;
  readonly secret: string;
  /** The API's base URL, without a trailing slash. @default https://cloud.scorm.com/api/v2 */
  readonly url: string;
}

/** SCORM Cloud's REST API v2. */
export const SCORM_CLOUD_API_URL = 'https://cloud.scorm.com/api/v2';

/** The demo client, whose secret the demo pages carry: it may obtain webservice tokens in demo mode only. */
export const DEMO_WEBSERVICE_CLIENT_IDS: readonly string[] = ['campus-web'];

/** The OpenID Connect provider of the managed sign-in (see {@link ServerConfig.managedSignIn}). */
export interface ManagedSignInConfig {
  /** The provider's issuer URL (discovery at `/.well-known/openid-configuration` below it). */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** This API's `/auth/managed/callback/` as the provider knows it. */
  readonly redirectUri: string;
  /** True for the development provider mounted by the API itself (demo mode). */
  readonly development: boolean;
}

/** Google's published signing keys for ID tokens. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** pino log levels accepted by `CAMPUS_LOG_LEVEL`. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A pino log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The pepper used in demo mode only. Public on purpose: a demo database holds nothing worth protecting, and a
 * fixed value keeps demo tokens valid across restarts. `CAMPUS_DEMO=0` refuses to start without a real one.
 */
export const DEMO_TOKEN_PEPPER = 'campus-demo-token-pepper-public-do-not-use-in-production';

/** Shortest accepted `CAMPUS_TOKEN_PEPPER` (characters). */
export const TOKEN_PEPPER_MIN_LENGTH = 32;

/**
 * Origins allowed in demo mode when `CAMPUS_CORS_ORIGINS` is not set: the reference site (:3000, and :3100 as
 * the browser tests run it), the host examples (:4000, and :4100 as the embedding tests run them), Vite dev servers (:5173), Storybook (:6006, and
 * :6106 as the browser tests run it) and the test fixture pages (:6107).
 */
export const DEMO_CORS_ORIGINS: readonly string[] = [3000, 3100, 4000, 4100, 5173, 6006, 6106, 6107].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** One invalid environment variable. */
export interface ConfigIssue {
  readonly variable: string;
  readonly message: string;
}

/** Thrown by {@link loadConfig} with every bad variable at once, so one restart fixes them all. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly issues: readonly ConfigIssue[]) {
    super(
      `Invalid configuration (see docs/server.md#configuration):\n${issues
        .map(({ variable, message }) => `  - ${variable}: ${message}`)
        .join('\n')}`,
    );
  }
}

/** What each variable must look like, in words, for error messages. */
interface VariableRule {
  readonly schema: z.ZodType;
  readonly expected: string;
  /** Never echo the value (secrets, credentials in URLs). */
  readonly secret?: boolean;
}

const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const booleanFlag = z.stringbool({ truthy: ['1', 'true', 'yes', 'on'], falsy: ['0', 'false', 'no', 'off'] });

/** A comma-separated list, trimmed, empty parts dropped. */
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== ''),
);

const origin = z.string().refine((value) => value === '*' || isOrigin(value));

const trustProxy = z.string().transform((value, context): boolean | number | string => {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.every((part) => /^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/i.test(part))) {
    return addresses.join(',');
  }
  context.addIssue({ code: 'custom', message: 'bad trust-proxy value' });
  return z.NEVER;
});

const storageUrl = z.string().transform((value, context) => {
  try {
    return parseStorageUrl(value);
  } catch {
    context.addIssue({ code: 'custom', message: 'bad storage URL' });
    return z.NEVER;
  }
});

const RULES = {
  CAMPUS_API_PORT: { schema: wholeNumber(0, 65535).default(8000), expected: 'a port number from 0 to 65535' },
  CAMPUS_API_HOST: { schema: z.string().min(1).default('127.0.0.1'), expected: 'a host name or IP address' },
  CAMPUS_DATA_DIR: { schema: z.string().min(1).optional(), expected: 'a folder path' },
  DATABASE_URL: {
    schema: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value))
      .optional(),
    expected: 'a postgres:// or postgresql:// URL',
    secret: true,
  },
  CAMPUS_DB_POOL_MAX: { schema: wholeNumber(1, 1000).default(10), expected: 'a whole number from 1 to 1000' },
  CAMPUS_DEMO: { schema: booleanFlag.default(true), expected: '0 or 1 (also false/true, no/yes, off/on)' },
  CAMPUS_DEMO_IN_PRODUCTION: {
    schema: booleanFlag.default(false),
    expected: '0 or 1: lets demo mode run with NODE_ENV=production (never on a server others reach)',
  },
  CAMPUS_ACCESS_TOKEN_TTL: {
    schema: wholeNumber(60, 86_400).default(3600),
    expected: 'seconds, from 60 to 86400',
  },
  CAMPUS_REFRESH_TOKEN_TTL: {
    schema: wholeNumber(300, 31_536_000).default(2_592_000),
    expected: 'seconds, from 300 to 31536000 (one year)',
  },
  CAMPUS_CORS_ORIGINS: {
    schema: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim().replace(/\/+$/, ''))
          .filter((part) => part !== ''),
      )
      .pipe(z.array(origin))
      .optional(),
    expected: 'a comma-separated list of origins like https://learn.example.com (or *)',
  },
  CAMPUS_TRUST_PROXY: {
    schema: trustProxy.default(false),
    expected: 'true, false, a hop count, or a comma-separated list of proxy IPs/CIDRs',
  },
  CAMPUS_LOG_LEVEL: { schema: z.enum(LOG_LEVELS).default('info'), expected: LOG_LEVELS.join(', ') },
  CAMPUS_TOKEN_PEPPER: {
    schema: z.string().min(TOKEN_PEPPER_MIN_LENGTH).optional(),
    expected: `a random secret of at least ${TOKEN_PEPPER_MIN_LENGTH} characters`,
    secret: true,
  },
  CAMPUS_BODY_LIMIT: {
    schema: wholeNumber(1024, 1024 ** 3).default(1_048_576),
    expected: 'bytes, from 1024 to 1073741824',
  },
  CAMPUS_SHUTDOWN_TIMEOUT: { schema: wholeNumber(1, 600).default(10), expected: 'seconds, from 1 to 600' },
  CAMPUS_REQUEST_TIMEOUT: { schema: wholeNumber(5, 3600).default(120), expected: 'seconds, from 5 to 3600' },
  CAMPUS_GOOGLE_CLIENT_ID: {
    schema: commaList.optional(),
    expected: 'a comma-separated list of Google OAuth client ids',
  },
  CAMPUS_GOOGLE_JWKS_URL: {
    schema: z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value))
      .default(GOOGLE_JWKS_URL),
    expected: 'an http(s) URL serving a JSON Web Key Set',
  },
  CAMPUS_GOOGLE_JWKS_FILE: { schema: z.string().min(1).optional(), expected: 'a path to a JSON Web Key Set file' },
  CAMPUS_OIDC_ISSUER: {
    schema: z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value))
      .optional(),
    expected: 'the http(s) issuer URL of the managed sign-in OpenID Connect provider',
  },
  CAMPUS_OIDC_CLIENT_ID: { schema: z.string().min(1).optional(), expected: 'the OpenID Connect client id' },
  CAMPUS_OIDC_CLIENT_SECRET: { schema: z.string().min(1).optional(), expected: 'the OpenID Connect client secret' },
  CAMPUS_OIDC_REDIRECT_URI: {
    schema: z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value))
      .optional(),
    expected: 'the http(s) URL of this API’s /auth/managed/callback/',
  },
  CAMPUS_WEBSERVICE_CLIENTS: {
    schema: commaList.optional(),
    expected: 'a comma-separated list of OAuth client ids',
  },
  // Secret: a URL pasted with credentials in it must not reach the log (they are refused; AWS_* carry them).
  CAMPUS_STORAGE_URL: { schema: storageUrl.optional(), expected: STORAGE_URL_EXPECTED, secret: true },
  AWS_REGION: { schema: z.string().regex(REGION_PATTERN).optional(), expected: 'a region name such as us-east-1' },
  AWS_ENDPOINT_URL: {
    schema: z.string().refine(isHttpUrl).optional(),
    expected: 'an http(s) URL of the S3-compatible server',
  },
  AWS_ACCESS_KEY_ID: { schema: z.string().min(1).optional(), expected: 'an access key id', secret: true },
  AWS_SECRET_ACCESS_KEY: { schema: z.string().min(1).optional(), expected: 'a secret access key', secret: true },
  AWS_SESSION_TOKEN: { schema: z.string().min(1).optional(), expected: 'a session token', secret: true },
  CAMPUS_RECAPTCHA_SECRET: {
    schema: z.string().min(1).optional(),
    expected: 'the reCAPTCHA secret key of the site',
    secret: true,
  },
  CAMPUS_RECAPTCHA_VERIFY_URL: {
    schema: z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value))
      .default(RECAPTCHA_VERIFY_URL),
    expected: 'an http(s) URL answering like reCAPTCHA siteverify',
  },
  CAMPUS_RECAPTCHA_MIN_SCORE: {
    schema: z.coerce.number().min(0).max(1).default(DEFAULT_RECAPTCHA_MIN_SCORE),
    expected: 'a reCAPTCHA v3 score from 0 to 1',
  },
  CAMPUS_CONTENT_PORT: { schema: wholeNumber(0, 65535).optional(), expected: 'a port number from 0 to 65535' },
  CAMPUS_CONTENT_ORIGIN: {
    schema: z
      .string()
      .transform((value) => value.replace(/\/+$/, ''))
      .refine(isOrigin)
      .optional(),
    expected: 'an origin like https://content.campus.example (no path), other than the API’s and the sites’',
  },
  CAMPUS_CONTENT_FRAME_ANCESTORS: {
    schema: commaList.pipe(z.array(origin)).optional(),
    expected: 'a comma-separated list of origins like https://learn.example.com (or *)',
  },
  CAMPUS_SCORM_CLOUD_APP_ID: {
    schema: z.string().min(1).max(200).optional(),
    expected: 'the Application ID of a SCORM Cloud application',
  },
  CAMPUS_SCORM_CLOUD_SECRET: {
    schema: z.string().min(1).optional(),
    expected: 'the secret key of that SCORM Cloud application',
    secret: true,
  },
  CAMPUS_SCORM_CLOUD_URL: {
    schema: z
      .string()
      .transform((value) => value.replace(/\/+$/, ''))
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value))
      .default(SCORM_CLOUD_API_URL),
    expected: 'the http(s) base URL of SCORM Cloud’s REST API v2',
  },
  CAMPUS_SENCE_START_URL: {
    schema: z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value))
      .optional(),
    expected: 'the http(s) URL of SENCE’s IniciarSesion (Registro de Asistencia)',
  },
  CAMPUS_SENCE_CLOSE_URL: {
    schema: z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value))
      .optional(),
    expected: 'the http(s) URL of SENCE’s CerrarSesion (Registro de Asistencia)',
  },
  CAMPUS_SENCE_RUT_OTEC: {
    schema: z
      .string()
      .regex(/^\d{1,8}-[\dkK]$/)
      .optional(),
    expected: 'the training provider’s RUT without dots, like 76123456-7',
  },
  CAMPUS_SENCE_TOKEN: {
    schema: z.string().min(1).max(200).optional(),
    expected: 'the OTEC’s SENCE token',
    secret: true,
  },
} satisfies Record<string, VariableRule>;

/** Every environment variable the server reads. */
export const CONFIG_VARIABLES = Object.keys(RULES) as readonly (keyof typeof RULES)[];

type Parsed = { [K in keyof typeof RULES]: z.output<(typeof RULES)[K]['schema']> };

/**
 * Reads the configuration from environment variables. Empty values count as unset.
 * @throws {ConfigError} listing every invalid variable (secret values are never echoed).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const issues: ConfigIssue[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [variable, rule] of Object.entries(RULES) as [string, VariableRule][]) {
    const raw = env[variable]?.trim();
    const result = rule.schema.safeParse(raw === '' ? undefined : raw);
    if (result.success) parsed[variable] = result.data;
    else {
      const got = rule.secret ? '' : `, got ${JSON.stringify(raw)}`;
      issues.push({ variable, message: `expected ${rule.expected}${got}` });
    }
  }
  const values = parsed as Parsed;
  const pepperReported = issues.some((issue) => issue.variable === 'CAMPUS_TOKEN_PEPPER');
  if (values.CAMPUS_DEMO === false && values.CAMPUS_TOKEN_PEPPER === undefined && !pepperReported) {
    issues.push({
      variable: 'CAMPUS_TOKEN_PEPPER',
      message: `required when CAMPUS_DEMO=0 (${RULES.CAMPUS_TOKEN_PEPPER.expected})`,
    });
  }
  // Demo mode publishes the client secret, accepts the demo password and keeps a development outbox: a production
  // deployment that forgot CAMPUS_DEMO=0 would be an open door, so it refuses to start unless told on purpose.
  if (values.CAMPUS_DEMO === true && env['NODE_ENV'] === 'production' && values.CAMPUS_DEMO_IN_PRODUCTION !== true) {
    issues.push({
      variable: 'CAMPUS_DEMO',
      message:
        'demo mode is on with NODE_ENV=production: set CAMPUS_DEMO=0 (or CAMPUS_DEMO_IN_PRODUCTION=1 to force it)',
    });
  }
  // Without a secret the development verifier accepts any token shaped like the widget's development one: on a
  // production server outside demo mode that would make the CAPTCHA a formality, so it refuses to start.
  if (
    values.CAMPUS_DEMO === false &&
    env['NODE_ENV'] === 'production' &&
    values.CAMPUS_RECAPTCHA_SECRET === undefined &&
    !issues.some((issue) => issue.variable === 'CAMPUS_RECAPTCHA_SECRET')
  ) {
    issues.push({
      variable: 'CAMPUS_RECAPTCHA_SECRET',
      message:
        'required with NODE_ENV=production and CAMPUS_DEMO=0: without it the development CAPTCHA verifier, which ' +
        'verifies nobody, would check the sign-ins of use_recaptcha clients',
    });
  }
  // A key id without its secret (or the reverse) is a half-pasted credential, not "use the default chain".
  for (const [present, missing] of [
    ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'],
    ['AWS_SECRET_ACCESS_KEY', 'AWS_ACCESS_KEY_ID'],
    ['CAMPUS_SCORM_CLOUD_APP_ID', 'CAMPUS_SCORM_CLOUD_SECRET'],
    ['CAMPUS_SCORM_CLOUD_SECRET', 'CAMPUS_SCORM_CLOUD_APP_ID'],
    ['CAMPUS_SENCE_START_URL', 'CAMPUS_SENCE_CLOSE_URL'],
    ['CAMPUS_SENCE_START_URL', 'CAMPUS_SENCE_RUT_OTEC'],
    ['CAMPUS_SENCE_START_URL', 'CAMPUS_SENCE_TOKEN'],
    ['CAMPUS_SENCE_CLOSE_URL', 'CAMPUS_SENCE_START_URL'],
    ['CAMPUS_SENCE_RUT_OTEC', 'CAMPUS_SENCE_START_URL'],
    ['CAMPUS_SENCE_TOKEN', 'CAMPUS_SENCE_START_URL'],
  ] as const) {
    if (values[present] !== undefined && values[missing] === undefined && !issues.some((i) => i.variable === missing)) {
      issues.push({ variable: missing, message: `required with ${present} (${RULES[missing].expected})` });
    }
  }
  issues.push(...contentOriginIssues(values, env));
  if (issues.length > 0) throw new ConfigError(issues);

  const demo = values.CAMPUS_DEMO;
  const dataDir = resolveDataDir(values.CAMPUS_DATA_DIR, env);
  return {
    port: values.CAMPUS_API_PORT,
    host: values.CAMPUS_API_HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    databasePoolMax: values.CAMPUS_DB_POOL_MAX,
    demo,
    accessTokenTtlSeconds: values.CAMPUS_ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: values.CAMPUS_REFRESH_TOKEN_TTL,
    corsOrigins: values.CAMPUS_CORS_ORIGINS ?? (demo ? DEMO_CORS_ORIGINS : []),
    trustProxy: values.CAMPUS_TRUST_PROXY,
    logLevel: values.CAMPUS_LOG_LEVEL,
    tokenPepper: values.CAMPUS_TOKEN_PEPPER ?? DEMO_TOKEN_PEPPER,
    bodyLimit: values.CAMPUS_BODY_LIMIT,
    shutdownTimeoutSeconds: values.CAMPUS_SHUTDOWN_TIMEOUT,
    requestTimeoutSeconds: values.CAMPUS_REQUEST_TIMEOUT,
    // Demo mode without a Google client: the development key, which the API's /dev/google/ stand-in signs with.
    googleClientIds: values.CAMPUS_GOOGLE_CLIENT_ID ?? (demo ? [DEVELOPMENT_GOOGLE_CLIENT_ID] : []),
    googleJwksUrl: values.CAMPUS_GOOGLE_JWKS_URL,
    googleJwksFile:
      values.CAMPUS_GOOGLE_JWKS_FILE === undefined
        ? demo && values.CAMPUS_GOOGLE_CLIENT_ID === undefined
          ? DEVELOPMENT_GOOGLE_JWKS_FILE
          : null
        : resolveUserPath(values.CAMPUS_GOOGLE_JWKS_FILE, env),
    managedSignIn: managedSignInOf(values, demo),
    webserviceClientIds: values.CAMPUS_WEBSERVICE_CLIENTS ?? (demo ? DEMO_WEBSERVICE_CLIENT_IDS : []),
    storage: resolveStorageConfig(values.CAMPUS_STORAGE_URL, dataDir, {
      region: values.AWS_REGION,
      endpoint: values.AWS_ENDPOINT_URL,
      accessKeyId: values.AWS_ACCESS_KEY_ID,
      secretAccessKey: values.AWS_SECRET_ACCESS_KEY,
      sessionToken: values.AWS_SESSION_TOKEN,
    }),
    recaptchaSecret: values.CAMPUS_RECAPTCHA_SECRET ?? null,
    recaptchaVerifyUrl: values.CAMPUS_RECAPTCHA_VERIFY_URL,
    recaptchaMinScore: values.CAMPUS_RECAPTCHA_MIN_SCORE,
    contentPort: contentPortOf(values),
    contentOrigin: values.CAMPUS_CONTENT_ORIGIN ?? null,
    contentFrameAncestors:
      values.CAMPUS_CONTENT_FRAME_ANCESTORS ?? values.CAMPUS_CORS_ORIGINS ?? (demo ? DEMO_CORS_ORIGINS : []),
    scormCloud:
      values.CAMPUS_SCORM_CLOUD_APP_ID === undefined || values.CAMPUS_SCORM_CLOUD_SECRET === undefined
        ? null
        : {
            appId: values.CAMPUS_SCORM_CLOUD_APP_ID,
            secret: values.CAMPUS_SCORM_CLOUD_SECRET,
            url: values.CAMPUS_SCORM_CLOUD_URL,
          },
    sence:
      values.CAMPUS_SENCE_START_URL === undefined ||
      values.CAMPUS_SENCE_CLOSE_URL === undefined ||
      values.CAMPUS_SENCE_RUT_OTEC === undefined ||
      values.CAMPUS_SENCE_TOKEN === undefined
        ? null
        : {
            startUrl: values.CAMPUS_SENCE_START_URL,
            closeUrl: values.CAMPUS_SENCE_CLOSE_URL,
            rutOtec: values.CAMPUS_SENCE_RUT_OTEC.toUpperCase(),
            token: values.CAMPUS_SENCE_TOKEN,
          },
  };
}

/** The Google client id of the development Google stand-in (demo mode when `CAMPUS_GOOGLE_CLIENT_ID` is unset). */
export const DEVELOPMENT_GOOGLE_CLIENT_ID = 'campus-dev-google';

/**
 * The public half of the development Google key (packages/server/dev; its private half, google-development-key.json,
 * is read by the `/dev/google/` stand-in), trusted in demo mode only.
 */
export const DEVELOPMENT_GOOGLE_JWKS_FILE = fileURLToPath(
  new URL('../dev/google-development-jwks.json', import.meta.url),
);

/** Client id and secret of the development OpenID Connect provider (demo mode only; public on purpose). */
export const DEVELOPMENT_OIDC_CLIENT = { clientId: 'campus-dev-oidc', clientSecret: 'campus-dev-oidc-secret' } as const;

/**
 * The managed sign-in's provider: the configured one when `CAMPUS_OIDC_ISSUER` is set (id, secret and redirect
 * URI then required), else in demo mode the development provider mounted at `/dev/oidc`, else none.
 */
function managedSignInOf(values: Parsed, demo: boolean): ManagedSignInConfig | null {
  const apiUrl = `http://localhost:${values.CAMPUS_API_PORT}`;
  if (values.CAMPUS_OIDC_ISSUER === undefined) {
    if (!demo) return null;
    return {
      issuer: `${apiUrl}/dev/oidc`,
      ...DEVELOPMENT_OIDC_CLIENT,
      redirectUri: values.CAMPUS_OIDC_REDIRECT_URI ?? `${apiUrl}/auth/managed/callback/`,
      development: true,
    };
  }
  return {
    issuer: values.CAMPUS_OIDC_ISSUER,
    clientId: values.CAMPUS_OIDC_CLIENT_ID ?? '',
    clientSecret: values.CAMPUS_OIDC_CLIENT_SECRET ?? '',
    redirectUri: values.CAMPUS_OIDC_REDIRECT_URI ?? `${apiUrl}/auth/managed/callback/`,
    development: false,
  };
}

function contentPortOf(values: Parsed): number {
  if (values.CAMPUS_CONTENT_PORT !== undefined) return values.CAMPUS_CONTENT_PORT;
  return values.CAMPUS_API_PORT === 0 ? 0 : values.CAMPUS_API_PORT + 1;
}

/**
 * The content origin must be another origin than the API's and the sites' (a package's scripts would otherwise
 * read their storage and call the API as the learner), and production must name it (the listening address is a
 * development default).
 */
function contentOriginIssues(values: Parsed, env: NodeJS.ProcessEnv): ConfigIssue[] {
  const variable = 'CAMPUS_CONTENT_ORIGIN';
  const issues: ConfigIssue[] = [];
  const contentPort = contentPortOf(values);
  if (contentPort !== 0 && contentPort === values.CAMPUS_API_PORT) {
    issues.push({ variable: 'CAMPUS_CONTENT_PORT', message: 'must differ from CAMPUS_API_PORT' });
  }
  const contentOrigin = values.CAMPUS_CONTENT_ORIGIN;
  if (contentOrigin === undefined) {
    if (values.CAMPUS_DEMO === false && env['NODE_ENV'] === 'production') {
      issues.push({ variable, message: 'required with NODE_ENV=production and CAMPUS_DEMO=0' });
    }
    return issues;
  }
  const siteOrigins = values.CAMPUS_CORS_ORIGINS ?? (values.CAMPUS_DEMO ? DEMO_CORS_ORIGINS : []);
  const apiPort = values.CAMPUS_API_PORT;
  const apiOrigins = [
    `http://localhost:${apiPort}`,
    `http://127.0.0.1:${apiPort}`,
    `http://${values.CAMPUS_API_HOST}:${apiPort}`,
  ];
  if (siteOrigins.includes(contentOrigin) || apiOrigins.includes(contentOrigin)) {
    issues.push({
      variable,
      message: `must differ from the API’s and the sites’ origins, got ${JSON.stringify(contentOrigin)}`,
    });
  }
  return issues;
}

function resolveDataDir(value: string | undefined, env: NodeJS.ProcessEnv): string {
  if (value === undefined) return DEFAULT_DATA_DIR;
  return value.startsWith('memory://') ? value : resolveUserPath(value, env);
}

/** Whether a string is exactly a web origin (`https://host[:port]`, no path). */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

/**
 * {@link loadConfig} for a command-line entry point: null after writing the invalid variables to stderr, so
 * the caller exits 1 with that list instead of a stack trace. Other errors are thrown as they are.
 */
export function loadConfigOrReport(env: NodeJS.ProcessEnv = process.env): ServerConfig | null {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return null;
  }
}
