import type { adminStoreInputSchema, adminStorePatchSchema } from '@campus/core/schemas';
import type { AdminStoreWire } from '@campus/core/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { campaignStores, campaigns, retailChains, storeLoyaltySettings, stores } from '../../db/schema';
import { lockClientRow } from './client-ownership';
import { requireCampaigns, requireRetailer } from './catalogue-admin-references';

/*
 * The programme administrator's stores (issue 6 CRUD): the store, whether phones and cameras are allowed in it
 * (which makes the invoice photo mandatory, spec §5 Sales) and the administrator's client's campaigns it takes
 * part in. Stores are never deleted (members, sales and photos refer to them): `is_active: false` retires one.
 */

/** A store to create. */
export type AdminStoreInput = z.infer<typeof adminStoreInputSchema>;
/** A store update. */
export type AdminStorePatch = z.infer<typeof adminStorePatchSchema>;

/** Every store of the client (with the campaigns each takes part in), by chain and name; or only `ids`. */
export async function listStores(
  db: CampusDb | CampusTransaction,
  clientId: number,
  ids?: readonly number[],
): Promise<AdminStoreWire[]> {
  const rows = await db
    .select({
      store: stores,
      retailerName: retailChains.name,
      camerasAllowed: storeLoyaltySettings.camerasAllowed,
    })
    .from(stores)
    .innerJoin(retailChains, eq(retailChains.id, stores.chainId))
    .leftJoin(storeLoyaltySettings, eq(storeLoyaltySettings.storeId, stores.id))
    .where(and(eq(stores.clientId, clientId), ids === undefined ? undefined : inArray(stores.id, [...ids])))
    .orderBy(asc(retailChains.name), asc(stores.name), asc(stores.id));
  const links = await db
    .select({ storeId: campaignStores.storeId, campaignId: campaignStores.campaignId })
    .from(campaignStores)
    .innerJoin(campaigns, eq(campaigns.id, campaignStores.campaignId))
    .where(eq(campaigns.clientId, clientId))
    .orderBy(asc(campaignStores.campaignId));
  return rows.map((row) => ({
    id: row.store.id,
    retailer: { id: row.store.chainId, name: row.retailerName },
    name: row.store.name,
    city: row.store.city,
    state: row.store.state,
    is_active: row.store.isActive,
    // No settings row: cameras allowed, the stricter default the sale rule also assumes.
    cameras_allowed: row.camerasAllowed ?? true,
    campaign_ids: links.filter((link) => link.storeId === row.store.id).map((link) => link.campaignId),
  }));
}

async function one(tx: CampusTransaction, clientId: number, id: number): Promise<AdminStoreWire> {
  const [store] = await listStores(tx, clientId, [id]);
  if (!store) throw new Error(`store ${id} vanished in its own transaction`);
  return store;
}

async function writeSettings(tx: CampusTransaction, storeId: number, camerasAllowed: boolean | undefined) {
  if (camerasAllowed === undefined) return;
  await tx
    .insert(storeLoyaltySettings)
    .values({ storeId, camerasAllowed })
    .onConflictDoUpdate({ target: storeLoyaltySettings.storeId, set: { camerasAllowed, updatedAt: new Date() } });
}

/** Replaces the store's participation in the client's campaigns (other clients' campaigns are left alone). */
async function writeCampaigns(
  tx: CampusTransaction,
  clientId: number,
  storeId: number,
  campaignIds: readonly number[] | undefined,
) {
  if (campaignIds === undefined) return;
  await requireCampaigns(tx, clientId, campaignIds);
  const own = tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.clientId, clientId));
  await tx
    .delete(campaignStores)
    .where(and(eq(campaignStores.storeId, storeId), inArray(campaignStores.campaignId, own)));
  const unique = [...new Set(campaignIds)];
  if (unique.length > 0) {
    await tx.insert(campaignStores).values(unique.map((campaignId) => ({ campaignId, storeId })));
  }
}

/** Creates a store. */
export async function createStore(
  tx: CampusTransaction,
  clientId: number,
  input: AdminStoreInput,
): Promise<AdminStoreWire> {
  await requireRetailer(tx, clientId, input.retailer_id);
  const [row] = await tx
    .insert(stores)
    .values({
      chainId: input.retailer_id,
      clientId,
      name: input.name,
      city: input.city,
      state: input.state,
      isActive: input.is_active,
    })
    .returning({ id: stores.id });
  if (!row) throw new Error('store not written');
  await writeSettings(tx, row.id, input.cameras_allowed);
  await writeCampaigns(tx, clientId, row.id, input.campaign_ids);
  return one(tx, clientId, row.id);
}

/** Changes a store of the client (404 `not_found_or_forbidden` when it has none of that id). */
export async function updateStore(
  tx: CampusTransaction,
  clientId: number,
  id: number,
  patch: AdminStorePatch,
): Promise<AdminStoreWire> {
  await lockClientRow(tx, stores, clientId, id);
  await requireRetailer(tx, clientId, patch.retailer_id);
  const changes = {
    chainId: patch.retailer_id,
    name: patch.name,
    city: patch.city,
    state: patch.state,
    isActive: patch.is_active,
  };
  if (Object.values(changes).some((value) => value !== undefined)) {
    await tx.update(stores).set(changes).where(eq(stores.id, id));
  }
  await writeSettings(tx, id, patch.cameras_allowed);
  await writeCampaigns(tx, clientId, id, patch.campaign_ids);
  return one(tx, clientId, id);
}
