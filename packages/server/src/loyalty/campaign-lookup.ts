import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { campaigns } from '../db/schema';
import type { CampaignRow } from '../db/schema';

/**
 * The client's campaign running on `today` (both ends inclusive, spec §3 Campaign), or undefined between
 * campaigns. If two overlap, the one that began last is the active one.
 */
export async function findActiveCampaign(
  db: CampusDb | CampusTransaction,
  clientId: number,
  today: string,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.clientId, clientId), lte(campaigns.beginDate, today), gte(campaigns.endDate, today)))
    .orderBy(desc(campaigns.beginDate), desc(campaigns.id))
    .limit(1);
  return row;
}
