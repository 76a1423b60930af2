import { and, eq } from 'drizzle-orm';
import type { CatalogueItemType } from '@campus/core/schemas';
import type { CampusTransaction } from '../../db/database';
import { catalogueItems } from '../../db/schema';

/**
 * The id of the demo client's item of `type` named `title` (steps that build on items an earlier step made).
 * @throws Error when the earlier step did not make it (the demo seed is out of step with itself)
 */
export async function demoItemId(
  tx: CampusTransaction,
  clientId: number,
  type: CatalogueItemType,
  title: string,
): Promise<number> {
  const [row] = await tx
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.clientId, clientId), eq(catalogueItems.type, type), eq(catalogueItems.title, title)));
  if (!row) throw new Error(`demo: no ${type} "${title}"`);
  return row.id;
}
