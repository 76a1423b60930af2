import { randomBytes } from 'node:crypto';
import type { CampusDb } from '../db/database';
import { uploadedFiles } from '../db/schema';
import type { UploadPurpose } from '../db/schema';
import type { SanitizedImage } from './sanitize-image';
import { uploadRow } from './upload-store';

/**
 * Inserts uploads as the server wrote them before object storage, bytes in the row's `data`, each under a new
 * random name: what the legacy move and the fallback read must keep serving.
 * @returns the names, in insertion order
 */
export async function insertLegacyUploads(
  db: CampusDb,
  ownerId: number,
  image: SanitizedImage,
  count: number,
  purpose: UploadPurpose = 'invoice_photo',
): Promise<string[]> {
  const names = Array.from({ length: count }, () => `${randomBytes(16).toString('hex')}.jpg`);
  await db
    .insert(uploadedFiles)
    .values(names.map((name) => ({ ...uploadRow(name, ownerId, purpose, image), data: image.bytes })));
  return names;
}
