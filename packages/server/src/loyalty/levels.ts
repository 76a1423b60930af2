import { LEVELS, eligibleLevel, levelForNextCampaign } from '@campus/core/rules';
import type { Level, LevelMinimums } from '@campus/core/rules';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import {
  campaigns,
  levelRequests,
  memberCampaignLevels,
  memberMessages,
  profiles,
  sales,
  siteListEntries,
} from '../db/schema';
import type { CampaignRow, LevelRequestRow, MemberCampaignLevelRow } from '../db/schema';

/*
 * Loyalty levels (spec §4): basic, intermediate (Creator), highest (Influencer). A member's level is kept per
 * campaign; reaching a higher level's minimum in level points creates a level request and an internal message,
 * and the programme administrator approves it (the level then applies for the rest of the campaign) after
 * auditing the member's invoices. Thresholds are the client's `reward_levels` site-list entries
 * (`details.minimum_points`), the same list the widgets show.
 */

/** Thresholds used when a client's site list lacks a level (the demo's values). */
const FALLBACK_MINIMUMS: LevelMinimums = { basic: 0, intermediate: 5000, highest: 15000 };

/** A level with its threshold and display name, in the client's order. */
export interface LevelDefinition {
  readonly level: Level;
  /** The `reward_levels` entry id (spec §3 Reward state `reward_user_level_id`), or null when absent. */
  readonly id: number | null;
  readonly names: Readonly<Record<string, string>>;
  readonly minimumPoints: number;
}

/** The client's levels, lowest first: thresholds from the `reward_levels` site list. */
export async function readLevelDefinitions(
  db: CampusDb | CampusTransaction,
  clientId: number,
): Promise<LevelDefinition[]> {
  const rows = await db
    .select()
    .from(siteListEntries)
    .where(and(eq(siteListEntries.clientId, clientId), eq(siteListEntries.list, 'reward_levels')));
  return LEVELS.map((level) => {
    const row = rows.find((entry) => entry.code === level);
    const minimum = row?.details['minimum_points'];
    return {
      level,
      id: row?.id ?? null,
      names: row?.names ?? { 'pt-BR': level },
      minimumPoints: typeof minimum === 'number' && Number.isFinite(minimum) ? minimum : FALLBACK_MINIMUMS[level],
    };
  });
}

/** The thresholds of a client's levels, as core's level rules take them. */
export async function readLevelMinimums(db: CampusDb | CampusTransaction, clientId: number): Promise<LevelMinimums> {
  const definitions = await readLevelDefinitions(db, clientId);
  return Object.fromEntries(definitions.map((definition) => [definition.level, definition.minimumPoints])) as Record<
    Level,
    number
  >;
}

/** Whether `a` is above `b`. */
export function isLevelAbove(a: Level, b: Level): boolean {
  return LEVELS.indexOf(a) > LEVELS.indexOf(b);
}

/**
 * The level a member carries into a campaign beginning on `campaign.beginDate`: from the member's latest earlier
 * campaign of the client by core's `levelForNextCampaign` (kept when its minimum was reached again, else one
 * level down), basic without one. Reads and the row {@link lockMemberLevel} creates use it alike, so a read
 * never shows a level other than the one the next write will store.
 */
export async function carriedLevel(
  db: CampusDb | CampusTransaction,
  userId: number,
  campaign: Pick<CampaignRow, 'clientId' | 'beginDate'>,
): Promise<Level> {
  const [before] = await db
    .select({ level: memberCampaignLevels.level, levelPoints: memberCampaignLevels.levelPoints })
    .from(memberCampaignLevels)
    .innerJoin(campaigns, eq(campaigns.id, memberCampaignLevels.campaignId))
    .where(
      and(
        eq(memberCampaignLevels.userId, userId),
        eq(campaigns.clientId, campaign.clientId),
        lt(campaigns.beginDate, campaign.beginDate),
      ),
    )
    .orderBy(desc(campaigns.beginDate))
    .limit(1);
  if (!before) return 'basic';
  return levelForNextCampaign(before.level, before.levelPoints, await readLevelMinimums(db, campaign.clientId));
}

/**
 * A member's level row in a campaign, locked for update, created when missing: a new campaign starts at the
 * level carried from the member's previous campaign by core's `levelForNextCampaign` (kept when its minimum was
 * reached again, else one level down), so levels carry over whether or not the close command has run yet.
 * Call it with the member's point account locked (ledger-account.ts), which serialises it per member.
 */
export async function lockMemberLevel(
  tx: CampusTransaction,
  userId: number,
  campaign: Pick<CampaignRow, 'id' | 'clientId' | 'beginDate'>,
): Promise<MemberCampaignLevelRow> {
  const [existing] = await tx
    .select()
    .from(memberCampaignLevels)
    .where(and(eq(memberCampaignLevels.userId, userId), eq(memberCampaignLevels.campaignId, campaign.id)))
    .for('update');
  if (existing) return existing;
  const level = await carriedLevel(tx, userId, campaign);
  await tx.insert(memberCampaignLevels).values({ userId, campaignId: campaign.id, level }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(memberCampaignLevels)
    .where(and(eq(memberCampaignLevels.userId, userId), eq(memberCampaignLevels.campaignId, campaign.id)))
    .for('update');
  if (!row) throw new Error('member level row not written');
  return row;
}

/** Sets a member's level in a campaign and mirrors it on the profile (spec §3 User data `level`). */
export async function setMemberLevel(tx: CampusTransaction, userId: number, campaignId: number, level: Level) {
  await tx
    .update(memberCampaignLevels)
    .set({ level, updatedAt: new Date() })
    .where(and(eq(memberCampaignLevels.userId, userId), eq(memberCampaignLevels.campaignId, campaignId)));
  await tx.insert(profiles).values({ userId, level }).onConflictDoUpdate({ target: profiles.userId, set: { level } });
}

/**
 * Adds (or, negative, takes back) level points of a campaign, never below zero, and opens a level request when
 * the points reach a higher level's minimum (spec §4): the request, an internal `level_reached` message, and
 * the member's credited sales of the campaign put `under_audit` for the administrator to audit. One request
 * per target level and campaign; a refused one is not asked again.
 * @param locked the member's level row as {@link lockMemberLevel} gave it earlier in this transaction (spares
 *   locking it again); without it the row is locked here.
 * @returns the request opened, or null.
 */
export async function addLevelPoints(
  tx: CampusTransaction,
  userId: number,
  campaign: Pick<CampaignRow, 'id' | 'clientId' | 'beginDate'>,
  points: number,
  locked?: MemberCampaignLevelRow,
): Promise<LevelRequestRow | null> {
  const row = locked ?? (await lockMemberLevel(tx, userId, campaign));
  const levelPoints = Math.max(0, row.levelPoints + points);
  await tx
    .update(memberCampaignLevels)
    .set({ levelPoints, updatedAt: new Date() })
    .where(and(eq(memberCampaignLevels.userId, userId), eq(memberCampaignLevels.campaignId, campaign.id)));
  if (points <= 0) return null;
  const target = eligibleLevel(levelPoints, await readLevelMinimums(tx, campaign.clientId));
  if (!isLevelAbove(target, row.level)) return null;
  const [request] = await tx
    .insert(levelRequests)
    .values({ userId, campaignId: campaign.id, fromLevel: row.level, toLevel: target, levelPoints })
    .onConflictDoNothing()
    .returning();
  if (!request) return null;
  await tx.insert(memberMessages).values({ userId, kind: 'level_reached', params: { level: target } });
  await tx
    .update(sales)
    .set({ status: 'under_audit', updatedAt: new Date() })
    .where(and(eq(sales.userId, userId), eq(sales.campaignId, campaign.id), eq(sales.status, 'credited')));
  return request;
}
