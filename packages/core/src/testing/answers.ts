// What a fake API answers: typed answers (checked against the core's wire schemas), error answers in the API's
// one shape, failures and DRF pages. Test kit only (see ./index.ts).
import { z } from '../schemas/zod.js';

/** An answer: status, JSON body (absent or `null` for none) and extra headers. */
export interface FakeAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * An error answer `{ code, message }` (ARCHITECTURE §5) with its status and the extras some refusals carry.
 * `message` defaults to the fake's `messages[code]`, else the code itself.
 */
export interface FakeError {
  readonly status: number;
  readonly code: string;
  readonly message?: string;
  readonly field_errors?: Readonly<Record<string, string>>;
  readonly details?: Readonly<Record<string, unknown>>;
  /** Seconds, sent as `Retry-After` (a 429's lock). */
  readonly retryAfter?: number;
}

/** A failure: an error answer, `'hang'` (never answers) or `'network'` (fetch rejects as offline). */
export type FakeFailure = FakeError | 'hang' | 'network';

/** The answer to a path no route knows, worded as the reference server words it. */
export const NOT_FOUND: FakeError = {
  status: 404,
  code: 'not_found_or_forbidden',
  message: 'Não encontrado ou não possui permissão para acessar.',
};

/** Thrown when a fake's answer does not match its wire schema: the fixture drifted from the API. */
export class FakeAnswerDriftError extends Error {
  override readonly name = 'FakeAnswerDriftError';
}

/**
 * A typed answer: `body` is checked against `schema` (a core wire schema) now, so a fixture that drifts from the
 * wire fails the test that uses it. The body is sent as given (the wire shape), not as the parse's output.
 * @param status @default 200
 * @throws FakeAnswerDriftError when `body` does not parse
 */
export function answer<S extends z.core.$ZodType>(
  schema: S,
  body: z.input<S>,
  status = 200,
  headers?: Readonly<Record<string, string>>,
): FakeAnswer {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    throw new FakeAnswerDriftError(`A fake answer does not match its wire schema:\n${z.prettifyError(parsed.error)}`);
  }
  return headers === undefined ? { status, body } : { status, body, headers };
}

/** An error answer in the API's one shape (`message` defaults to the code). */
export function apiError(status: number, code: string, extra: Omit<FakeError, 'status' | 'code'> = {}): FakeAnswer {
  return errorAnswer({ status, code, ...extra });
}

/** The answer of a {@link FakeError}; `messages` give the text of codes without one. */
export function errorAnswer(error: FakeError, messages: Readonly<Record<string, string>> = {}): FakeAnswer {
  const { status, code, message, retryAfter, ...extra } = error;
  return {
    status,
    body: { code, message: message ?? messages[code] ?? code, ...extra },
    ...(retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } }),
  };
}

/** A Django REST framework page of `items` (`count`, `next`, `previous`, `results`). */
export interface FakePage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * One page of `items` as the reference server pages lists: `page` (from 1) and `page_size` from the query,
 * links to the neighbouring pages of `path`.
 * @param pageSize the default page size @default 20
 */
export function pageOf<T>(items: readonly T[], query: URLSearchParams, path: string, pageSize = 20): FakePage<T> {
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? pageSize);
  const link = (to: number) => `${path}?page=${to}&page_size=${size}`;
  return {
    count: items.length,
    next: page * size < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice((page - 1) * size, page * size),
  };
}
