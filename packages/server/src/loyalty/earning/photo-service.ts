import { canUploadPhoto, nextPhotoUploadDate, photoWeekStart } from '@campus/core/rules';
import type { PhotoCreated } from '@campus/core/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { photoTypes, storePhotos } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { PendingUploads } from '../../uploads/pending-uploads';
import type { SanitizedImage } from '../../uploads/sanitize-image';
import { storeUpload } from '../../uploads/upload-store';
import { findActiveCampaign } from '../campaign-lookup';
import type { PointsEarned } from './points-upload';
import { lockPointAccount } from '../ledger-account';
import { creditPoints } from '../ledger';
import { addLevelPoints } from '../levels';
import { isStoreParticipating, requireMemberStore } from './member-stores';

/** A store photo as the member sent it. */
export interface PhotoReport {
  readonly userId: number;
  readonly clientId: number;
  readonly today: string;
  readonly photoTypeId: number;
  readonly storeId: number;
  readonly photo: SanitizedImage;
}

/**
 * 422 `photo_already_sent_this_week` with the next allowed date (the Monday after the week of `weekStart`)
 * in `details.next_allowed_date`.
 */
export function photoAlreadySent(weekStart: string): ApiError {
  return new ApiError(
    422,
    'photo_already_sent_this_week',
    {},
    {
      fieldErrors: { photo_type: 'photo_already_sent_this_week' },
      details: { next_allowed_date: nextPhotoUploadDate(weekStart) },
    },
  );
}

/**
 * Records a store photo and credits its type's points (spec §5 Photo upload: one per type, store and
 * Monday–Sunday week, by core's `canUploadPhoto`; the limit resets after Sunday). The unique index
 * `store_photos_week_unique` stops two members of one store racing in the same week (the route maps it).
 * @throws 422 `photo_already_sent_this_week` (with `details.next_allowed_date`), `store_not_participating`,
 *   `store_not_linked`, `no_active_campaign`, `invalid_selection` (unknown photo type).
 */
export async function recordStorePhoto(
  tx: CampusTransaction,
  report: PhotoReport,
  uploads: PendingUploads,
): Promise<PointsEarned<PhotoCreated>> {
  const campaign = await findActiveCampaign(tx, report.clientId, report.today);
  if (!campaign) throw new ApiError(422, 'no_active_campaign');
  const store = await requireMemberStore(tx, report, report.storeId);
  const [type] = await tx
    .select()
    .from(photoTypes)
    .where(
      and(
        eq(photoTypes.id, report.photoTypeId),
        eq(photoTypes.clientId, report.clientId),
        eq(photoTypes.isActive, true),
      ),
    );
  if (!type) throw new ApiError(422, 'invalid_selection', {}, { fieldErrors: { photo_type: 'invalid_selection' } });
  if (!(await isStoreParticipating(tx, campaign.id, store.id))) {
    throw new ApiError(422, 'store_not_participating', {}, { fieldErrors: { store: 'store_not_participating' } });
  }
  const account = await lockPointAccount(tx, report.userId, report.today);
  const [last] = await tx
    .select({ weekStart: storePhotos.weekStart })
    .from(storePhotos)
    .where(and(eq(storePhotos.photoTypeId, type.id), eq(storePhotos.storeId, store.id)))
    .orderBy(desc(storePhotos.weekStart))
    .limit(1);
  if (last && !canUploadPhoto(last.weekStart, report.today)) throw photoAlreadySent(last.weekStart);

  const weekStart = photoWeekStart(report.today);
  const upload = await storeUpload(tx, uploads, report.userId, 'store_photo', report.photo);
  const [photo] = await tx
    .insert(storePhotos)
    .values({
      userId: report.userId,
      campaignId: campaign.id,
      storeId: store.id,
      photoTypeId: type.id,
      weekStart,
      uploadId: upload.id,
      points: type.points,
    })
    .returning({ id: storePhotos.id });
  if (!photo) throw new Error('photo not written');
  if (type.points > 0) {
    await creditPoints(account, {
      kind: 'earned',
      sourceType: 'store_photo',
      sourceId: photo.id,
      points: type.points,
      campaignId: campaign.id,
      expiresOn: campaign.endDate,
    });
    await addLevelPoints(tx, report.userId, campaign, type.points);
  }
  const answer = {
    id: photo.id,
    points: type.points,
    week_start: weekStart,
    next_allowed_date: nextPhotoUploadDate(weekStart),
  };
  return { answer, campaignId: campaign.id };
}
