import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorMessages, MessageParams } from '../i18n/error-messages';
import { requestLocale } from '../i18n/request-locale';
import { isApiError } from './api-error';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { ApiErrorBody } from './error-body';

/** What an error becomes on the wire, before localisation. */
interface ErrorAnswer {
  status: number;
  code: string;
  params: MessageParams;
  headers: Readonly<Record<string, string>>;
  fields?: readonly string[];
  fieldErrors?: Readonly<Record<string, string>>;
  details?: Readonly<Record<string, string | number>>;
  /** Unexpected: log as an error with the stack (5xx), rather than as a client mistake. */
  unexpected: boolean;
}

/** The code of a client error that carries only a status (Fastify and plugin errors). */
const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** Fastify errors whose status alone would give a vaguer code. */
const CODE_BY_FASTIFY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
};

/** Seconds a client is told to wait when the database is unavailable. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Fastify errors answered with another status: a path parameter that long names nothing that exists. */
const STATUS_BY_FASTIFY_CODE: Readonly<Record<string, number>> = { FST_ERR_MAX_PARAM_LENGTH: 404 };

/** Where Fastify found the invalid input → the prefix clients see in `fields`. */
const FIELD_PREFIX: Readonly<Record<string, string>> = { querystring: 'query' };

/** The failing paths of a schema validation error: `body.address.city`, `query.page`, `body` (whole body). */
function validationFields(error: FastifyError): string[] {
  const where = error.validationContext ?? 'body';
  const prefix = FIELD_PREFIX[where] ?? where;
  const paths = (error.validation ?? []).map(({ instancePath }) =>
    [prefix, ...instancePath.split('/').filter((part) => part !== '')].join('.'),
  );
  return [...new Set(paths)];
}

function classify(error: unknown): ErrorAnswer {
  if (isApiError(error)) {
    // A status outside 4xx/5xx would be a handler bug; answer it as one rather than send a "successful" error.
    const valid = Number.isInteger(error.status) && error.status >= 400 && error.status <= 599;
    if (!valid) return { status: 500, code: 'unexpected_error', params: {}, headers: {}, unexpected: true };
    return {
      status: error.status,
      code: error.code,
      params: error.params,
      headers: error.headers,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(error.details ? { details: error.details } : {}),
      unexpected: error.status >= 500 && error.status !== 503,
    };
  }
  if (isDatabaseUnavailable(error)) {
    // The database went away (restart, failover, no connection slot): the request may be sent again shortly.
    const headers = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) };
    return { status: 503, code: 'database_unavailable', params: {}, headers, unexpected: false };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError && Array.isArray(fastifyError.validation)) {
    const fields = validationFields(fastifyError as FastifyError);
    return { status: 400, code: 'invalid_request', params: {}, headers: {}, fields, unexpected: false };
  }
  const status = (fastifyError?.code && STATUS_BY_FASTIFY_CODE[fastifyError.code]) ?? fastifyError?.statusCode;
  if (
    !isResponseSerializationError(error as Error) &&
    typeof status === 'number' &&
    ((status >= 400 && status < 500) || status === 503)
  ) {
    const code =
      (fastifyError?.code && CODE_BY_FASTIFY_CODE[fastifyError.code]) ?? CODE_BY_STATUS[status] ?? 'invalid_request';
    return { status, code, params: {}, headers: {}, unexpected: false };
  }
  return { status: 500, code: 'unexpected_error', params: {}, headers: {}, unexpected: true };
}

/**
 * The one error handler (ARCHITECTURE §5): every failure answers `{ code, message[, fields] }` with a fitting
 * status and a message in the request's language. Client mistakes are logged at `info`; anything unexpected
 * is logged at `error` with the request id, and its details never reach the body.
 */
export function createErrorHandler(messages: ErrorMessages) {
  return function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const answer = classify(error);
    if (answer.unexpected) request.log.error({ err: error }, 'unexpected error');
    else request.log.info({ code: answer.code, status: answer.status }, 'request refused');

    const locale = requestLocale(request.url, request.headers['accept-language']);
    const body: ApiErrorBody = {
      code: answer.code,
      message: messages.message(answer.code, locale, answer.status, answer.params),
      ...(answer.fields ? { fields: [...answer.fields] } : {}),
      ...(answer.fieldErrors ? { field_errors: { ...answer.fieldErrors } } : {}),
      ...(answer.details ? { details: { ...answer.details } } : {}),
    };
    return reply
      .code(answer.status)
      .headers(answer.headers)
      .header('content-language', locale)
      .type('application/json; charset=utf-8')
      .send(body);
  };
}
