import { levelForNextCampaign } from '@campus/core/rules';
import type { Level } from '@campus/core/rules';
import { and, desc, eq, lt } from 'drizzle-orm';
import { productToday } from '../../shared/product-time';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { campaigns, memberCampaignLevels } from '../../db/schema';
import type { CampaignRow } from '../../db/schema';
import { findActiveCampaign } from '../campaign-lookup';
import { readLevelMinimums } from '../levels';

/** A member's level in a campaign, as reads see it. */
export interface MemberLevelView {
  readonly level: Level;
  readonly levelPoints: number;
  /** The campaign the level belongs to, or null between campaigns. */
  readonly campaign: CampaignRow | null;
}

/**
 * The member's level in the client's active campaign without writing anything: the campaign's row when it
 * exists, else the level the previous campaign carries into it (core's `levelForNextCampaign`, exactly what
 * `lockMemberLevel` would create), else basic. Writes that depend on the level use `lockMemberLevel` instead.
 */
export async function readMemberLevel(
  db: CampusDb | CampusTransaction,
  userId: number,
  clientId: number,
  today = productToday(),
): Promise<MemberLevelView> {
  const campaign = (await findActiveCampaign(db, clientId, today)) ?? null;
  if (!campaign) return { level: 'basic', levelPoints: 0, campaign };
  const [row] = await db
    .select({ level: memberCampaignLevels.level, levelPoints: memberCampaignLevels.levelPoints })
    .from(memberCampaignLevels)
    .where(and(eq(memberCampaignLevels.userId, userId), eq(memberCampaignLevels.campaignId, campaign.id)));
  if (row) return { ...row, campaign };
  const [before] = await db
    .select({ level: memberCampaignLevels.level, levelPoints: memberCampaignLevels.levelPoints })
    .from(memberCampaignLevels)
    .innerJoin(campaigns, eq(campaigns.id, memberCampaignLevels.campaignId))
    .where(
      and(
        eq(memberCampaignLevels.userId, userId),
        eq(campaigns.clientId, clientId),
        lt(campaigns.beginDate, campaign.beginDate),
      ),
    )
    .orderBy(desc(campaigns.beginDate))
    .limit(1);
  const level = before
    ? levelForNextCampaign(before.level, before.levelPoints, await readLevelMinimums(db, clientId))
    : 'basic';
  return { level, levelPoints: 0, campaign };
}
