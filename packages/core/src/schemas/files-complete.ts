import { z } from './zod.js';

/**
 * `POST /api/files/complete/` (SPECIFICATION §7: multipart, and the one upload sent *without* bearer).
 * Payload not shown, designed here: after a direct upload to object storage, the client tells the API the
 * upload finished. The `upload_id` is an unguessable id the API issued together with the storage URL, so it
 * authorizes the call by itself. Sent as multipart form fields.
 */
export const filesCompleteRequestSchema = z.object({
  upload_id: z.string().check(z.minLength(1)),
  /** Original file name, for the stored record and later downloads. */
  file_name: z.string().check(z.minLength(1), z.maxLength(256)),
});

/** Fields of the file-complete call. */
export type FilesCompleteRequest = z.infer<typeof filesCompleteRequestSchema>;

/** Answer of the file-complete call: the stored file. */
export const filesCompleteResponseSchema = z.object({
  file_id: z.string().check(z.minLength(1)),
  url: z.url(),
});

/** Answer of the file-complete call. */
export type FilesCompleteResponse = z.infer<typeof filesCompleteResponseSchema>;
