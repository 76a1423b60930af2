import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { campaigns, levelRequests, userClients } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/*
 * An administrator manages their own programme: members, level requests and campaigns of another client are
 * answered as if they did not exist (404).
 */

/** @throws 404 `not_found` (`field_errors.user`) unless the user belongs to the client */
export async function requireClientMember(db: CampusDb, clientId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ userId: userClients.userId })
    .from(userClients)
    .where(and(eq(userClients.clientId, clientId), eq(userClients.userId, userId)));
  if (!row) throw new ApiError(404, 'not_found', {}, { fieldErrors: { user: 'not_found' } });
}

/** @throws 404 `not_found` unless the level request is of a campaign of the client */
export async function requireLevelRequestOfClient(db: CampusDb, clientId: number, requestId: number): Promise<void> {
  const [inClient] = await db
    .select({ id: levelRequests.id })
    .from(levelRequests)
    .innerJoin(campaigns, eq(campaigns.id, levelRequests.campaignId))
    .where(and(eq(levelRequests.id, requestId), eq(campaigns.clientId, clientId)));
  if (!inClient) throw new ApiError(404, 'not_found');
}

/**
 * The client's campaign's id.
 * @throws 404 `not_found` for another client's or an unknown campaign
 */
export async function requireCampaignOfClient(db: CampusDb, clientId: number, campaignId: number): Promise<number> {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.clientId, clientId)));
  if (!campaign) throw new ApiError(404, 'not_found');
  return campaign.id;
}

/** A programme table whose rows each belong to one client (campaigns, events, rewards, stores). */
type ClientTable = PgTable & { readonly id: PgColumn; readonly clientId: PgColumn };

/**
 * The client's row `id` of `table`, locked for the rest of the transaction (an update or a delete follows).
 * @throws 404 `not_found_or_forbidden` for another client's row as for an unknown id, so the two look alike
 */
export async function lockClientRow<T extends ClientTable>(
  tx: CampusTransaction,
  table: T,
  clientId: number,
  id: number,
): Promise<T['$inferSelect']> {
  // Widened for Drizzle's select typing, which cannot follow a generic table; the row is the table's own.
  const source: PgTable = table;
  const [row] = await tx
    .select()
    .from(source)
    .where(and(eq(table.id, id), eq(table.clientId, clientId)))
    .for('update');
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  return row as T['$inferSelect'];
}
