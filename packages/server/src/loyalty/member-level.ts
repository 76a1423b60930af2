import type { Level } from '@campus/core/rules';
import { and, eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { memberCampaignLevels } from '../db/schema';
import type { CampaignRow } from '../db/schema';
import { productToday } from '../shared/product-time';
import { findActiveCampaign } from './campaign-lookup';
import { carriedLevel } from './levels';

/** A member's level in a campaign, as reads see it. */
export interface MemberLevelView {
  readonly level: Level;
  readonly levelPoints: number;
  /** The campaign the level belongs to, or null between campaigns. */
  readonly campaign: CampaignRow | null;
}

/**
 * The member's level in the client's active campaign without writing anything: the campaign's row when it
 * exists, else the level the previous campaign carries into it ({@link carriedLevel}, exactly what
 * `lockMemberLevel` would create) with no level points yet, else basic. Both the earning reads (points, levels)
 * and the spending rules (rewards, events) use it; writes that depend on the level use `lockMemberLevel`.
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
  return { level: await carriedLevel(db, userId, campaign), levelPoints: 0, campaign };
}
