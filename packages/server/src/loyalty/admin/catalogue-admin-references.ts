import { and, eq, inArray } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { campaigns, catalogueItems, retailChains, siteListEntries, stores } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/*
 * Checks that ids an administrator sends name rows of their own client (a department of another client, a
 * campaign that does not exist …): 422 `unknown_reference` on the field, never a foreign-key 500.
 */

function unknown(field: string): ApiError {
  return new ApiError(422, 'unknown_reference', {}, { fieldErrors: { [field]: 'unknown_reference' } });
}

/** A site-list entry of the client in `list`. */
export async function requireListEntry(
  tx: CampusTransaction,
  clientId: number,
  list: 'reward_departments' | 'reward_categories',
  id: number,
  field: string,
): Promise<void> {
  const [row] = await tx
    .select({ id: siteListEntries.id })
    .from(siteListEntries)
    .where(and(eq(siteListEntries.id, id), eq(siteListEntries.clientId, clientId), eq(siteListEntries.list, list)));
  if (!row) throw unknown(field);
}

/** A campaign of the client (null passes). */
export async function requireCampaign(
  tx: CampusTransaction,
  clientId: number,
  id: number | null | undefined,
  field = 'campaign_id',
): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.clientId, clientId)));
  if (!row) throw unknown(field);
}

/** Campaigns of the client, all of them. */
export async function requireCampaigns(
  tx: CampusTransaction,
  clientId: number,
  ids: readonly number[],
  field = 'campaign_ids',
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(inArray(campaigns.id, unique), eq(campaigns.clientId, clientId)));
  if (rows.length !== unique.length) throw unknown(field);
}

/** A training (catalogue item) of the client (null passes). */
export async function requireTraining(
  tx: CampusTransaction,
  clientId: number,
  id: number | null | undefined,
  field = 'mandatory_training_id',
): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await tx
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.id, id), eq(catalogueItems.clientId, clientId)));
  if (!row) throw unknown(field);
}

/** Stores of the client, all of them (another client's store is as unknown as a missing one). */
export async function requireStores(
  tx: CampusTransaction,
  clientId: number,
  ids: readonly number[],
  field = 'store_ids',
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, unique), eq(stores.clientId, clientId)));
  if (rows.length !== unique.length) throw unknown(field);
}

/** A retail chain of the client. */
export async function requireRetailer(
  tx: CampusTransaction,
  clientId: number,
  id: number | undefined,
  field = 'retailer_id',
) {
  if (id === undefined) return;
  const [row] = await tx
    .select({ id: retailChains.id })
    .from(retailChains)
    .where(and(eq(retailChains.id, id), eq(retailChains.clientId, clientId)));
  if (!row) throw unknown(field);
}
