import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { readMultipartForm } from './multipart-form';

/** The hash of each multipart request's fields and files, for `Idempotency-Key` (see {@link multipartHash}). */
const hashes = new WeakMap<FastifyRequest, string>();

/**
 * A `preValidation` hook that reads a multipart form into `request.body` (text fields as strings, files as
 * `Buffer`s), so the route's zod `body` schema validates it like any other body and OpenAPI documents it.
 * Run authentication in `onRequest` on such routes, so nobody unauthenticated gets a 10 MB body read.
 */
export function multipartBody(fileFields: readonly string[]): preValidationAsyncHookHandler {
  return async function readMultipartBody(request) {
    const form = await readMultipartForm(request, { fileFields });
    hashes.set(request, form.hash);
    request.body = { ...form.fields, ...form.files };
  };
}

/** The hash {@link multipartBody} computed for a request (fields and file bytes). */
export function multipartHash(request: FastifyRequest): string {
  const hash = hashes.get(request);
  if (hash === undefined) throw new Error('multipartHash: the route does not read its body with multipartBody');
  return hash;
}

/** A file field of a multipart body: the bytes as a Buffer (OpenAPI: a binary string). */
export const fileFieldSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'expected a file' })
  .meta({ type: 'string', format: 'binary' } as Record<string, unknown>);
