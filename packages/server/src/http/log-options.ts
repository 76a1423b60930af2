import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

/**
 * Body and object keys whose values never reach the logs, at any of the first three levels of a logged
 * object (`password`, `body.password`, `req.body.password` ...).
 */
export const SECRET_KEYS = [
  'password',
  'new_password',
  'old_password',
  'password_confirmation',
  'token',
  'refresh_token',
  'access_token',
  'id_token',
  'client_secret',
  'user_firebase_token',
  'tokenPepper',
] as const;

/** Headers that carry credentials. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization', 'x-api-key'];

/** pino redaction paths built from {@link SECRET_KEYS} and the credential headers. */
export const REDACT_PATHS: readonly string[] = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ...SECRET_HEADERS.flatMap((header) => [
    `headers["${header}"]`,
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
    `*.headers["${header}"]`,
  ]),
];

/** Query parameters whose values are replaced in logged URLs (the API accepts `?access_token=`, spec §7). */
const SECRET_QUERY_PARAMS = /([?&](?:access_token|refresh_token|token|code|client_secret|password)=)[^&#]*/gi;

/** A URL with secret query values replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[REDACTED]');
}

/**
 * An error as logged: name, message, stack, codes and cause — with Drizzle's query parameters dropped, since
 * they may hold personal data (`DrizzleQueryError` puts them in its message).
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const { query, params } = error as Error & { query?: unknown; params?: unknown };
  const isQueryError = typeof query === 'string' && Array.isArray(params);
  const message = isQueryError ? `Failed query: ${query}` : error.message;
  const stack = isQueryError
    ? error.stack?.replace(/^[\s\S]*?\n(\s+at )/, `${error.name}: ${message}\n$1`)
    : error.stack;
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message,
    stack: stack ?? '',
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** Options of the request logger. */
export interface AppLoggerOptions {
  /** Where JSON lines go. @default process.stdout */
  readonly stream?: { write(line: string): void };
  /** Overrides `CAMPUS_LOG_LEVEL`. */
  readonly level?: LogLevel;
}

/**
 * Fastify/pino options: JSON lines with the request id (`reqId`), credentials redacted, secret query values
 * removed from URLs.
 */
export function loggerOptions(
  level: LogLevel,
  options: AppLoggerOptions = {},
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: options.level ?? level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: { paths: [...REDACT_PATHS], censor: '[REDACTED]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        ...(request.socket.remotePort === undefined ? {} : { remotePort: request.socket.remotePort }),
      }),
      err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
    },
  };
}
