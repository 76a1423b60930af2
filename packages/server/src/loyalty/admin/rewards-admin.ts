import type { Locale } from '@campus/core';
import type { AdminRewardInput, AdminRewardWire } from '@campus/core/schemas';
import type { adminRewardPatchSchema } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CampusTransaction } from '../../db/database';
import { rewardCategoryLimits, rewardOrders, rewards } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { lockClientRow } from './client-ownership';
import { requireCampaign, requireListEntry, requireTraining } from './catalogue-admin-references';
import { findClientReward, rewardToWire } from '../rewards-reader';
import type { RewardRecord } from '../rewards-reader';

/*
 * The programme administrator's rewards (issue 6: stock, category maximum, departments, mandatory training).
 * A stock edit locks the reward's row, so it queues behind redemptions in flight instead of overwriting what
 * they took. The category maximum belongs to the category (spec §5 "a per-category maximum"): setting it on a
 * reward sets it for every reward of the category.
 */

/** A reward update. */
export type AdminRewardPatch = z.infer<typeof adminRewardPatchSchema>;

/** The administrator's wire form of a reward: every locale's texts and whether it is on sale. */
export function adminRewardToWire(record: RewardRecord, locale: Locale): AdminRewardWire {
  return {
    ...rewardToWire(record, locale),
    names: record.reward.names,
    descriptions: record.reward.descriptions,
    is_active: record.reward.isActive,
  };
}

async function setCategoryLimit(tx: CampusTransaction, categoryId: number, max: number | null): Promise<void> {
  if (max === null) {
    await tx.delete(rewardCategoryLimits).where(eq(rewardCategoryLimits.categoryId, categoryId));
    return;
  }
  await tx
    .insert(rewardCategoryLimits)
    .values({ categoryId, maxPerMember: max })
    .onConflictDoUpdate({ target: rewardCategoryLimits.categoryId, set: { maxPerMember: max, updatedAt: new Date() } });
}

async function checkReferences(
  tx: CampusTransaction,
  clientId: number,
  input: {
    readonly department_id?: number | undefined;
    readonly category_id?: number | undefined;
    readonly campaign_id?: number | null | undefined;
    readonly mandatory_training_id?: number | null | undefined;
  },
): Promise<void> {
  if (input.department_id !== undefined)
    await requireListEntry(tx, clientId, 'reward_departments', input.department_id, 'department_id');
  if (input.category_id !== undefined)
    await requireListEntry(tx, clientId, 'reward_categories', input.category_id, 'category_id');
  await requireCampaign(tx, clientId, input.campaign_id);
  await requireTraining(tx, clientId, input.mandatory_training_id);
}

async function reload(tx: CampusTransaction, clientId: number, id: number, locale: Locale) {
  const record = await findClientReward(tx, clientId, id);
  if (!record) throw new Error(`reward ${id} vanished in its own transaction`);
  return adminRewardToWire(record, locale);
}

/** Creates a reward of the administrator's client. */
export async function createReward(
  tx: CampusTransaction,
  clientId: number,
  input: AdminRewardInput,
  locale: Locale,
): Promise<AdminRewardWire> {
  await checkReferences(tx, clientId, input);
  const [row] = await tx
    .insert(rewards)
    .values({
      clientId,
      departmentId: input.department_id,
      categoryId: input.category_id,
      campaignId: input.campaign_id,
      names: input.names,
      descriptions: input.descriptions,
      image: input.image,
      cost: input.cost,
      stock: input.stock,
      minimumLevel: input.minimum_level,
      mandatoryTrainingId: input.mandatory_training_id,
      ships: input.ships,
      isActive: input.is_active,
    })
    .returning({ id: rewards.id });
  if (!row) throw new Error('reward not written');
  if (input.category_max !== undefined) await setCategoryLimit(tx, input.category_id, input.category_max);
  return reload(tx, clientId, row.id, locale);
}

/** Changes a reward of the administrator's client (404 `not_found_or_forbidden` for any other). */
export async function updateReward(
  tx: CampusTransaction,
  clientId: number,
  id: number,
  patch: AdminRewardPatch,
  locale: Locale,
): Promise<AdminRewardWire> {
  const current = await lockClientRow(tx, rewards, clientId, id);
  await checkReferences(tx, clientId, patch);
  await tx
    .update(rewards)
    .set({
      departmentId: patch.department_id,
      categoryId: patch.category_id,
      campaignId: patch.campaign_id,
      names: patch.names,
      descriptions: patch.descriptions,
      image: patch.image,
      cost: patch.cost,
      stock: patch.stock,
      minimumLevel: patch.minimum_level,
      mandatoryTrainingId: patch.mandatory_training_id,
      ships: patch.ships,
      isActive: patch.is_active,
      updatedAt: new Date(),
    })
    .where(eq(rewards.id, id));
  if (patch.category_max !== undefined) {
    await setCategoryLimit(tx, patch.category_id ?? current.categoryId, patch.category_max);
  }
  return reload(tx, clientId, id, locale);
}

/** Deletes a reward nobody redeemed; one with orders answers 409 `reward_in_use` (deactivate it instead). */
export async function deleteReward(tx: CampusTransaction, clientId: number, id: number): Promise<void> {
  await lockClientRow(tx, rewards, clientId, id);
  const [order] = await tx
    .select({ id: rewardOrders.id })
    .from(rewardOrders)
    .where(eq(rewardOrders.rewardId, id))
    .limit(1);
  if (order) throw new ApiError(409, 'reward_in_use');
  await tx.delete(rewards).where(eq(rewards.id, id));
}
