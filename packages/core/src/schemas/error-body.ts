import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/**
 * The one error answer shape of the API (ARCHITECTURE §5, SPECIFICATION §8):
 * `{ "code": "snake_case_code", "message": "localized text" }` with an HTTP status that fits.
 */
export const errorBodySchema = lazySchema(() =>
  z.object({
    /** Stable snake_case code, e.g. `invalid_grant`, `insufficient_points`. */
    code: z.string().check(z.minLength(1)),
    /** Human-readable text, already localized by the server (Accept-Language). */
    message: z.string(),
  }),
);

/** An error answer body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The whole error answer of the reference API: `{ code, message }` plus what a refusal may carry. Core's
 * `HttpError` reads it (`fields`, `fieldErrors`, `details`); the server answers and documents it.
 */
export const apiErrorBodySchema = lazySchema(() =>
  z.extend(errorBodySchema, {
    /** For 400 validation errors: the failing input paths, prefixed by where they are (`body.username`, `query.page`). */
    fields: z.optional(z.array(z.string())),
    /** For 422 rule refusals: the rule code of each failing field (`{ "document": "invalid_document" }`). */
    field_errors: z.optional(z.record(z.string(), z.string())),
    /** Facts about a refusal (`next_allowed_date` of a weekly photo limit …). */
    details: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
);

/** A whole error answer of the reference API. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** What an error answer says beyond `{ code, message }`: empty parts when it said nothing (or something else). */
export interface RefusalData {
  readonly fields: readonly string[];
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly details: Readonly<Record<string, string | number>>;
}

/** Reads the refusal parts of an error answer one by one, so a malformed part never hides the others. */
export function parseRefusalData(data: unknown): RefusalData {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const fields = z.array(z.string()).safeParse(record['fields']);
  const fieldErrors = z.record(z.string(), z.unknown()).safeParse(record['field_errors']);
  const details = z.record(z.string(), z.unknown()).safeParse(record['details']);
  const keep = <T>(entries: Record<string, unknown>, test: (value: unknown) => value is T): Record<string, T> =>
    Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, T] => test(entry[1])));
  return {
    fields: fields.success ? fields.data : [],
    fieldErrors: fieldErrors.success
      ? keep(fieldErrors.data, (value): value is string => typeof value === 'string')
      : {},
    details: details.success
      ? keep(details.data, (value): value is string | number => typeof value === 'string' || typeof value === 'number')
      : {},
  };
}

/** OAuth 2 error answers of `/o/token/` (RFC 6749 §5.2), which some providers send instead. */
const oauthErrorSchema = lazySchema(() =>
  z.object({
    error: z.string().check(z.minLength(1)),
    error_description: z.optional(z.string()),
  }),
);

/** Django REST framework's `{ "detail": "..." }`, still common on provider APIs. */
const detailErrorSchema = lazySchema(() => z.object({ detail: z.string() }));

/**
 * Reads an error answer into `{ code, message }`, accepting the canonical shape and, for providers that
 * have not adopted it, the OAuth 2 and `{ detail }` shapes. Returns `null` when the body is none of them.
 */
export function parseErrorBody(data: unknown): ErrorBody | null {
  const canonical = errorBodySchema.safeParse(data);
  if (canonical.success) return canonical.data;
  const oauth = oauthErrorSchema.safeParse(data);
  if (oauth.success) return { code: oauth.data.error, message: oauth.data.error_description ?? oauth.data.error };
  const detail = detailErrorSchema.safeParse(data);
  if (detail.success) return { code: 'error', message: detail.data.detail };
  return null;
}
