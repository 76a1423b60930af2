import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { uploadedFiles } from '../db/schema';
import type { UploadedFileRow, UploadPurpose } from '../db/schema';
import type { SanitizedImage } from './sanitize-image';

/** A stored upload, as the API points at it. */
export interface StoredUpload {
  readonly id: number;
  /** The generated name (`<32 hex>.<ext>`); the user's file name is never kept. */
  readonly name: string;
}

/** Pattern of a generated upload name (for route parameters). */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/**
 * Stores a sanitized image under a generated, unguessable name, in the caller's transaction (so the upload
 * and the sale or photo that uses it commit together; see `uploaded_files`).
 */
export async function storeUpload(
  tx: CampusTransaction,
  ownerId: number,
  purpose: UploadPurpose,
  image: SanitizedImage,
): Promise<StoredUpload> {
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  const [row] = await tx
    .insert(uploadedFiles)
    .values({
      name,
      ownerId,
      purpose,
      contentType: image.contentType,
      byteSize: image.bytes.length,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      data: image.bytes,
    })
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
