import type { Locale } from '@campus/core';
import { badgeProgress } from '@campus/core/rules';
import type { LearnerBadge } from '@campus/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { badges, userBadges } from '../db/schema';
import { localizedName } from '../shared/localized-name';
import { badgeRuleOf } from './badge-awards';
import { readBadgeFacts } from './badge-facts';

/**
 * Every active badge of the client with the learner's state, named in `locale`: the earned ones first (newest
 * first) with their date, then the others in the client's order with the learner's progress towards each. A badge
 * whose stored rule does not parse is left out (it can never be earned).
 */
export async function listBadges(
  db: CampusDb,
  userId: number,
  clientId: number,
  locale: Locale,
): Promise<LearnerBadge[]> {
  const rows = await db
    .select({ badge: badges, earnedAt: userBadges.earnedAt })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .where(and(eq(badges.clientId, clientId), eq(badges.active, true)))
    .orderBy(asc(badges.position), asc(badges.id));
  const facts = await readBadgeFacts(db, userId, clientId);
  const listed = rows.flatMap(({ badge, earnedAt }): LearnerBadge[] => {
    const rule = badgeRuleOf(badge);
    if (rule === null) return [];
    const progress = badgeProgress(rule, facts);
    return [
      {
        id: badge.id,
        code: badge.code,
        name: localizedName(badge.names, locale),
        description: localizedName(badge.descriptions, locale),
        image: badge.image,
        rule,
        earned_at: earnedAt?.toISOString() ?? null,
        // An earned badge stays earned even when what earned it went down (points spent).
        progress: earnedAt ? { current: progress.target, target: progress.target } : progress,
      },
    ];
  });
  const earned = listed.filter((badge) => badge.earned_at !== null);
  earned.sort((a, b) => (b.earned_at ?? '').localeCompare(a.earned_at ?? ''));
  return [...earned, ...listed.filter((badge) => badge.earned_at === null)];
}
