import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { assertNoNulCharacters } from '../../http/reject-nul-characters';
import { MAX_IMPORT_UPLOAD_BYTES } from './import-limits';

/** An uploaded file written to a temporary folder, removed when the response is sent. */
export interface TemporaryUpload {
  readonly kind: 'temporary-upload';
  readonly path: string;
  readonly size: number;
  /** The name the sender gave (only a hint: the type is read from the bytes). */
  readonly filename: string;
}

/** A file field of the import form (OpenAPI: a binary string). */
export const temporaryUploadSchema = z
  .custom<TemporaryUpload>(
    (value) => typeof value === 'object' && value !== null && (value as TemporaryUpload).kind === 'temporary-upload',
    { message: 'expected a file' },
  )
  .meta({ type: 'string', format: 'binary' } as Record<string, unknown>);

/** The temporary folder of each request that received a file, removed by {@link removeTemporaryUpload}. */
const folders = new WeakMap<FastifyRequest, string>();

/** @fastify/multipart's errors (by code) → our answer; undefined for others. */
function multipartError(error: unknown): ApiError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const megabytes = Math.round(MAX_IMPORT_UPLOAD_BYTES / (1024 * 1024));
    return new ApiError(
      413,
      'file_too_large',
      { max_megabytes: megabytes },
      { fieldErrors: { file: 'file_too_large' } },
    );
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError(413, 'payload_too_large');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError(415, 'unsupported_media_type');
  return undefined;
}

/**
 * Reads the import form: text fields once each (a repeated or truncated one is refused), and the one `file`
 * part streamed to a temporary file, never held in memory (a package may be hundreds of megabytes). The
 * multipart plugin's file-size limit stops a larger file with 413 `file_too_large`.
 * @returns the fields, with `file` as a {@link TemporaryUpload}
 * @throws 415 when the body is not multipart, 400 `malformed_body` / `invalid_request`, 413
 */
export async function readImportForm(request: FastifyRequest): Promise<Record<string, string | TemporaryUpload>> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type');
  const body: Record<string, string | TemporaryUpload> = {};
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (Object.hasOwn(body, name)) throw new ApiError(400, 'invalid_request', {}, { fields: [`body.${name}`] });
      if (part.type === 'file') {
        if (name !== 'file') {
          await part.toBuffer().catch(() => undefined);
          throw new ApiError(400, 'invalid_request', {}, { fields: [`body.${name}`] });
        }
        const folder = await mkdtemp(join(tmpdir(), 'campus-import-'));
        folders.set(request, folder);
        const path = join(folder, 'upload');
        const output = createWriteStream(path);
        let size = 0;
        part.file.on('data', (chunk: Buffer) => (size += chunk.length));
        await pipeline(part.file, output);
        body[name] = { kind: 'temporary-upload', path, size, filename: part.filename ?? '' };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new ApiError(413, 'payload_too_large');
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        assertNoNulCharacters(value, `body.${name}`);
        body[name] = value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw multipartError(error) ?? new ApiError(400, 'malformed_body', {}, { cause: error });
  }
  return body;
}

/** Removes the request's temporary upload, if it received one (an `onResponse` hook: after any answer). */
export async function removeTemporaryUpload(request: FastifyRequest): Promise<void> {
  const folder = folders.get(request);
  if (folder === undefined) return;
  folders.delete(request);
  await rm(folder, { recursive: true, force: true });
}
