import type { Locale, PortfolioCourse } from '@campus/core';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CampusDb } from '../db/database';
import { catalogueItems, siteListEntries } from '../db/schema';
import { localizedName } from './localized-name';

/*
 * The public training portfolio (spec §2 portfolio group): a client's published online courses as anonymous
 * visitors see them — what the catalogue shows of a course, without any learner's state, areas or groups
 * (those narrow a signed-in learner's catalogue, not the showcase).
 */

const category = alias(siteListEntries, 'portfolio_category');

const columns = {
  id: catalogueItems.id,
  title: catalogueItems.title,
  description: catalogueItems.description,
  image: catalogueItems.image,
  workloadMinutes: catalogueItems.workloadMinutes,
  categoryId: category.id,
  categoryNames: category.names,
};

/** A row of {@link select}. */
type PortfolioRow = Awaited<ReturnType<typeof select>>[number];

function toWire(row: PortfolioRow, locale: Locale): PortfolioCourse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    category:
      row.categoryId === null || row.categoryNames === null
        ? null
        : { id: row.categoryId, name: localizedName(row.categoryNames, locale) },
    workload_minutes: row.workloadMinutes,
  };
}

function select(db: CampusDb, clientId: number, id?: number) {
  return db
    .select(columns)
    .from(catalogueItems)
    .leftJoin(category, eq(category.id, catalogueItems.categoryId))
    .where(
      and(
        eq(catalogueItems.clientId, clientId),
        eq(catalogueItems.type, 'online_course'),
        eq(catalogueItems.published, true),
        id === undefined ? undefined : eq(catalogueItems.id, id),
      ),
    )
    .orderBy(asc(catalogueItems.position), asc(catalogueItems.id));
}

/** Every published online course of the client, in catalogue order. */
export async function readPortfolio(db: CampusDb, clientId: number, locale: Locale): Promise<PortfolioCourse[]> {
  const rows = await select(db, clientId);
  return rows.map((row) => toWire(row, locale));
}

/** One published online course of the client, or `undefined` (unknown, unpublished, another kind or client). */
export async function readPortfolioCourse(
  db: CampusDb,
  clientId: number,
  id: number,
  locale: Locale,
): Promise<PortfolioCourse | undefined> {
  const [row] = await select(db, clientId, id);
  return row === undefined ? undefined : toWire(row, locale);
}
