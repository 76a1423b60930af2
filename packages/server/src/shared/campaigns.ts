import { campaignStatus } from '@campus/core/rules';
import type { CampaignWire } from '@campus/core/schemas';
import { desc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { campaigns } from '../db/schema';
import type { CampaignRow } from '../db/schema';
import { productToday } from './product-time';

/*
 * A client's campaigns as members see them: `GET /api/campaigns/` (src/loyalty/earning) and the `campaigns` of
 * `GET /api/me/` (src/auth) read them alike.
 */

/** The fields of a campaign that members and programme administrators read alike. */
export function campaignFields(row: CampaignRow): Omit<CampaignWire, 'status'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    begin_date: row.beginDate,
    end_date: row.endDate,
  };
}

/** A campaign on the wire, its status on `today` by core's `campaignStatus`. */
export function toCampaign(row: CampaignRow, today: string): CampaignWire {
  return {
    ...campaignFields(row),
    status: campaignStatus({ beginDate: row.beginDate, endDate: row.endDate }, today),
  };
}

/** A client's campaigns grouped by status: active and upcoming by begin date, previous newest first. */
export async function readCampaigns(db: CampusDb, clientId: number, now = new Date()) {
  const today = productToday(now);
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.clientId, clientId))
    .orderBy(desc(campaigns.beginDate), desc(campaigns.id));
  const all = rows.map((row) => toCampaign(row, today));
  return {
    active: all.filter((campaign) => campaign.status === 'active'),
    previous: all.filter((campaign) => campaign.status === 'finished'),
    upcoming: all.filter((campaign) => campaign.status === 'upcoming').reverse(),
  };
}
