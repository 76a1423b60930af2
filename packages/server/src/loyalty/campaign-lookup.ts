import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { campaigns } from '../db/schema';
import type { CampaignRow } from '../db/schema';

/** The client's campaigns running on `today` (both ends inclusive), as a condition on `campaigns`. */
function runningOn(clientId: number, today: string) {
  return and(eq(campaigns.clientId, clientId), lte(campaigns.beginDate, today), gte(campaigns.endDate, today));
}

/** If two campaigns overlap, the one that began last is the active one. */
const ACTIVE_FIRST = [desc(campaigns.beginDate), desc(campaigns.id)] as const;

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
    .where(runningOn(clientId, today))
    .orderBy(...ACTIVE_FIRST)
    .limit(1);
  return row;
}

/**
 * The id of the campaign {@link findActiveCampaign} finds, as a subquery to put in another query (null between
 * campaigns): a read that needs only the id saves a round trip.
 */
export function activeCampaignId(db: CampusDb | CampusTransaction, clientId: number, today: string) {
  return db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(runningOn(clientId, today))
    .orderBy(...ACTIVE_FIRST)
    .limit(1);
}
