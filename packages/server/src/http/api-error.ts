import type { MessageParams } from '../i18n/error-messages';

/** Extra details of an {@link ApiError}. */
export interface ApiErrorOptions {
  /** The underlying error, logged for 5xx answers, never sent. */
  readonly cause?: unknown;
  /** Response headers to add, e.g. `{ 'retry-after': '60' }` with a 429. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Failing input paths (`body.username`) for a 400, as schema validation reports them. */
  readonly fields?: readonly string[];
  /** Rule code per failing field (`{ document: 'invalid_document' }`) for a 422, so forms show each inline. */
  readonly fieldErrors?: Readonly<Record<string, string>>;
  /** Machine-readable facts about the refusal (`{ next_allowed_date: '2024-06-10' }`), sent as `details`. */
  readonly details?: Readonly<Record<string, string | number>>;
}

/**
 * The error route handlers throw to answer `{ code, message }` with an HTTP status (ARCHITECTURE §5): the
 * error handler turns `code` into a message in the request's language (`errors.<code>` in core's bundles or
 * src/i18n/server-messages.ts), interpolating `params`.
 * @example throw new ApiError(404, 'not_found_or_forbidden')
 * @example throw new ApiError(429, 'too_many_requests', {}, { headers: { 'retry-after': '900' } })
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Extra response headers. */
  readonly headers: Readonly<Record<string, string>>;
  /** Failing input paths, for 400 answers. */
  readonly fields: readonly string[] | undefined;
  /** Rule code per failing field, for 422 answers (`field_errors` on the wire). */
  readonly fieldErrors: Readonly<Record<string, string>> | undefined;
  /** Facts about the refusal, for 4xx answers (`details` on the wire). */
  readonly details: Readonly<Record<string, string | number>> | undefined;

  /**
   * @param status HTTP status, 400–599
   * @param code stable snake_case code (`insufficient_points`), also the message key `errors.<code>`
   * @param params interpolation values for the message
   */
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: MessageParams = {},
    options: ApiErrorOptions = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.headers = options.headers ?? {};
    this.fields = options.fields;
    this.fieldErrors = options.fieldErrors;
    this.details = options.details;
  }
}

/** Whether a value is an {@link ApiError} (also across module copies, by name and shape). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error &&
      value.name === 'ApiError' &&
      typeof (value as Partial<ApiError>).status === 'number' &&
      typeof (value as Partial<ApiError>).code === 'string')
  );
}
