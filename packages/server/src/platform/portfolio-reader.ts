import { isModuleEnabled } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import type { PortfolioCourse } from '@campus/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CampusDb } from '../db/database';
import { catalogueItems, siteListEntries } from '../db/schema';
import { ApiError } from '../http/api-error';
import { localizedName } from '../shared/localized-name';
import { translatedText } from '../shared/translated-text';
import type { IdentifiedClient } from './public-client';

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
  translations: catalogueItems.translations,
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
    title: translatedText(row.translations, locale, 'title', row.title),
    description: translatedText(row.translations, locale, 'description', row.description),
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

/** The portfolio shows online courses: a client without that module has none to show (403 `forbidden`). */
function requireOnlineCourses({ client }: IdentifiedClient): void {
  if (!isModuleEnabled(client.params.flags, 'online_courses')) throw new ApiError(403, 'forbidden');
}

/**
 * Every published online course of the identified client, in catalogue order.
 * @throws 403 `forbidden` when the client has no online courses module
 */
export async function readPortfolio(
  db: CampusDb,
  identified: IdentifiedClient,
  locale: Locale,
): Promise<PortfolioCourse[]> {
  requireOnlineCourses(identified);
  const rows = await select(db, identified.client.id);
  return rows.map((row) => toWire(row, locale));
}

/**
 * One published online course of the identified client.
 * @throws 403 `forbidden` without the online courses module; 404 `not_found_or_forbidden` for an unknown,
 *   unpublished course, another kind or another client's
 */
export async function readPortfolioCourse(
  db: CampusDb,
  identified: IdentifiedClient,
  id: number,
  locale: Locale,
): Promise<PortfolioCourse> {
  requireOnlineCourses(identified);
  const [row] = await select(db, identified.client.id, id);
  if (row === undefined) throw new ApiError(404, 'not_found_or_forbidden');
  return toWire(row, locale);
}
