import { canAccessEvents, LEVEL_MULTIPLIERS } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import type { LEDGER_ENTRY_KINDS, PointsSummary } from '@campus/core/schemas';
import type { Level } from '@campus/core/rules';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { campaigns, ledgerEntries, pointAccounts, pointLots, sales } from '../../db/schema';
import { localizedName } from '../../shared/localized-name';
import { readPage } from '../../shared/pagination';
import type { PageRequest } from '../../shared/pagination';
import { withTransaction } from '../../db/transaction';
import { expiringLots, lockPointAccount } from '../ledger-account';
import { readMemberLevel } from '../member-level';
import { readLevelDefinitions } from '../levels';
import type { LoyaltyContext } from '../request-context';

/**
 * Expires a member's points that are past their date, if any (expiry is otherwise applied lazily by the next
 * ledger write, or by the campaign-close command): reads never show points that can no longer be spent.
 */
export async function settleExpiredPoints(db: CampusDb, userId: number, today: string): Promise<void> {
  const [due] = await db
    .select({ id: pointLots.id })
    .from(pointLots)
    .where(expiringLots(userId, lt(pointLots.expiresOn, today)))
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
  const { level, levelPoints, campaign } = await readMemberLevel(db, userId, clientId, today);
  return { level, levelPoints, campaignId: campaign?.id ?? null };
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
    .where(expiringLots(userId, gte(pointLots.expiresOn, today)))
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
  return readPage(
    requestUrl,
    query,
    db.select({ value: count() }).from(ledgerEntries).where(where),
    async ({ limit, offset }) => {
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        points: row.points,
        balance_after: row.balanceAfter,
        source: { type: row.sourceType, id: row.sourceId },
        campaign_id: row.campaignId,
        expires_on: row.expiresOn,
        note: row.note,
        created_at: row.createdAt.toISOString(),
      }));
    },
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
