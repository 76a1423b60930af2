import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { campaignStores, retailChains, storeLoyaltySettings, stores, userStores } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** A store of the member, with what the sale and photo rules need. */
export interface MemberStore {
  readonly id: number;
  readonly name: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly chainId: number;
  readonly chainName: string;
  /** Phones and cameras allowed inside: the invoice photo is mandatory (spec §5 Sales). */
  readonly camerasAllowed: boolean;
}

/**
 * The member's active stores of the client they report in (spec §5 Registration: the stores the member chose),
 * narrowed by `filter`, by chain name then store name. Reports and the store list read them alike, so a store
 * the list offers is one a report accepts.
 */
export async function memberStoreRows(
  db: CampusDb | CampusTransaction,
  member: { readonly userId: number; readonly clientId: number },
  filter?: SQL,
): Promise<MemberStore[]> {
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      city: stores.city,
      state: stores.state,
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
        eq(stores.clientId, member.clientId),
        eq(stores.isActive, true),
        filter,
      ),
    )
    .orderBy(asc(retailChains.name), asc(stores.name));
  // No settings row: cameras are allowed, the stricter default (the photo is then required).
  return rows.map((row) => ({ ...row, camerasAllowed: row.camerasAllowed ?? true }));
}

/**
 * One of the member's stores ({@link memberStoreRows}), optionally checking it belongs to `retailerId`. 422
 * `store_not_linked` on `field` otherwise, so nobody reports sales for a store they do not work in, nor for
 * another client's store.
 */
export async function requireMemberStore(
  db: CampusDb | CampusTransaction,
  member: { readonly userId: number; readonly clientId: number },
  storeId: number,
  options: { readonly retailerId?: number; readonly field?: string } = {},
): Promise<MemberStore> {
  const [row] = await memberStoreRows(db, member, eq(userStores.storeId, storeId));
  const field = options.field ?? 'store';
  if (!row || (options.retailerId !== undefined && row.chainId !== options.retailerId)) {
    throw new ApiError(422, 'store_not_linked', {}, { fieldErrors: { [field]: 'store_not_linked' } });
  }
  return row;
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
