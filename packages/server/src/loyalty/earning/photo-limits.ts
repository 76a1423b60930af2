import { canUploadPhoto, nextPhotoUploadDate, photoWeekStart } from '@campus/core/rules';
import type { PhotoLimits } from '@campus/core/schemas';
import { and, asc, eq, max } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { photoTypes, storePhotos } from '../../db/schema';
import { requireMemberStore } from './member-stores';

/** Whose limits, at which store, on which product day. */
export interface PhotoLimitsRequest {
  readonly userId: number;
  readonly clientId: number;
  readonly today: string;
  readonly storeId: number;
}

/**
 * The weekly limit of each active photo type at one of the member's stores (spec §5 Photo upload: one per
 * type, store and Monday–Sunday week, whoever sends it), decided by core's `canUploadPhoto` — the rule
 * `recordStorePhoto` applies — so a widget can say so before anyone picks a file.
 * @throws 422 `store_not_linked` when the store is not one of the member's.
 */
export async function weeklyPhotoLimits(db: CampusDb, request: PhotoLimitsRequest): Promise<PhotoLimits> {
  const store = await requireMemberStore(db, request, request.storeId);
  const types = await db
    .select({ id: photoTypes.id })
    .from(photoTypes)
    .where(and(eq(photoTypes.clientId, request.clientId), eq(photoTypes.isActive, true)))
    .orderBy(asc(photoTypes.position), asc(photoTypes.id));
  const latest = await db
    .select({ photoTypeId: storePhotos.photoTypeId, weekStart: max(storePhotos.weekStart) })
    .from(storePhotos)
    .where(eq(storePhotos.storeId, store.id))
    .groupBy(storePhotos.photoTypeId);
  const lastWeekOf = new Map(latest.map((row) => [row.photoTypeId, row.weekStart]));
  return {
    store: store.id,
    week_start: photoWeekStart(request.today),
    photo_types: types.map((type) => {
      const weekStart = lastWeekOf.get(type.id);
      const sent = weekStart != null && !canUploadPhoto(weekStart, request.today);
      return {
        photo_type: type.id,
        already_sent: sent,
        next_allowed_date: sent ? nextPhotoUploadDate(weekStart) : null,
      };
    }),
  };
}
