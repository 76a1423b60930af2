import { canAccessEvents, LEVEL_MULTIPLIERS, levelForNextCampaign } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import type { LEDGER_ENTRY_KINDS, PointsSummary } from '@campus/core/schemas';
import type { Level } from '@campus/core/rules';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { campaigns, ledgerEntries, memberCampaignLevels, pointAccounts, pointLots, sales } from '../../db/schema';
import { localizedName } from '../../shared/localized-name';
import { pageOffset, toPage } from '../../shared/pagination';
import type { PageRequest } from '../../shared/pagination';
import { withTransaction } from '../../db/transaction';
import { findActiveCampaign } from '../campaign-lookup';
import { lockPointAccount } from '../ledger-account';
import { readLevelDefinitions, readLevelMinimums } from '../levels';
import type { LoyaltyContext } from '../request-context';

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

/** `GET /api/points/statement/` filters: a page, and optionally one entry kind. */
export interface StatementQuery extends PageRequest {
  readonly kind?: (typeof LEDGER_ENTRY_KINDS)[number] | undefined;
}

/**
 * One page of the member's ledger, newest first (expired points settled first, so the statement shows them):
 * each entry with its source and the balance right after it.
 */
export async function readStatement(
  db: CampusDb,
  context: Pick<LoyaltyContext, 'userId' | 'today'>,
  requestUrl: string,
  query: StatementQuery,
) {
  await settleExpiredPoints(db, context.userId, context.today);
  const where = and(
    eq(ledgerEntries.userId, context.userId),
    query.kind === undefined ? undefined : eq(ledgerEntries.kind, query.kind),
  );
  const [total] = await db.select({ value: count() }).from(ledgerEntries).where(where);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(query.page_size)
    .offset(pageOffset(query));
  return toPage(
    requestUrl,
    query,
    total?.value ?? 0,
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      points: row.points,
      balance_after: row.balanceAfter,
      source: { type: row.sourceType, id: row.sourceId },
      campaign_id: row.campaignId,
      expires_on: row.expiresOn,
      note: row.note,
      created_at: row.createdAt.toISOString(),
    })),
  );
}

/** The client's levels with their thresholds and benefits (names in `locale`), and the member's level. */
export async function readLevels(db: CampusDb, context: LoyaltyContext, locale: Locale) {
  const [definitions, current] = await Promise.all([
    readLevelDefinitions(db, context.clientId),
    readCurrentLevel(db, context.userId, context.clientId, context.today),
  ]);
  return {
    levels: definitions.map((definition) => ({
      id: definition.id,
      level: definition.level,
      name: localizedName(definition.names, locale),
      minimum_points: definition.minimumPoints,
      benefits: {
        points_multiplier: LEVEL_MULTIPLIERS[definition.level],
        events: canAccessEvents(definition.level),
      },
    })),
    current_level: current.level,
    level_points: current.levelPoints,
  };
}
