import { and, eq } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
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
