import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { RequestHasher } from '../http/idempotency';
import { assertNoNulCharacters } from '../http/reject-nul-characters';
import { fileTooLarge } from './sanitize-image';

/** A multipart form read whole: text fields, file bytes, and the hash of both for `Idempotency-Key`. */
export interface MultipartForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: Readonly<Record<string, Buffer>>;
  /** Hash of every field and file (see RequestHasher). */
  readonly hash: string;
}

/** What {@link readMultipartForm} accepts. */
export interface MultipartFormOptions {
  /** Field names that may carry a file; a file in any other field is 400. */
  readonly fileFields: readonly string[];
}

/** Multipart errors of @fastify/multipart (by code) → our answer. */
function multipartError(error: unknown, currentFile: string | null): ApiError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(currentFile ?? 'file');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError(413, 'payload_too_large');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError(415, 'unsupported_media_type');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR' || code === 'FST_MP_PREMATURE_CLOSE') {
    return new ApiError(400, 'malformed_body');
  }
  return undefined;
}

/**
 * Reads a `multipart/form-data` body (the route's plugin registers @fastify/multipart with the size limits):
 * each text field once (a repeated field or a truncated value is refused, never cut short), each file into
 * memory up to the file-size limit (beyond it: 413 `file_too_large`, never a truncated file).
 * @throws 415 `unsupported_media_type` when the body is not multipart; 400 `malformed_body` on a malformed body
 *   (no boundary, cut short), 400 `invalid_request` for a field holding U+0000.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: MultipartFormOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const hasher = new RequestHasher();
  let currentFile: string | null = null;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (Object.hasOwn(fields, name) || Object.hasOwn(files, name)) {
        throw new ApiError(400, 'invalid_request', {}, { fields: [`body.${name}`] });
      }
      if (part.type === 'file') {
        if (!options.fileFields.includes(name)) {
          // Drain it so the request can finish, then refuse.
          await part.toBuffer().catch(() => undefined);
          throw new ApiError(400, 'invalid_request', {}, { fields: [`body.${name}`] });
        }
        currentFile = name;
        const bytes = await part.toBuffer();
        currentFile = null;
        files[name] = bytes;
        hasher.file(name, bytes);
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new ApiError(413, 'payload_too_large');
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        // PostgreSQL text cannot hold U+0000: refused here, as the JSON routes' hook does, not in the database.
        assertNoNulCharacters(value, `body.${name}`);
        fields[name] = value;
        hasher.field(name, value);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Anything else thrown while reading the parts is the parser's: a body without a boundary, cut short or with
    // a broken part header is the sender's mistake.
    throw multipartError(error, currentFile) ?? new ApiError(400, 'malformed_body', {}, { cause: error });
  }
  return { fields, files, hash: hasher.digest() };
}
