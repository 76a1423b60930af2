import { levelForNextCampaign } from '@campus/core';
import type { Level, PointsSummary } from '@campus/core';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { campaigns, memberCampaignLevels, pointAccounts, pointLots, sales } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { findActiveCampaign } from './campaign-lookup';
import { lockPointAccount } from './ledger-account';
import { readLevelMinimums } from './levels';

/**
 * Expires a member's points that are past their date, if any (expiry is otherwise applied lazily by the next
 * ledger write, or by the campaign-close command): reads never show points that can no longer be spent.
 */
export async function settleExpiredPoints(db: CampusDb, userId: number, today: string): Promise<void> {
  const [due] = await db
    .select({ id: pointLots.id })
    .from(pointLots)
    .where(
      and(
        eq(pointLots.userId, userId),
        gt(pointLots.remaining, 0),
        isNotNull(pointLots.expiresOn),
        lt(pointLots.expiresOn, today),
      ),
    )
    .limit(1);
  if (due) await withTransaction(db, (tx) => lockPointAccount(tx, userId, today));
}

/** The member's level and level points in the active campaign (basic and 0 without a row or a campaign). */
export async function readCurrentLevel(
  db: CampusDb,
  userId: number,
  clientId: number,
  today: string,
): Promise<{ level: Level; levelPoints: number; campaignId: number | null }> {
  const campaign = await findActiveCampaign(db, clientId, today);
  if (!campaign) return { level: 'basic', levelPoints: 0, campaignId: null };
  const [row] = await db
    .select()
    .from(memberCampaignLevels)
    .where(and(eq(memberCampaignLevels.userId, userId), eq(memberCampaignLevels.campaignId, campaign.id)));
  if (row) return { level: row.level, levelPoints: row.levelPoints, campaignId: campaign.id };
  // No activity yet in this campaign: show the level it starts with, carried from the previous one.
  return {
    level: await carriedLevel(db, userId, campaign.beginDate, clientId),
    levelPoints: 0,
    campaignId: campaign.id,
  };
}

/** The level the member carries into a campaign beginning on `beginDate` (read only; levels.ts writes it). */
async function carriedLevel(db: CampusDb, userId: number, beginDate: string, clientId: number): Promise<Level> {
  const [before] = await db
    .select({ level: memberCampaignLevels.level, levelPoints: memberCampaignLevels.levelPoints })
    .from(memberCampaignLevels)
    .innerJoin(campaigns, eq(campaigns.id, memberCampaignLevels.campaignId))
    .where(
      and(
        eq(memberCampaignLevels.userId, userId),
        eq(campaigns.clientId, clientId),
        lt(campaigns.beginDate, beginDate),
      ),
    )
    .orderBy(desc(campaigns.beginDate))
    .limit(1);
  if (!before) return 'basic';
  return levelForNextCampaign(before.level, before.levelPoints, await readLevelMinimums(db, clientId));
}

/** `GET /api/points/`: balance, experience, level, points still to audit, and what expires when. */
export async function readPointsSummary(
  db: CampusDb,
  userId: number,
  clientId: number,
  today: string,
): Promise<PointsSummary> {
  await settleExpiredPoints(db, userId, today);
  const [account] = await db.select().from(pointAccounts).where(eq(pointAccounts.userId, userId));
  const level = await readCurrentLevel(db, userId, clientId, today);
  const expiring = await db
    .select({ expiresOn: pointLots.expiresOn, points: sql<string>`sum(${pointLots.remaining})` })
    .from(pointLots)
    .where(
      and(
        eq(pointLots.userId, userId),
        gt(pointLots.remaining, 0),
        isNotNull(pointLots.expiresOn),
        gte(pointLots.expiresOn, today),
      ),
    )
    .groupBy(pointLots.expiresOn)
    .orderBy(asc(pointLots.expiresOn));
  const [pending] = await db
    .select({ points: sql<string>`coalesce(sum(${sales.totalPoints}), 0)` })
    .from(sales)
    .innerJoin(campaigns, eq(campaigns.id, sales.campaignId))
    .where(
      and(eq(sales.userId, userId), inArray(sales.status, ['credited', 'under_audit']), gte(campaigns.endDate, today)),
    );
  return {
    balance: account?.balance ?? 0,
    experience_points: account?.experiencePoints ?? 0,
    level: level.level,
    level_points: level.levelPoints,
    pending_audit: Number(pending?.points ?? 0),
    expiring: expiring.flatMap((row) =>
      row.expiresOn === null ? [] : [{ points: Number(row.points), expires_on: row.expiresOn }],
    ),
  };
}
