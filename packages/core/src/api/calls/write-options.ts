import { IDEMPOTENCY_KEY_HEADER } from '../idempotency.js';
import type { TypedCallOptions } from './call-signal.js';

/** How a retry-safe write is sent: its idempotency key (see `createIdempotentSubmit`), a signal, upload progress. */
export interface WriteCallOptions extends TypedCallOptions {
  /** The key the server replays a repeated write by (docs/loyalty.md "Retries and Idempotency-Key"). */
  idempotencyKey: string;
  /** Upload progress 0..1 of a multipart write. */
  onUploadProgress?: (progress: number) => void;
}

/** The call options of a write: the `Idempotency-Key` header, and the signal and progress when given. */
export function writeOptions(options: WriteCallOptions): {
  headers: Record<string, string>;
  signal?: AbortSignal;
  onUploadProgress?: (progress: number) => void;
} {
  return {
    headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
  };
}

/** A file name for a multipart part: the file's own, or a neutral one (the server never keeps it anyway). */
export function uploadFileName(blob: Blob, base: string): string {
  if (blob instanceof File && blob.name !== '') return blob.name;
  return `${base}.${blob.type === 'image/png' ? 'png' : blob.type === 'image/webp' ? 'webp' : 'jpg'}`;
}
