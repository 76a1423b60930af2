import { campaignStatus, isModuleEnabled } from '@campus/core';
import type { Locale } from '@campus/core';
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import {
  campaigns,
  clientModuleItems,
  clients,
  faqEntries,
  institutionalPages,
  siteListEntries,
  userClients,
  welcomeBanners,
} from '../db/schema';
import type { CampaignRow } from '../db/schema';
import { localizedName } from './localized-name';
import { productToday } from './product-time';
import { containsText } from './search-text';
import { anyId } from './sql-helpers';
import type {
  CampaignWire,
  FaqResponse,
  InstitutionalPage,
  ModuleItemsResponse,
  WelcomeBannerWire,
} from '@campus/core';

/** The FAQ of a client: categories in order with their published questions, optionally narrowed. */
export async function readFaq(
  db: CampusDb,
  clientId: number,
  locale: Locale,
  filter: { readonly category?: number | undefined; readonly search?: string | undefined },
): Promise<FaqResponse> {
  const search = filter.search?.trim() ?? '';
  const rows = await db
    .select({ entry: faqEntries, category: siteListEntries })
    .from(faqEntries)
    .innerJoin(siteListEntries, eq(siteListEntries.id, faqEntries.categoryId))
    .where(
      and(
        eq(faqEntries.clientId, clientId),
        eq(faqEntries.published, true),
        filter.category === undefined ? undefined : eq(faqEntries.categoryId, filter.category),
        search === ''
          ? undefined
          : or(containsText(faqEntries.question, search), containsText(faqEntries.answer, search)),
      ),
    )
    .orderBy(asc(siteListEntries.position), asc(siteListEntries.id), asc(faqEntries.position), asc(faqEntries.id));
  const categories = new Map<number, FaqResponse['categories'][number]>();
  for (const { entry, category } of rows) {
    let group = categories.get(category.id);
    if (!group) {
      group = { id: category.id, name: localizedName(category.names, locale), questions: [] };
      categories.set(category.id, group);
    }
    group.questions.push({ id: entry.id, question: entry.question, answer: entry.answer });
  }
  return { categories: [...categories.values()] };
}

/** An institutional or wildcard page by slug, or undefined. */
export async function readInstitutionalPage(
  db: CampusDb,
  clientId: number,
  slug: string,
): Promise<InstitutionalPage | undefined> {
  const [page] = await db
    .select()
    .from(institutionalPages)
    .where(and(eq(institutionalPages.clientId, clientId), eq(institutionalPages.slug, slug)));
  return page && { slug: page.slug, title: page.title, body: page.body, updated_at: page.updatedAt.toISOString() };
}

/** The welcome banner slides showing at `now`, in order. */
export async function readWelcomeBanner(
  db: CampusDb,
  clientId: number,
  now = new Date(),
): Promise<WelcomeBannerWire[]> {
  const rows = await db
    .select()
    .from(welcomeBanners)
    .where(
      and(
        eq(welcomeBanners.clientId, clientId),
        or(isNull(welcomeBanners.beginAt), lte(welcomeBanners.beginAt, now)),
        or(isNull(welcomeBanners.endAt), gt(welcomeBanners.endAt, now)),
      ),
    )
    .orderBy(asc(welcomeBanners.position), asc(welcomeBanners.id));
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    title: row.title,
    ...(row.description === null ? {} : { description: row.description }),
    ...(row.link === null ? {} : { link: row.link }),
  }));
}

/** A campaign on the wire, its status on `today` by core's `campaignStatus`. */
export function toCampaign(row: CampaignRow, today: string): CampaignWire {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    begin_date: row.beginDate,
    end_date: row.endDate,
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
