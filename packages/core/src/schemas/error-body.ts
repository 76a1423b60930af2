import { z } from './zod';

/**
 * The one error answer shape of the API (ARCHITECTURE §5, SPECIFICATION §8):
 * `{ "code": "snake_case_code", "message": "localized text" }` with an HTTP status that fits.
 */
export const errorBodySchema = z.object({
  /** Stable snake_case code, e.g. `invalid_grant`, `insufficient_points`. */
  code: z.string().check(z.minLength(1)),
  /** Human-readable text, already localized by the server (Accept-Language). */
  message: z.string(),
});

/** An error answer body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** OAuth 2 error answers of `/o/token/` (RFC 6749 §5.2), which some providers send instead. */
const oauthErrorSchema = z.object({
  error: z.string().check(z.minLength(1)),
  error_description: z.optional(z.string()),
});

/** Django REST framework's `{ "detail": "..." }`, still common on provider APIs. */
const detailErrorSchema = z.object({ detail: z.string() });

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
