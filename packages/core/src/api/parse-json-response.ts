import { z } from '../schemas/zod.js';
import type { RequestSummary } from '../errors/request-summary.js';
import { ResponseValidationError } from '../errors/response-validation-error.js';

/**
 * Reads a JSON answer and validates it with `schema` (ARCHITECTURE §3: responses are parsed with the zod
 * schemas kept in core). An empty body is `undefined`, so a schema may accept 204 answers.
 * @throws ResponseValidationError when the body is not JSON or does not match.
 */
export async function parseJsonResponse<S extends z.core.$ZodType>(
  response: Response,
  schema: S,
  request: RequestSummary,
): Promise<z.output<S>> {
  const text = await response.text();
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    throw new ResponseValidationError(request, [], error);
  }
  // The function, not a method, so a schema of classic zod (a host's or a test's) is accepted too.
  const result = z.safeParse(schema, data);
  if (!result.success) throw new ResponseValidationError(request, result.error.issues, result.error);
  return result.data;
}
