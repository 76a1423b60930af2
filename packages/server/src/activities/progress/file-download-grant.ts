import { eq } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { catalogueItems, clients, courseActivities } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { RequestScope } from '../../shared/request-scope';
import { verifyLaunchToken } from '../content-origin/launch-token';

// `{activity_id}/{token}/{file}` below the content origin, as the launch route writes it.
const LAUNCH_PATH = /^(\d{1,10})\/([^/?#]+)\/[^?#]+/;

/** What a downloaded file's launch URL names, once its token checked out. */
export interface FileDownloadGrant {
  readonly activityId: number;
  readonly userId: number;
}

/**
 * The activity and learner of a launch URL on the content origin (`{origin}/{activity_id}/{token}/{file}`), when
 * its launch token is valid for that activity now; else 403 `not_found_or_forbidden` (a URL of another origin,
 * malformed, tampered with or expired), so a forged URL cannot tell activities apart.
 */
export function fileDownloadGrant(
  url: string,
  options: { readonly contentOrigin: string; readonly secret: string; readonly nowSeconds: number },
): FileDownloadGrant {
  const prefix = `${options.contentOrigin.replace(/\/+$/, '')}/`;
  const match = url.startsWith(prefix) ? LAUNCH_PATH.exec(url.slice(prefix.length)) : null;
  const activityId = Number(match?.[1]);
  const grant =
    match && activityId >= 1
      ? verifyLaunchToken(options.secret, match[2] ?? '', activityId, options.nowSeconds)
      : undefined;
  if (!grant) throw new ApiError(403, 'not_found_or_forbidden');
  return { activityId: grant.activityId, userId: grant.userId };
}

/**
 * The scope the file-complete call acts in, sent without a session: the learner of the grant in the client whose
 * course holds the activity (the launch route issued the token only to a learner who could open it there; the
 * caller's access is checked again with it). 404 `not_found_or_forbidden` when the activity is gone, 403
 * `forbidden` when its client is inactive.
 */
export async function fileDownloadScope(db: CampusDb, grant: FileDownloadGrant): Promise<RequestScope> {
  const [row] = await db
    .select({ clientId: catalogueItems.clientId, params: clients.params, active: clients.isActive })
    .from(courseActivities)
    .innerJoin(catalogueItems, eq(catalogueItems.id, courseActivities.courseId))
    .innerJoin(clients, eq(clients.id, catalogueItems.clientId))
    .where(eq(courseActivities.id, grant.activityId));
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  if (!row.active) throw new ApiError(403, 'forbidden');
  return { userId: grant.userId, clientId: row.clientId, flags: row.params.flags };
}
