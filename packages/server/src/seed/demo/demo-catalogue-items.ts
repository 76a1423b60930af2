import type { CampusTransaction } from '../../db/database';
import { catalogueItemChildren, catalogueItemLabels, catalogueItems, catalogueUserStates } from '../../db/schema';
import type { CatalogueUserStateRow, NewCatalogueItemRow } from '../../db/schema';
import { demoItemTranslations } from './demo-catalogue-translations';
import { demoEntryIds, entryId } from './demo-site-lists';
import type { DemoRandom } from './demo-random';

/** A demo item to insert: its row (the client is added) and the site list entries it is labelled with. */
export interface DemoItem extends Omit<NewCatalogueItemRow, 'clientId'> {
  readonly labels?: readonly number[];
}

/**
 * Inserts items and their labels; returns their ids in the given order. An item without `translations` gets the
 * demo's English, Spanish and French of its title and description (demo-catalogue-translations.ts), if any.
 */
export async function insertDemoItems(
  tx: CampusTransaction,
  clientId: number,
  items: readonly DemoItem[],
): Promise<number[]> {
  const rows = await tx
    .insert(catalogueItems)
    .values(
      items.map(({ labels: _labels, ...item }) => ({
        ...item,
        translations: item.translations ?? demoItemTranslations(item.type, item.title, item.description),
        clientId,
      })),
    )
    .returning({ id: catalogueItems.id });
  const ids = rows.map((row) => row.id);
  const labels = items.flatMap((item, index) =>
    [...new Set(item.labels ?? [])].map((entryId) => ({ itemId: ids[index] ?? 0, entryId })),
  );
  if (labels.length > 0) await tx.insert(catalogueItemLabels).values(labels);
  return ids;
}

/** Puts items inside a trail or presential catalogue, in order, numbered from `firstPosition`. */
export async function insertDemoChildren(
  tx: CampusTransaction,
  parentId: number,
  childIds: readonly number[],
  firstPosition = 1,
): Promise<void> {
  if (childIds.length === 0) return;
  await tx
    .insert(catalogueItemChildren)
    .values(childIds.map((childId, index) => ({ parentId, childId, position: firstPosition + index })));
}

/** A demo user's state in an item. */
export type DemoState = Pick<CatalogueUserStateRow, 'userId' | 'itemId'> &
  Partial<Pick<CatalogueUserStateRow, 'favorite' | 'enrolled' | 'status' | 'progress'>>;

/** Inserts demo users' states (favourites, enrolments, progress). */
export async function insertDemoStates(tx: CampusTransaction, states: readonly DemoState[]): Promise<void> {
  if (states.length > 0) await tx.insert(catalogueUserStates).values([...states]);
}

/** The label lists of the demo, by code. */
export interface DemoLabels {
  readonly areas: ReadonlyMap<string, number>;
  readonly groups: ReadonlyMap<string, number>;
  readonly tags: ReadonlyMap<string, number>;
  readonly categories: ReadonlyMap<string, number>;
  readonly libraryCategories: ReadonlyMap<string, number>;
  readonly extensions: ReadonlyMap<string, number>;
}

/** Reads the demo labels (seeded by the site lists step). */
export async function demoLabels(tx: CampusTransaction, clientId: number): Promise<DemoLabels> {
  return {
    areas: await demoEntryIds(tx, clientId, 'country_areas'),
    groups: await demoEntryIds(tx, clientId, 'groups_user'),
    tags: await demoEntryIds(tx, clientId, 'tags'),
    categories: await demoEntryIds(tx, clientId, 'trail_complete_categories'),
    libraryCategories: await demoEntryIds(tx, clientId, 'library_file_categories'),
    extensions: await demoEntryIds(tx, clientId, 'library_file_extensions'),
  };
}

/** One or two areas and one or two groups, at random: who the item is aimed at. */
export function randomAudience(random: DemoRandom, labels: DemoLabels): number[] {
  return [
    ...random.sample([...labels.areas.values()], random.int(1, 2)),
    ...random.sample([...labels.groups.values()], random.int(1, 2)),
  ];
}

/** Tag ids by code. */
export function tagIds(labels: DemoLabels, codes: readonly string[]): number[] {
  return codes.map((code) => entryId(labels.tags, code));
}
