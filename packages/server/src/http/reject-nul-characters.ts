import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** How deep a body is searched; the body limit keeps bodies small, this keeps the walk bounded anyway. */
const MAX_DEPTH = 32;

/** The path of the first string (or key) holding U+0000 in `value`, or null. */
function nulPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}.${key}`;
    if (key.includes('\u0000')) return path;
    const found = nulPath(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a value holding U+0000 anywhere (as 400 `invalid_request` naming `path…`): for input a handler reads
 * itself, after the hook below ran (multipart fields, JSON inside a form field).
 * @throws 400 `invalid_request`
 */
export function assertNoNulCharacters(value: unknown, path: string): void {
  const found = nulPath(value, path, 0);
  if (found !== null) throw new ApiError(400, 'invalid_request', {}, { fields: [found] });
}

/**
 * `preValidation` hook: PostgreSQL text cannot hold U+0000, so a body or query string carrying one would fail
 * in the database (a 500). It is refused up front as 400 `invalid_request` with the field's path, like any
 * other malformed input. Registered app-wide in buildApp, so every route gets it.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const path =
    nulPath(request.body, 'body', 0) ?? nulPath(request.query, 'query', 0) ?? nulPath(request.params, 'params', 0);
  if (path !== null) throw new ApiError(400, 'invalid_request', {}, { fields: [path] });
}
