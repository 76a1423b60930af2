import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CampusDb, CampusTransaction } from '../db/database';
import { catalogueItemChildren, catalogueItems, catalogueUserStates, siteListEntries } from '../db/schema';
import type { CatalogueItemDetails, CatalogueItemTextField, ContentTranslations, LocalizedNames } from '../db/schema';
import type { CatalogueOrder } from './catalogue-kinds';
import type { RequestScope } from '../shared/request-scope';
import {
  enrolledColumn,
  favoriteColumn,
  learnerStatusColumn,
  progressColumn,
  servedStatusColumn,
} from './item-filters';
import type { CatalogueItemType } from '@campus/core/schemas';

/** Label lists an item carries. */
export type LabelList = 'country_areas' | 'groups_user' | 'tags';

/** One label of an item, untranslated. */
export interface ItemLabel {
  readonly id: number;
  readonly list: LabelList;
  readonly names: LocalizedNames;
}

/** An item as read for the caller: its row fields, its category/extension, the caller's state, its labels. */
export interface ItemRecord {
  readonly id: number;
  readonly type: CatalogueItemType;
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly status: string | null;
  readonly isOnline: boolean | null;
  readonly beginAt: Date | null;
  readonly endAt: Date | null;
  readonly vacancies: number | null;
  readonly seatsTaken: number;
  readonly workloadMinutes: number | null;
  readonly details: CatalogueItemDetails;
  /** The title and description in other languages (item-wire.ts picks the request's, else the columns above). */
  readonly translations: ContentTranslations<CatalogueItemTextField>;
  readonly categoryId: number | null;
  readonly categoryNames: LocalizedNames | null;
  readonly extensionId: number | null;
  readonly extensionNames: LocalizedNames | null;
  readonly favorite: boolean;
  readonly enrolled: boolean;
  readonly learnerStatus: string;
  readonly progress: number;
  /** Children of a trail or catalogue, events of a presential course, episodes of a podcast; else 0. */
  readonly childCount: number;
  /** Whether the caller is an assigned instructor of this class (live class, webinar, presential course). */
  readonly teaching: boolean;
  readonly labels: readonly ItemLabel[];
}

const categoryEntry = alias(siteListEntries, 'category_entry');
const extensionEntry = alias(siteListEntries, 'extension_entry');

/** What each kind counts in `childCount`: a trail's or catalogue's published children, a course's events, a podcast's episodes. */
const CHILD_COUNTS = {
  children: sql`(select count(*) from catalogue_item_children ch join catalogue_items c on c.id = ch.child_id
    where ch.parent_id = ${catalogueItems.id} and c.published)`,
  events: sql`(select count(*) from presential_events e where e.item_id = ${catalogueItems.id})`,
  episodes: sql`(select count(*) from podcast_episodes ep join podcast_playlists pl on pl.id = ep.playlist_id
    where pl.podcast_id = ${catalogueItems.id})`,
};

/**
 * The `childCount` column for items of one type (only the count that type needs, so lists of courses pay
 * for none), or of any type (trail contents) through a `case` that evaluates only the matching count.
 */
function childCountColumn(type: CatalogueItemType | 'any'): SQL<number> {
  switch (type) {
    case 'trail':
    case 'presential_catalog':
      return sql<number>`${CHILD_COUNTS.children}::int`;
    case 'presential_course':
      return sql<number>`${CHILD_COUNTS.events}::int`;
    case 'podcast':
      return sql<number>`${CHILD_COUNTS.episodes}::int`;
    case 'any':
      return sql<number>`case ${catalogueItems.type}
        when 'trail' then ${CHILD_COUNTS.children} when 'presential_catalog' then ${CHILD_COUNTS.children}
        when 'presential_course' then ${CHILD_COUNTS.events} when 'podcast' then ${CHILD_COUNTS.episodes}
        else 0 end::int`;
    default:
      return sql<number>`0`;
  }
}

/** The kinds taught by assigned instructors (`class_instructors`), whose lists say whether the caller teaches. */
const TAUGHT_TYPES: ReadonlySet<CatalogueItemType | 'any'> = new Set([
  'live_class',
  'webinar',
  'presential_course',
  'any',
]);

/**
 * The `teaching` column: whether the caller is an instructor of the item (issue 26: an instructor is not offered to
 * enrol in their own class); only computed for the kinds that have instructors.
 */
function teachingColumn(type: CatalogueItemType | 'any', scope: RequestScope): SQL<boolean> {
  if (!TAUGHT_TYPES.has(type)) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from class_instructors ci
    where ci.item_id = ${catalogueItems.id} and ci.user_id = ${scope.userId})`;
}

/**
 * The item's areas, groups and tags, in their lists' order, as one JSON column of the item's row: a page of items
 * and its labels come back in one round trip (a second query per page cost a quarter of a list request).
 */
const labelsColumn = sql<ItemLabel[]>`(select coalesce(json_agg(json_build_object('id', e.id, 'list', e.list,
    'names', e.names) order by e.position, e.id), '[]'::json)
  from catalogue_item_labels l join site_list_entries e on e.id = l.entry_id
  where l.item_id = ${catalogueItems.id} and e.list in ('country_areas', 'groups_user', 'tags'))`;

const recordColumns = {
  id: catalogueItems.id,
  type: catalogueItems.type,
  title: catalogueItems.title,
  description: catalogueItems.description,
  image: catalogueItems.image,
  status: servedStatusColumn,
  isOnline: catalogueItems.isOnline,
  beginAt: catalogueItems.beginAt,
  endAt: catalogueItems.endAt,
  vacancies: catalogueItems.vacancies,
  seatsTaken: catalogueItems.seatsTaken,
  workloadMinutes: catalogueItems.workloadMinutes,
  details: catalogueItems.details,
  translations: catalogueItems.translations,
  categoryId: categoryEntry.id,
  categoryNames: categoryEntry.names,
  extensionId: extensionEntry.id,
  extensionNames: extensionEntry.names,
  favorite: favoriteColumn,
  enrolled: enrolledColumn,
  learnerStatus: learnerStatusColumn,
  progress: progressColumn,
  labels: labelsColumn,
};

/** The conditions every read has: the scope's client, published. */
function visible(scope: RequestScope): SQL {
  return sql`${catalogueItems.clientId} = ${scope.clientId} and ${catalogueItems.published}`;
}

function fromItems<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  type: CatalogueItemType | 'any',
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...recordColumns, childCount: childCountColumn(type), teaching: teachingColumn(type, scope), ...extra })
    .from(catalogueItems)
    .leftJoin(
      catalogueUserStates,
      and(eq(catalogueUserStates.itemId, catalogueItems.id), eq(catalogueUserStates.userId, scope.userId)),
    )
    .leftJoin(categoryEntry, eq(categoryEntry.id, catalogueItems.categoryId))
    .leftJoin(extensionEntry, eq(extensionEntry.id, catalogueItems.extensionId));
}

const ORDER_BY: Readonly<Record<CatalogueOrder, SQL[]>> = {
  position: [asc(catalogueItems.position), asc(catalogueItems.id)],
  date_asc: [sql`${catalogueItems.beginAt} asc nulls last`, asc(catalogueItems.id)],
  date_desc: [sql`${catalogueItems.beginAt} desc nulls last`, desc(catalogueItems.id)],
};

/** A list query: the kind, its filter conditions, ordering and page. */
export interface ItemListRequest {
  readonly type: CatalogueItemType;
  readonly conditions: readonly (SQL | undefined)[];
  readonly order: CatalogueOrder;
  readonly limit: number;
  readonly offset: number;
}

/**
 * One page of items of a kind, filtered, with the total count. The count comes with the page (a window
 * count over the filtered rows) in one query; only a page past the end needs a separate count.
 */
export async function listItems(
  db: CampusDb,
  scope: RequestScope,
  request: ItemListRequest,
): Promise<{ count: number; records: ItemRecord[] }> {
  const where = and(visible(scope), eq(catalogueItems.type, request.type), ...request.conditions);
  const rows = await fromItems(db, scope, request.type, { total: sql<number>`(count(*) over ())::int` })
    .where(where)
    .orderBy(...ORDER_BY[request.order])
    .limit(request.limit)
    .offset(request.offset);
  if (rows.length === 0) {
    const [total] = await db
      .select({ value: count() })
      .from(catalogueItems)
      .leftJoin(
        catalogueUserStates,
        and(eq(catalogueUserStates.itemId, catalogueItems.id), eq(catalogueUserStates.userId, scope.userId)),
      )
      .where(where);
    return { count: total?.value ?? 0, records: [] };
  }
  return { count: rows[0]?.total ?? rows.length, records: rows.map(({ total: _total, ...row }) => row) };
}

/** One visible item of a kind, or undefined (unknown, unpublished, another client's, another kind). */
export async function findItem(
  db: CampusDb | CampusTransaction,
  scope: RequestScope,
  type: CatalogueItemType,
  id: number,
): Promise<ItemRecord | undefined> {
  const [record] = await fromItems(db, scope, type).where(
    and(visible(scope), eq(catalogueItems.type, type), eq(catalogueItems.id, id)),
  );
  return record;
}

/** The visible children of a trail or presential catalogue, in their order. */
export async function listChildren(db: CampusDb, scope: RequestScope, parentId: number): Promise<ItemRecord[]> {
  return fromItems(db, scope, 'any')
    .innerJoin(catalogueItemChildren, eq(catalogueItemChildren.childId, catalogueItems.id))
    .where(and(visible(scope), eq(catalogueItemChildren.parentId, parentId)))
    .orderBy(asc(catalogueItemChildren.position), asc(catalogueItems.id));
}
