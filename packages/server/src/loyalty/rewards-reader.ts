import type { Locale } from '@campus/core';
import type { RewardWire, RewardsQuery } from '@campus/core/schemas';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { localizedName } from '../shared/localized-name';
import type { CampusDb, CampusTransaction } from '../db/database';
import { catalogueItems, rewardCategoryLimits, rewards, siteListEntries } from '../db/schema';
import type { RewardRow } from '../db/schema';

/*
 * Reading the reward store (spec §2 Reward store: departments, categories, sorting; stock shown). Rewards of
 * the member's client only, active, and either for every campaign or for the active one.
 */

const departments = alias(siteListEntries, 'reward_department');
const categories = alias(siteListEntries, 'reward_category');

/** A reward row with what its wire form names. */
export interface RewardRecord {
  readonly reward: RewardRow;
  readonly departmentNames: Record<string, string>;
  readonly categoryNames: Record<string, string>;
  readonly categoryMax: number | null;
  readonly trainingTitle: string | null;
}

const recordColumns = {
  reward: rewards,
  departmentNames: departments.names,
  categoryNames: categories.names,
  categoryMax: rewardCategoryLimits.maxPerMember,
  trainingTitle: catalogueItems.title,
};

function recordQuery(db: CampusDb | CampusTransaction) {
  return db
    .select(recordColumns)
    .from(rewards)
    .innerJoin(departments, eq(departments.id, rewards.departmentId))
    .innerJoin(categories, eq(categories.id, rewards.categoryId))
    .leftJoin(rewardCategoryLimits, eq(rewardCategoryLimits.categoryId, rewards.categoryId))
    .leftJoin(catalogueItems, eq(catalogueItems.id, rewards.mandatoryTrainingId));
}

/** What a member may see: the client's active rewards, for every campaign or the active one. */
function visibleTo(clientId: number, activeCampaignId: number | null): SQL {
  const campaign =
    activeCampaignId === null
      ? isNull(rewards.campaignId)
      : or(isNull(rewards.campaignId), eq(rewards.campaignId, activeCampaignId));
  return and(eq(rewards.clientId, clientId), eq(rewards.isActive, true), campaign) as SQL;
}

/** The wire form of a reward in `locale`. */
export function rewardToWire(record: RewardRecord, locale: Locale): RewardWire {
  const { reward } = record;
  return {
    id: reward.id,
    name: localizedName(reward.names, locale),
    description: localizedName(reward.descriptions, locale),
    image: reward.image,
    department: { id: reward.departmentId, name: localizedName(record.departmentNames, locale) },
    category: { id: reward.categoryId, name: localizedName(record.categoryNames, locale) },
    cost: reward.cost,
    stock: reward.stock,
    category_max: record.categoryMax,
    minimum_level: reward.minimumLevel,
    mandatory_training:
      reward.mandatoryTrainingId === null
        ? null
        : { id: reward.mandatoryTrainingId, title: record.trainingTitle ?? '' },
    ships: reward.ships,
    campaign_id: reward.campaignId,
    created_at: reward.createdAt.toISOString(),
  };
}

/** A page of the reward store with its total. */
export async function listRewards(
  db: CampusDb,
  clientId: number,
  activeCampaignId: number | null,
  query: RewardsQuery,
): Promise<{ count: number; records: RewardRecord[] }> {
  const where = and(
    visibleTo(clientId, activeCampaignId),
    query.department === undefined ? undefined : eq(rewards.departmentId, query.department),
    query.category === undefined ? undefined : eq(rewards.categoryId, query.category),
  );
  // Names sort by the default language's text: the one every reward has.
  const order =
    query.sort === 'price'
      ? [asc(rewards.cost), asc(rewards.id)]
      : query.sort === 'name'
        ? [asc(sql`lower(${rewards.names} ->> 'pt-BR')`), asc(rewards.id)]
        : [desc(rewards.createdAt), desc(rewards.id)];
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rewards)
    .where(where);
  const records = await recordQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: Number(total?.count ?? 0), records };
}

/** One reward a member may see, or undefined. */
export async function findVisibleReward(
  db: CampusDb | CampusTransaction,
  clientId: number,
  activeCampaignId: number | null,
  rewardId: number,
): Promise<RewardRecord | undefined> {
  const [record] = await recordQuery(db).where(and(eq(rewards.id, rewardId), visibleTo(clientId, activeCampaignId)));
  return record;
}

/** Any reward of a client by id (administration), or undefined. */
export async function findClientReward(
  db: CampusDb | CampusTransaction,
  clientId: number,
  rewardId: number,
): Promise<RewardRecord | undefined> {
  const [record] = await recordQuery(db).where(and(eq(rewards.id, rewardId), eq(rewards.clientId, clientId)));
  return record;
}

/** Every reward of a client (administration), newest first. */
export async function listClientRewards(db: CampusDb, clientId: number): Promise<RewardRecord[]> {
  return recordQuery(db).where(eq(rewards.clientId, clientId)).orderBy(desc(rewards.createdAt), desc(rewards.id));
}

/** The client's departments and categories, in list order, for the store's filters. */
export async function rewardFilterOptions(
  db: CampusDb,
  clientId: number,
  locale: Locale,
): Promise<{ departments: { id: number; name: string }[]; categories: { id: number; name: string }[] }> {
  const rows = await db
    .select({ id: siteListEntries.id, list: siteListEntries.list, names: siteListEntries.names })
    .from(siteListEntries)
    .where(
      and(
        eq(siteListEntries.clientId, clientId),
        inArray(siteListEntries.list, ['reward_departments', 'reward_categories']),
      ),
    )
    .orderBy(asc(siteListEntries.position), asc(siteListEntries.id));
  const named = (list: string) =>
    rows.filter((row) => row.list === list).map((row) => ({ id: row.id, name: localizedName(row.names, locale) }));
  return { departments: named('reward_departments'), categories: named('reward_categories') };
}
