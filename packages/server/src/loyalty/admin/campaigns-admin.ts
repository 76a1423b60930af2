import type { adminCampaignInputSchema, adminCampaignPatchSchema } from '@campus/core/schemas';
import type { AdminCampaignWire } from '@campus/core/schemas';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { executeRows } from '../../db/execute-rows';
import { sqlState } from '../../db/sql-state';
import { campaignStores, campaigns } from '../../db/schema';
import type { CampaignRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { lockClientRow } from './client-ownership';
import { campaignFields } from '../../shared/campaigns';
import { requireStores } from './catalogue-admin-references';

/*
 * The programme administrator's campaigns (spec §3 Campaign: begin and end date; issue 6 CRUD) with the stores
 * taking part in each (`campaign_stores`, what `store_not_participating` checks). A campaign with points,
 * levels, sales or rewards attached is never deleted (409 `campaign_in_use`): its history is the ledger's.
 */

/** A campaign to create. */
export type AdminCampaignInput = z.infer<typeof adminCampaignInputSchema>;
/** A campaign update. */
export type AdminCampaignPatch = z.infer<typeof adminCampaignPatchSchema>;

async function storeIdsOf(db: CampusDb | CampusTransaction, campaignId: number): Promise<number[]> {
  const rows = await db
    .select({ storeId: campaignStores.storeId })
    .from(campaignStores)
    .where(eq(campaignStores.campaignId, campaignId))
    .orderBy(asc(campaignStores.storeId));
  return rows.map((row) => row.storeId);
}

function toWire(row: CampaignRow, storeIds: number[]): AdminCampaignWire {
  return { ...campaignFields(row), store_ids: storeIds };
}

/** Every campaign of the client, latest first, with its stores. */
export async function listClientCampaigns(db: CampusDb, clientId: number): Promise<AdminCampaignWire[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.clientId, clientId))
    .orderBy(desc(campaigns.beginDate), desc(campaigns.id));
  const links = await db.select().from(campaignStores);
  return rows.map((row) =>
    toWire(
      row,
      links
        .filter((link) => link.campaignId === row.id)
        .map((link) => link.storeId)
        .sort((a, b) => a - b),
    ),
  );
}

async function replaceStores(tx: CampusTransaction, clientId: number, campaignId: number, storeIds: readonly number[]) {
  await requireStores(tx, clientId, storeIds);
  await tx.delete(campaignStores).where(eq(campaignStores.campaignId, campaignId));
  const unique = [...new Set(storeIds)];
  if (unique.length > 0) {
    await tx.insert(campaignStores).values(unique.map((storeId) => ({ campaignId, storeId })));
  }
}

/** Creates a campaign of the administrator's client. */
export async function createCampaign(
  tx: CampusTransaction,
  clientId: number,
  input: AdminCampaignInput,
): Promise<AdminCampaignWire> {
  const [row] = await tx
    .insert(campaigns)
    .values({
      clientId,
      name: input.name,
      description: input.description,
      image: input.image,
      beginDate: input.begin_date,
      endDate: input.end_date,
    })
    .returning();
  if (!row) throw new Error('campaign not written');
  await replaceStores(tx, clientId, row.id, input.store_ids);
  return toWire(row, await storeIdsOf(tx, row.id));
}

/** Changes a campaign of the administrator's client (404 `not_found_or_forbidden` for any other). */
export async function updateCampaign(
  tx: CampusTransaction,
  clientId: number,
  id: number,
  patch: AdminCampaignPatch,
): Promise<AdminCampaignWire> {
  const current = await lockClientRow(tx, campaigns, clientId, id);
  const beginDate = patch.begin_date ?? current.beginDate;
  const endDate = patch.end_date ?? current.endDate;
  if (beginDate > endDate) throw new ApiError(400, 'invalid_request', {}, { fields: ['body.end_date'] });
  const [row] = await tx
    .update(campaigns)
    .set({ name: patch.name, description: patch.description, image: patch.image, beginDate, endDate })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw new Error('campaign vanished in its own transaction');
  if (patch.store_ids !== undefined) await replaceStores(tx, clientId, id, patch.store_ids);
  return toWire(row, await storeIdsOf(tx, id));
}

/** Deletes a campaign nothing refers to yet; otherwise 409 `campaign_in_use`. */
export async function deleteCampaign(tx: CampusTransaction, clientId: number, id: number): Promise<void> {
  await lockClientRow(tx, campaigns, clientId, id);
  // Levels, events and rewards would go with it (cascade or set null) and ledger entries and sales restrict it:
  // a campaign anything refers to keeps its history.
  const [used] = await executeRows<{ used: boolean }>(
    tx,
    sql`select exists (select 1 from member_campaign_levels where campaign_id = ${id})
            or exists (select 1 from loyalty_events where campaign_id = ${id})
            or exists (select 1 from rewards where campaign_id = ${id})
            or exists (select 1 from ledger_entries where campaign_id = ${id})
            or exists (select 1 from sales where campaign_id = ${id}) as used`,
  );
  if (used?.used) throw new ApiError(409, 'campaign_in_use');
  // A savepoint turns any other reference (added later to the schema) into a clean 409 as well.
  try {
    await tx.transaction(async (inner) => {
      await inner.delete(campaigns).where(eq(campaigns.id, id));
    });
  } catch (error) {
    if (sqlState(error) === '23503') throw new ApiError(409, 'campaign_in_use');
    throw error;
  }
}
