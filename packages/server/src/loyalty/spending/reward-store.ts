import type { Locale } from '@campus/core';
import type { RewardsQuery } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { pointAccounts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { readLevelDefinitions } from '../levels';
import type { LoyaltyContext } from '../request-context';
import { findVisibleReward, listRewards, rewardFilterOptions, rewardToWire } from '../rewards-reader';
import { readMemberLevel } from '../member-level';

/**
 * A page of the reward store as the member sees it (spec §2 Reward store, §3 Reward state): the active rewards
 * of the member's client for every campaign or the active one, the store's filters, and the member's points,
 * level and level points (`user`).
 */
export async function readRewardStore(db: CampusDb, context: LoyaltyContext, query: RewardsQuery, locale: Locale) {
  const member = await readMemberLevel(db, context.userId, context.clientId, context.today);
  const [page, options, levels, [account]] = await Promise.all([
    listRewards(db, context.clientId, member.campaign?.id ?? null, query),
    rewardFilterOptions(db, context.clientId, locale),
    readLevelDefinitions(db, context.clientId),
    db.select({ balance: pointAccounts.balance }).from(pointAccounts).where(eq(pointAccounts.userId, context.userId)),
  ]);
  return {
    count: page.count,
    page: query.page,
    page_size: query.page_size,
    results: page.records.map((record) => rewardToWire(record, locale)),
    ...options,
    user: {
      reward_user_points: account?.balance ?? 0,
      reward_user_level: member.level,
      reward_user_level_id: levels.find((definition) => definition.level === member.level)?.id ?? null,
      reward_user_level_points: member.levelPoints,
    },
  };
}

/**
 * One reward the member may see (of the client, active, for every campaign or the active one).
 * @throws 404 `not_found_or_forbidden`
 */
export async function readMemberReward(db: CampusDb, context: LoyaltyContext, rewardId: number, locale: Locale) {
  const member = await readMemberLevel(db, context.userId, context.clientId, context.today);
  const record = await findVisibleReward(db, context.clientId, member.campaign?.id ?? null, rewardId);
  if (!record) throw new ApiError(404, 'not_found_or_forbidden');
  return rewardToWire(record, locale);
}
