import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { uploadedFiles } from '../db/schema';
import type { UploadedFileRow, UploadPurpose } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ObjectStore } from '../storage/object-store';
import type { PendingUploads, UploadLog } from './pending-uploads';
import type { SanitizedImage } from './sanitize-image';

/** A stored upload, as the API points at it. */
export interface StoredUpload {
  readonly id: number;
  /** The generated name (`<32 hex>.<ext>`); the user's file name is never kept. */
  readonly name: string;
}

/** Pattern of a generated upload name (for route parameters). */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/** The `uploaded_files` columns that describe a sanitized image (its bytes live in the object store). */
export function uploadRow(name: string, ownerId: number, purpose: UploadPurpose, image: SanitizedImage) {
  return {
    name,
    ownerId,
    purpose,
    contentType: image.contentType,
    byteSize: image.bytes.length,
    width: image.width,
    height: image.height,
    sha256: image.sha256,
  };
}

/**
 * Stores a sanitized image under a generated, unguessable name: its bytes in the object store (the object's key is
 * the name), then its row in the caller's transaction, so the upload and the sale or photo that uses it commit
 * together. Object first: a committed row always finds its bytes. When the transaction rolls back the object is
 * an orphan, deleted after the write by `withUploadCleanup` (see {@link PendingUploads}).
 * @throws 503 `service_unavailable` when the object store cannot take the bytes.
 */
export async function storeUpload(
  tx: CampusTransaction,
  uploads: PendingUploads,
  ownerId: number,
  purpose: UploadPurpose,
  image: SanitizedImage,
): Promise<StoredUpload> {
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await uploads.put(name, image.bytes, image.contentType);
  const [row] = await tx
    .insert(uploadedFiles)
    .values(uploadRow(name, ownerId, purpose, image))
    .returning({ id: uploadedFiles.id, name: uploadedFiles.name });
  if (!row) throw new Error('upload not stored');
  return row;
}

/** The URL an upload is served at (signed-in: its owner and the programme's staff). */
export function uploadUrl(name: string): string {
  return `/api/uploads/${name}`;
}

/** An upload by its generated name, or undefined. */
export async function findUpload(db: CampusDb, name: string): Promise<UploadedFileRow | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name));
  return row;
}

/**
 * The bytes of an upload: from its row while it still holds them (stored before object storage and not moved yet,
 * or written by a process of an older version during a rolling deploy), otherwise from the object store.
 * @returns undefined when the store has no object for the row (lost outside the API).
 * @throws 503 `service_unavailable` when the store cannot be read.
 */
export async function readUploadBytes(
  store: ObjectStore,
  upload: Pick<UploadedFileRow, 'name' | 'data'>,
  log?: UploadLog,
): Promise<Buffer | undefined> {
  if (upload.data) return upload.data;
  try {
    return await store.get(upload.name);
  } catch (error) {
    log?.error({ err: error, store: store.kind }, 'object store read failed');
    throw new ApiError(503, 'service_unavailable', {}, { headers: { 'retry-after': '5' }, cause: error });
  }
}
