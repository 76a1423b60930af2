import { parseErrorBody, parseRefusalData } from '../schemas/error-body.js';
import type { ErrorBody } from '../schemas/error-body.js';
import { CampusError, ERROR_CLASS } from './campus-error.js';
import type { ErrorMessageKey } from './error-message-keys.js';
import type { RequestSummary } from './request-summary.js';

/** What an {@link HttpError} is built from. */
export interface HttpErrorInit {
  /** HTTP status of the answer. */
  status: number;
  /** The request that got the answer (method and redacted URL). */
  request: RequestSummary;
  /** The parsed `{ code, message }` body, or `null` when the answer had none. */
  body: ErrorBody | null;
  /** The whole parsed JSON body (may hold field errors), or `undefined` when it was not JSON. */
  data?: unknown;
  /** Seconds the server asked to wait (`Retry-After`), when it said. */
  retryAfter?: number;
}

/**
 * A non-2xx answer other than a 401 that was handled by the token refresh (SPECIFICATION §8 "Other HTTP
 * errors: rejected to callers"). `code` and `message` come from the `{ code, message }` body when the
 * server sent one; otherwise `code` is `http_{status}`.
 */
export class HttpError extends CampusError {
  static override readonly [ERROR_CLASS]: string = 'HttpError';
  override name = 'HttpError';
  /** HTTP status code. */
  readonly status: number;
  /** Method and URL of the failed request. */
  readonly request: RequestSummary;
  /** Parsed error body, when the server sent one. */
  readonly body: ErrorBody | null;
  /** The whole parsed JSON body, when there was one. */
  readonly data: unknown;
  /**
   * Seconds to wait before trying again, from the answer's `Retry-After` (a 429 `too_many_attempts`), so a
   * screen can say when; `undefined` when the server did not say.
   */
  readonly retryAfter: number | undefined;
  /** For a 400: the failing input paths the server named (`body.username`); empty otherwise. */
  readonly fields: readonly string[];
  /** For a 422: the rule code of each refused field (`{ invoice_number: 'invoice_already_sent' }`); empty otherwise. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Facts of a refusal (`{ next_allowed_date: '2026-12-01' }`); empty when the server sent none. */
  readonly details: Readonly<Record<string, string | number>>;

  constructor(init: HttpErrorInit) {
    const { status, request, body } = init;
    super(body?.message || `Request failed with status ${status}: ${request.method} ${request.url}`, {
      code: body?.code ?? `http_${status}`,
      messageKey: messageKeyForStatus(status, request.method),
    });
    this.status = status;
    this.request = request;
    this.body = body;
    this.data = init.data;
    this.retryAfter = init.retryAfter;
    const refusal = parseRefusalData(init.data);
    this.fields = refusal.fields;
    this.fieldErrors = refusal.fieldErrors;
    this.details = refusal.details;
  }

  /** Builds an error from a failed `Response`, reading (and consuming) its body. */
  static async fromResponse(response: Response, request: RequestSummary): Promise<HttpError> {
    let text = '';
    try {
      text = await response.text();
    } catch {
      // A body that cannot be read still yields a usable error from the status alone.
    }
    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      data = undefined;
    }
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'), Date.now());
    return new HttpError({
      status: response.status,
      request,
      body: parseErrorBody(data),
      data,
      ...(retryAfter === undefined ? {} : { retryAfter }),
    });
  }
}

/** `Retry-After` in seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); `undefined` when absent or unreadable. */
function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Which §8 message a status maps to: 403/404 have their own text; failed reads say "could not load". */
function messageKeyForStatus(status: number, method: string): ErrorMessageKey {
  if (status === 401) return 'errors.session_expired';
  if (status === 403 || status === 404) return 'errors.not_found_or_forbidden';
  if (status < 500 && (method === 'GET' || method === 'HEAD')) return 'errors.load_failed';
  return 'errors.unexpected';
}

/**
 * The failure as an {@link HttpError}, or `undefined` for any other failure (network, validation, abort). Works
 * across standalone bundles: each carries its own copy of core, and `instanceof` recognises the other copies'.
 */
export function httpErrorOf(error: unknown): HttpError | undefined {
  return error instanceof HttpError ? error : undefined;
}

/**
 * Whether the server answered for good (a 4xx): the same request would get the same answer, so a retry-safe
 * write's key is spent. A network failure, a 5xx or an abort is not final: the retry replays with the same key.
 */
export function isFinalAnswer(error: unknown): boolean {
  const status = httpErrorOf(error)?.status;
  return status !== undefined && status >= 400 && status < 500;
}
