import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { assertNoNulCharacters } from '../../http/reject-nul-characters';
import { captionFieldLanguage, MAX_CAPTION_BYTES, MAX_CAPTION_FILES } from './caption-files';
import type { CaptionUpload } from './caption-files';
import { MAX_ACTIVITY_DOCUMENT_BYTES } from './activity-documents';
import { MAX_GAME_IMAGE_BYTES, MAX_GAME_IMAGE_FILES } from './game-images';
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

/** The caption file fields of the import form (OpenAPI: one binary file field per language). */
export const captionUploadsSchema = z
  .custom<CaptionUpload[]>(
    (value) =>
      Array.isArray(value) &&
      value.every((caption: CaptionUpload) => (caption.upload as Partial<TemporaryUpload>).kind === 'temporary-upload'),
    { message: 'expected caption files' },
  )
  .meta({ type: 'object', additionalProperties: { type: 'string', format: 'binary' } } as Record<string, unknown>);

/** The game pictures of the import form (OpenAPI: a repeated binary file field `images`). */
export const imageUploadsSchema = z
  .custom<TemporaryUpload[]>(
    (value) =>
      Array.isArray(value) &&
      value.every((upload: Partial<TemporaryUpload> | null) => upload?.kind === 'temporary-upload'),
    { message: 'expected image files' },
  )
  .meta({ type: 'array', items: { type: 'string', format: 'binary' } } as Record<string, unknown>);

/**
 * The fields of the import form as read: text, the `file`, the caption files under `captions` and a game's
 * pictures under `images`.
 */
export type ImportFormFields = Record<string, string | TemporaryUpload | CaptionUpload[] | TemporaryUpload[]>;

/** The temporary folder of each request that received a file, removed by {@link removeTemporaryUpload}. */
const folders = new WeakMap<FastifyRequest, string>();

/** The request's temporary folder, made at its first file. */
async function folderOf(request: FastifyRequest): Promise<string> {
  const known = folders.get(request);
  if (known !== undefined) return known;
  const folder = await mkdtemp(join(tmpdir(), 'campus-import-'));
  folders.set(request, folder);
  return folder;
}

/** Reads a file part to its end and drops it (a refused part must still be consumed for the next to arrive). */
async function discard(file: Readable): Promise<void> {
  await pipeline(file, new Writable({ write: (_chunk, _encoding, done) => done() }));
}

/**
 * Streams a file part to `path`, writing at most `limit` bytes (the rest is read and dropped, so a caption file
 * that is too large never fills the disk); answers the part's whole size, which the checks compare to the limit.
 */
async function writePart(part: MultipartFile, path: string, limit: number): Promise<number> {
  let size = 0;
  await pipeline(
    part.file,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        const room = limit - size;
        size += chunk.length;
        if (room > 0) yield chunk.length > room ? chunk.subarray(0, room) : chunk;
      }
    },
    createWriteStream(path),
  );
  return size;
}

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
 * Reads the import form: text fields once each (a repeated or truncated one is refused), the one `file` part (or
 * the JSON `content` document of a test, reaction evaluation or game), a game's pictures (`images`, repeated, each
 * written up to one byte past {@link MAX_GAME_IMAGE_BYTES}) and
 * the caption parts `captions[<language>]` streamed to a temporary folder, never held in memory (a package may be
 * hundreds of megabytes). The multipart plugin's file-size limit stops a larger file with 413 `file_too_large`; a
 * caption file is written up to one byte past {@link MAX_CAPTION_BYTES} (its checks refuse it by its size). The
 * caption languages are checked later, with the activity's type ({@link checkCaptionFiles}).
 * @returns the fields, with `file` as a {@link TemporaryUpload} and `captions` as {@link CaptionUpload}s
 * @throws 415 when the body is not multipart, 400 `malformed_body` / `invalid_request`, 413, 422
 *   `activity_captions_too_many`
 */
export async function readImportForm(request: FastifyRequest): Promise<ImportFormFields> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type');
  const body: ImportFormFields = {};
  const captions: CaptionUpload[] = [];
  const images: TemporaryUpload[] = [];
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (Object.hasOwn(body, name)) throw new ApiError(400, 'invalid_request', {}, { fields: [`body.${name}`] });
      if (part.type === 'file') {
        const language = captionFieldLanguage(name);
        if (language !== undefined) {
          if (captions.length === MAX_CAPTION_FILES) {
            await discard(part.file);
            throw new ApiError(
              422,
              'activity_captions_too_many',
              { max: MAX_CAPTION_FILES },
              { fieldErrors: { captions: 'too_many' } },
            );
          }
          // Repeated languages are kept: the checks refuse them with their own code, as they do `pt-br` after `pt-BR`.
          const path = join(await folderOf(request), `caption-${captions.length + 1}.vtt`);
          const size = await writePart(part, path, MAX_CAPTION_BYTES + 1);
          captions.push({
            field: name,
            language,
            upload: { kind: 'temporary-upload', path, size, filename: part.filename ?? '' },
          });
          continue;
        }
        if (name === 'images') {
          if (images.length === MAX_GAME_IMAGE_FILES) {
            await discard(part.file);
            throw new ApiError(413, 'payload_too_large', {}, { fieldErrors: { images: 'too_many' } });
          }
          // Written up to one byte past its limit: its check refuses it by its size.
          const path = join(await folderOf(request), `image-${images.length + 1}`);
          const size = await writePart(part, path, MAX_GAME_IMAGE_BYTES + 1);
          images.push({ kind: 'temporary-upload', path, size, filename: part.filename ?? '' });
          continue;
        }
        if (name !== 'file' && name !== 'content') {
          await discard(part.file);
          throw new ApiError(400, 'invalid_request', {}, { fields: [`body.${name}`] });
        }
        // A `content` document is written up to one byte past its limit: its check refuses it by its size.
        const path = join(await folderOf(request), name === 'file' ? 'upload' : 'content.json');
        const size = await writePart(
          part,
          path,
          name === 'file' ? Number.POSITIVE_INFINITY : MAX_ACTIVITY_DOCUMENT_BYTES + 1,
        );
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
  if (captions.length > 0) {
    // A text field named `captions` would be taken for the files.
    if (Object.hasOwn(body, 'captions')) throw new ApiError(400, 'invalid_request', {}, { fields: ['body.captions'] });
    body.captions = captions;
  }
  if (images.length > 0) {
    if (Object.hasOwn(body, 'images')) throw new ApiError(400, 'invalid_request', {}, { fields: ['body.images'] });
    body.images = images;
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
