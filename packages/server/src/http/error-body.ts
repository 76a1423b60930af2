import { errorBodySchema } from '@campus/core/schemas';
import { z } from 'zod';

/**
 * The error answer of every route: core's `{ code, message }` plus, for 400 validation errors, the failing
 * input paths. Routes list it in their response schemas (see {@link errorResponses}) so OpenAPI shows it.
 */
export const apiErrorBodySchema = z
  .object({
    ...errorBodySchema.shape,
    /** Failing input paths, prefixed by where they are: `body.username`, `query.page`, `params.id`. */
    fields: z.array(z.string()).optional(),
    /** For 422 rule refusals: the rule code of each failing field (`{ "document": "invalid_document" }`). */
    field_errors: z.record(z.string(), z.string()).optional(),
    /** Facts about a refusal (`next_allowed_date` of a weekly photo limit …). */
    details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .describe('Every error answer: a stable snake_case code and a message in the request language.');

/** An error answer. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * Response schemas for the given error statuses, to spread into a route's `response`:
 * @example response: { 200: meSchema, ...errorResponses(401, 404) }
 */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof apiErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorBodySchema])) as Record<
    S,
    typeof apiErrorBodySchema
  >;
}
