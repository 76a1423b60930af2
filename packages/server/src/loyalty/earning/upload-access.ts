import { eq } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { campaigns, sales, storePhotos } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hasRole } from '../../security/roles';
import type { AuthUser } from '../../shared/fastify-user';
import { findUpload } from '../../uploads/upload-store';

/** The client whose programme an upload belongs to: that of the campaign of the sale or store photo using it. */
async function clientOfUpload(db: CampusDb, uploadId: number): Promise<number | null> {
  const [sale] = await db
    .select({ clientId: campaigns.clientId })
    .from(sales)
    .innerJoin(campaigns, eq(campaigns.id, sales.campaignId))
    .where(eq(sales.invoicePhotoId, uploadId))
    .limit(1);
  if (sale) return sale.clientId;
  const [photo] = await db
    .select({ clientId: campaigns.clientId })
    .from(storePhotos)
    .innerJoin(campaigns, eq(campaigns.id, storePhotos.campaignId))
    .where(eq(storePhotos.uploadId, uploadId))
    .limit(1);
  return photo?.clientId ?? null;
}

/**
 * An invoice or store photo, for its owner, and for the auditors and administrators of the programme it belongs
 * to (who audit invoices) — never another client's staff.
 * @throws 404 `not_found_or_forbidden` for anyone else, as for a name that does not exist
 */
export async function findVisibleUpload(db: CampusDb, user: AuthUser, name: string) {
  const upload = await findUpload(db, name);
  if (!upload) throw new ApiError(404, 'not_found_or_forbidden');
  if (upload.ownerId === Number(user.id) || user.isSuperuser) return upload;
  const staff = hasRole(user, 'auditor') || hasRole(user, 'programme_admin');
  if (staff && user.clientId !== null && (await clientOfUpload(db, upload.id)) === Number(user.clientId)) return upload;
  throw new ApiError(404, 'not_found_or_forbidden');
}
