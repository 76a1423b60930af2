import type { Locale } from '@campus/core';
import type { InstructorClassKind } from '@campus/core/schemas';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { catalogueItems, classInstructors, presentialEvents } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';
import { translatedText } from '../shared/translated-text';
import { requireInstructorOf } from './instructor-access';

/*
 * The classes an instructor teaches: live classes and webinars (catalogue items) and in-person events (events of a
 * presential course). A class is named on the wire by `kind` and `id` (the item's id, or the event's).
 */

/** How a route names a class: a live class or webinar by its item id, an in-person event by its id. */
export interface ClassRefParams {
  readonly kind: 'item' | 'event';
  readonly id: number;
}

/** A class as the instructor's screens need it. */
export interface ClassRecord {
  readonly kind: InstructorClassKind;
  readonly id: number;
  readonly itemId: number;
  readonly eventId: number | null;
  readonly clientId: number;
  readonly title: string;
  readonly itemTitle: string;
  readonly status: string | null;
  readonly beginAt: Date | null;
  readonly location: string | null;
}

/** The item kinds taught as a whole class. */
const ITEM_CLASS_TYPES = ['live_class', 'webinar'] as const;

type Db = CampusDb | CampusTransaction;

/** An item's title in `locale` (its translation, else the Portuguese text); untranslated without a locale. */
const itemTitleIn = (item: typeof catalogueItems.$inferSelect, locale: Locale | undefined): string =>
  locale === undefined ? item.title : translatedText(item.translations, locale, 'title', item.title);

async function findItemClass(
  db: Db,
  scope: RequestScope,
  itemId: number,
  locale?: Locale,
): Promise<ClassRecord | null> {
  const [item] = await db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.id, itemId),
        eq(catalogueItems.clientId, scope.clientId),
        eq(catalogueItems.published, true),
        inArray(catalogueItems.type, [...ITEM_CLASS_TYPES]),
      ),
    );
  if (!item) return null;
  return {
    kind: item.type === 'webinar' ? 'webinar' : 'live_class',
    id: item.id,
    itemId: item.id,
    eventId: null,
    clientId: item.clientId,
    title: itemTitleIn(item, locale),
    itemTitle: itemTitleIn(item, locale),
    status: item.status,
    beginAt: item.beginAt,
    location: item.details.location ?? null,
  };
}

async function findEventClass(
  db: Db,
  scope: RequestScope,
  eventId: number,
  locale?: Locale,
): Promise<ClassRecord | null> {
  const [row] = await db
    .select({ event: presentialEvents, item: catalogueItems })
    .from(presentialEvents)
    .innerJoin(
      catalogueItems,
      and(
        eq(catalogueItems.id, presentialEvents.itemId),
        eq(catalogueItems.clientId, scope.clientId),
        eq(catalogueItems.published, true),
      ),
    )
    .where(eq(presentialEvents.id, eventId));
  if (!row) return null;
  return {
    kind: 'presential_event',
    id: row.event.id,
    itemId: row.item.id,
    eventId: row.event.id,
    clientId: row.item.clientId,
    title: row.event.title,
    itemTitle: itemTitleIn(row.item, locale),
    status: row.event.status,
    beginAt: row.event.beginAt,
    location: row.event.location,
  };
}

/**
 * The class `ref` if the caller teaches it, else 404 `not_found_or_forbidden` (an unknown id, another client's
 * class and a class of another instructor answer alike).
 * @throws ApiError 404 as above
 */
export async function findTaughtClass(
  db: Db,
  scope: RequestScope,
  ref: ClassRefParams,
  locale?: Locale,
): Promise<ClassRecord> {
  const record =
    ref.kind === 'item'
      ? await findItemClass(db, scope, ref.id, locale)
      : await findEventClass(db, scope, ref.id, locale);
  if (!record) throw new ApiError(404, 'not_found_or_forbidden');
  await requireInstructorOf(db, scope, { itemId: record.itemId, eventId: record.eventId });
  return record;
}

/**
 * Every class the caller teaches, soonest first: the live classes and webinars assigned to them, and the in-person
 * events assigned one by one or through their whole presential course.
 */
export async function listTaughtClasses(db: Db, scope: RequestScope, locale?: Locale): Promise<ClassRecord[]> {
  const assignments = await db
    .select({ itemId: classInstructors.itemId, eventId: classInstructors.eventId })
    .from(classInstructors)
    .innerJoin(
      catalogueItems,
      and(
        eq(catalogueItems.id, classInstructors.itemId),
        eq(catalogueItems.clientId, scope.clientId),
        eq(catalogueItems.published, true),
      ),
    )
    .where(eq(classInstructors.userId, scope.userId));
  if (assignments.length === 0) return [];
  const itemWide = assignments.filter((row) => row.eventId === null).map((row) => row.itemId);
  const oneEvents = assignments.flatMap((row) => (row.eventId === null ? [] : [row.eventId]));
  const records: ClassRecord[] = [];
  if (itemWide.length > 0) {
    const items = await db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(and(inArray(catalogueItems.id, itemWide), inArray(catalogueItems.type, [...ITEM_CLASS_TYPES])))
      .orderBy(asc(catalogueItems.beginAt));
    for (const item of items) {
      const record = await findItemClass(db, scope, item.id, locale);
      if (record) records.push(record);
    }
  }
  const eventConditions = [
    ...(itemWide.length > 0 ? [inArray(presentialEvents.itemId, itemWide)] : []),
    ...(oneEvents.length > 0 ? [inArray(presentialEvents.id, oneEvents)] : []),
  ];
  if (eventConditions.length > 0) {
    const events = await db
      .select({ id: presentialEvents.id })
      .from(presentialEvents)
      .where(or(...eventConditions))
      .orderBy(asc(presentialEvents.beginAt), asc(presentialEvents.id));
    for (const event of events) {
      const record = await findEventClass(db, scope, event.id, locale);
      if (record) records.push(record);
    }
  }
  return records.sort((a, b) => (a.beginAt?.getTime() ?? Infinity) - (b.beginAt?.getTime() ?? Infinity));
}

/** The `class_attendances` / `instructor_actions` key of a class: its item, and its event or null. */
export function attendanceKey(record: Pick<ClassRecord, 'itemId' | 'eventId'>) {
  return { itemId: record.itemId, eventId: record.eventId };
}
