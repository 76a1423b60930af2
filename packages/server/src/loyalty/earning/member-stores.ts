import { and, eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { campaignStores, retailChains, storeLoyaltySettings, stores, userStores } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** A store of the member, with what the sale and photo rules need. */
export interface MemberStore {
  readonly id: number;
  readonly name: string;
  readonly chainId: number;
  readonly chainName: string;
  /** Phones and cameras allowed inside: the invoice photo is mandatory (spec §5 Sales). */
  readonly camerasAllowed: boolean;
}

/**
 * One of the member's stores of the client they report in (spec §5 Registration: the member chose it),
 * optionally checking it belongs to `retailerId`. 422 `store_not_linked` on `field` otherwise, so nobody reports
 * sales for a store they do not work in, nor for another client's store.
 */
export async function requireMemberStore(
  db: CampusDb | CampusTransaction,
  member: { readonly userId: number; readonly clientId: number },
  storeId: number,
  options: { readonly retailerId?: number; readonly field?: string } = {},
): Promise<MemberStore> {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      chainId: stores.chainId,
      chainName: retailChains.name,
      camerasAllowed: storeLoyaltySettings.camerasAllowed,
    })
    .from(userStores)
    .innerJoin(stores, eq(stores.id, userStores.storeId))
    .innerJoin(retailChains, eq(retailChains.id, stores.chainId))
    .leftJoin(storeLoyaltySettings, eq(storeLoyaltySettings.storeId, stores.id))
    .where(
      and(
        eq(userStores.userId, member.userId),
        eq(userStores.storeId, storeId),
        eq(stores.clientId, member.clientId),
        eq(stores.isActive, true),
      ),
    );
  const field = options.field ?? 'store';
  if (!row || (options.retailerId !== undefined && row.chainId !== options.retailerId)) {
    throw new ApiError(422, 'store_not_linked', {}, { fieldErrors: { [field]: 'store_not_linked' } });
  }
  // No settings row: cameras are allowed, the stricter default (the photo is then required).
  return { ...row, camerasAllowed: row.camerasAllowed ?? true };
}

/** Whether a store takes part in a campaign (spec §8 "store not participating in the campaign"). */
export async function isStoreParticipating(
  db: CampusDb | CampusTransaction,
  campaignId: number,
  storeId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ storeId: campaignStores.storeId })
    .from(campaignStores)
    .where(and(eq(campaignStores.campaignId, campaignId), eq(campaignStores.storeId, storeId)));
  return row !== undefined;
}
