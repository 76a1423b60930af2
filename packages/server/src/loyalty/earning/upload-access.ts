import type { CampusDb } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { hasRole } from '../../security/roles';
import type { AuthUser } from '../../shared/fastify-user';
import { findUpload } from '../../uploads/upload-store';

/**
 * An invoice or store photo, for its owner and the programme's auditors and administrators (who audit
 * invoices).
 * @throws 404 `not_found_or_forbidden` for anyone else, as for a name that does not exist
 */
export async function findVisibleUpload(db: CampusDb, user: AuthUser, name: string) {
  const upload = await findUpload(db, name);
  const staff = hasRole(user, 'auditor') || hasRole(user, 'programme_admin');
  if (!upload || (upload.ownerId !== Number(user.id) && !staff)) throw new ApiError(404, 'not_found_or_forbidden');
  return upload;
}
