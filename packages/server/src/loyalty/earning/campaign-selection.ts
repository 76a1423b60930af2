import { and, eq } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { campaigns, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { readCampaigns, toCampaign } from '../../shared/campaigns';
import { productToday } from '../../shared/product-time';
import type { RequestScope } from '../../shared/request-scope';

/** The client's campaigns grouped by status (active, previous, upcoming) and the caller's selected one. */
export async function readMemberCampaigns(db: CampusDb, scope: RequestScope) {
  const [grouped, [user]] = await Promise.all([
    readCampaigns(db, scope.clientId),
    db.select({ selected: users.selectedCampaignId }).from(users).where(eq(users.id, scope.userId)),
  ]);
  return { ...grouped, selected_campaign_id: user?.selected ?? null };
}

/**
 * Remembers the campaign the caller chose (spec §2 "campaign selection"): an active or previous campaign of the
 * caller's client.
 * @throws 404 `not_found_or_forbidden` (unknown, another client's); 409 `campaign_not_started` (upcoming)
 */
export async function selectCampaign(db: CampusDb, scope: RequestScope, campaignId: number) {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.clientId, scope.clientId)));
  if (!campaign) throw new ApiError(404, 'not_found_or_forbidden');
  if (toCampaign(campaign, productToday()).status === 'upcoming') throw new ApiError(409, 'campaign_not_started');
  await db.update(users).set({ selectedCampaignId: campaign.id }).where(eq(users.id, scope.userId));
  return { selected_campaign_id: campaign.id };
}
