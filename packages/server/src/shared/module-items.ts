import { isModuleEnabled } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import type { ModuleItemsResponse } from '@campus/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { clientModuleItems, clients, userClients } from '../db/schema';
import { localizedName } from './localized-name';
import { anyId } from './sql-helpers';

/*
 * The menu entries of a user's clients: `GET /api/module-items/` (src/platform) and `GET /api/me/` (src/auth)
 * read them alike.
 */

/**
 * The module items of every client a user belongs to (spec §3 `user_client_module_items`), keyed by client
 * id, names in `locale`; an item shows only while its client's `has_<module>` flag is on.
 */
export async function readModuleItems(
  db: CampusDb,
  userId: number,
  locale: Locale,
): Promise<ModuleItemsResponse['user_client_module_items']> {
  const memberships = await db
    .select({ id: clients.id, params: clients.params })
    .from(userClients)
    .innerJoin(clients, eq(clients.id, userClients.clientId))
    .where(and(eq(userClients.userId, userId), eq(clients.isActive, true)));
  const result: ModuleItemsResponse['user_client_module_items'] = {};
  if (memberships.length === 0) return result;
  for (const client of memberships) result[String(client.id)] = [];
  const items = await db
    .select()
    .from(clientModuleItems)
    .where(
      anyId(
        clientModuleItems.clientId,
        memberships.map((client) => client.id),
      ),
    )
    .orderBy(asc(clientModuleItems.position), asc(clientModuleItems.id));
  const flagsOf = new Map(memberships.map((client) => [client.id, client.params.flags]));
  for (const item of items) {
    if (!isModuleEnabled(flagsOf.get(item.clientId), item.module)) continue;
    result[String(item.clientId)]?.push({
      id: item.id,
      name: localizedName(item.names, locale),
      module: item.module,
      route: item.route,
    });
  }
  return result;
}
