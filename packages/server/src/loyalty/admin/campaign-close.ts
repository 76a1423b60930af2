import type { CampaignCloseResponse } from '@campus/core/schemas';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { campaigns, memberCampaignLevels, pointLots } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { purgeExpiredIdempotencyKeys } from '../../http/idempotency';
import { expireDueLots, lockPointAccount } from '../ledger-account';
import { lockMemberLevel, setMemberLevel } from '../levels';

/**
 * Closes a campaign that has ended (spec §4): every member's points of the campaign expire (an `expired`
 * ledger entry each), and each member's level is carried into the next campaign with core's
 * `levelForNextCampaign` (kept when the level's minimum was reached again in this campaign, else one level
 * down); experience points are never touched. One short transaction per member, so a close of a large
 * campaign never holds many locks, and safe to run again: a second run finds nothing left to expire and the
 * levels already carried.
 * @param today the product's today; the campaign must have ended before it.
 * @throws 404 `not_found`; 409 `campaign_not_finished` while the campaign runs.
 */
export async function closeCampaign(db: CampusDb, campaignId: number, today: string): Promise<CampaignCloseResponse> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw new ApiError(404, 'not_found');
  if (campaign.endDate >= today) throw new ApiError(409, 'campaign_not_finished');
  const [next] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.clientId, campaign.clientId), gt(campaigns.beginDate, campaign.beginDate)))
    .orderBy(asc(campaigns.beginDate), asc(campaigns.id))
    .limit(1);
  const withPoints = await db
    .selectDistinct({ userId: pointLots.userId })
    .from(pointLots)
    .where(and(eq(pointLots.campaignId, campaign.id), gt(pointLots.remaining, 0)));
  const withLevels = await db
    .select({ userId: memberCampaignLevels.userId })
    .from(memberCampaignLevels)
    .where(eq(memberCampaignLevels.campaignId, campaign.id));
  const members = [...new Set([...withPoints, ...withLevels].map((row) => row.userId))].sort((a, b) => a - b);
  let membersExpired = 0;
  let pointsExpired = 0;
  let levelsCarried = 0;
  for (const userId of members) {
    await withTransaction(db, async (tx) => {
      // Counted before the lock writes anything off: what is left of the campaign now is what this close (or a
      // member request racing it, under the same lock) expires; the figure is a report, the ledger is exact.
      const before = await tx
        .select({ remaining: sql<string>`coalesce(sum(${pointLots.remaining}), 0)` })
        .from(pointLots)
        .where(and(eq(pointLots.userId, userId), eq(pointLots.campaignId, campaign.id)));
      const account = await lockPointAccount(tx, userId, today);
      // Lots carry the end date the campaign had when they were credited; if the campaign was cut short
      // since, its end still decides (spec §4: campaign points expire at campaign end).
      await tx
        .update(pointLots)
        .set({ expiresOn: campaign.endDate })
        .where(
          and(
            eq(pointLots.userId, userId),
            eq(pointLots.campaignId, campaign.id),
            gt(pointLots.remaining, 0),
            gt(pointLots.expiresOn, campaign.endDate),
          ),
        );
      await expireDueLots(account);
      const expired = Number(before[0]?.remaining ?? 0);
      if (expired > 0) {
        membersExpired += 1;
        pointsExpired += expired;
      }
      if (next && withLevels.some((row) => row.userId === userId)) {
        const carried = await lockMemberLevel(tx, userId, next);
        // The profile shows the level of the campaign that is running (or about to).
        await setMemberLevel(tx, userId, next.id, carried.level);
        levelsCarried += 1;
      }
    });
  }
  await purgeExpiredIdempotencyKeys(db);
  return {
    campaign_id: campaign.id,
    members_expired: membersExpired,
    points_expired: pointsExpired,
    levels_carried: levelsCarried,
    next_campaign_id: next?.id ?? null,
  };
}

/** Every campaign that ended before `today`, oldest first (what `--due` closes). */
export async function endedCampaignIds(db: CampusDb, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(lt(campaigns.endDate, today))
    .orderBy(asc(campaigns.endDate), asc(campaigns.id));
  return rows.map((row) => row.id);
}
