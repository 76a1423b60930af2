import { DEFAULT_LOCALE, LOCALES } from '@campus/core';
import { badgeKindsMovedBy, isBadgeEarned } from '@campus/core/rules';
import type { BadgeEvent, BadgeFacts, BadgeRule } from '@campus/core/rules';
import { badgeRuleSchema } from '@campus/core/schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import { badges, memberMessages, userBadges, userClients } from '../db/schema';
import type { BadgeRow } from '../db/schema';
import { localizedName } from '../shared/localized-name';
import { readBadgeFacts } from './badge-facts';

/** A badge definition's rule, or null when its stored parameters do not make one (such a badge is never awarded). */
export function badgeRuleOf(row: Pick<BadgeRow, 'ruleKind' | 'ruleParams'>): BadgeRule | null {
  const parsed = badgeRuleSchema.safeParse({ ...row.ruleParams, kind: row.ruleKind });
  return parsed.success ? parsed.data : null;
}

/**
 * The message params of a badge: its name in every language (`badge_en_US` …, `badge` in pt-BR), so the message
 * is read in the reader's language (member-message-texts.ts).
 */
function badgeMessageParams(badge: BadgeRow): Record<string, string | number> {
  const params: Record<string, string | number> = {
    badge_id: badge.id,
    badge: localizedName(badge.names, DEFAULT_LOCALE),
  };
  for (const locale of LOCALES) params[`badge_${locale.replace('-', '_')}`] = localizedName(badge.names, locale);
  return params;
}

/**
 * The active badges whose rule `event` can move and that the learner has not earned: the query left-joins the
 * learner's `user_badges` row, and names the client or clients.
 */
function stillToEarn(event: BadgeEvent): SQL | undefined {
  return and(
    eq(badges.active, true),
    inArray(badges.ruleKind, [...badgeKindsMovedBy(event)]),
    isNull(userBadges.userId),
  );
}

/**
 * Evaluates, after `event`, the client's active badges whose rule the event can move and the learner has not
 * earned, with core's rules over the learner's facts; awards each one met once (a race finds the first award and
 * sends nothing) with an internal message to the learner (spec §2 profile messages), in the caller's transaction:
 * the badge commits with what earned it, or not at all.
 * @returns the badges awarded now.
 */
export async function awardBadges(
  tx: CampusTransaction,
  userId: number,
  clientId: number,
  event: BadgeEvent,
): Promise<BadgeRow[]> {
  const candidates = await tx
    .select({ badge: badges })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .where(and(eq(badges.clientId, clientId), stillToEarn(event)))
    .orderBy(badges.position, badges.id);
  if (candidates.length === 0) return [];
  const facts = await readBadgeFacts(tx, userId, clientId, badgeKindsMovedBy(event));
  return awardMet(tx, userId, candidates, facts);
}

/** Awards, in order, each candidate badge whose rule `facts` meet (see {@link awardBadges}). */
async function awardMet(
  tx: CampusTransaction,
  userId: number,
  candidates: readonly { readonly badge: BadgeRow }[],
  facts: BadgeFacts,
): Promise<BadgeRow[]> {
  const awarded: BadgeRow[] = [];
  for (const { badge } of candidates) {
    const rule = badgeRuleOf(badge);
    if (rule === null || !isBadgeEarned(rule, facts)) continue;
    const [inserted] = await tx
      .insert(userBadges)
      .values({ userId, badgeId: badge.id })
      .onConflictDoNothing()
      .returning({ badgeId: userBadges.badgeId });
    if (!inserted) continue;
    await tx.insert(memberMessages).values({ userId, kind: 'badge_earned', params: badgeMessageParams(badge) });
    awarded.push(badge);
  }
  return awarded;
}

/** A member's points as the ledger has just saved them (the locked account's balance and experience points). */
export interface PostedPoints {
  readonly balance: number;
  readonly earned: number;
}

/**
 * Points were posted to the learner's ledger (`creditPoints`, loyalty/ledger.ts): evaluates the points badges of
 * every client the member belongs to (the ledger is the member's, not a client's), in the posting's transaction.
 * On the sale path it costs one query: the points badges still to earn in all the member's clients, judged on the
 * points the posting holds under its lock (issue 27: every statement of a sale is a round trip to the database).
 */
export async function awardPointsBadges(tx: CampusTransaction, userId: number, points: PostedPoints): Promise<void> {
  const candidates = await tx
    .select({ badge: badges })
    .from(badges)
    .innerJoin(userClients, and(eq(userClients.clientId, badges.clientId), eq(userClients.userId, userId)))
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .where(stillToEarn('points_posted'))
    .orderBy(badges.clientId, badges.position, badges.id);
  if (candidates.length === 0) return;
  // Only points rules are moved by a posting; the other facts are not read (readBadgeFacts reads them as 0 too).
  const facts: BadgeFacts = {
    coursesFinished: 0,
    trailsFinished: [],
    perfectTests: 0,
    pointsBalance: points.balance,
    pointsEarned: points.earned,
  };
  await awardMet(tx, userId, candidates, facts);
}
