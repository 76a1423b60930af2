import type { Locale } from '@campus/core';
import { LIVE_CLASS_PATHS } from '@campus/core/api';
import { calendarFileName, isIanaTimeZone } from '@campus/core/rules';
import { calendarQuerySchema, catalogueIdParamsSchema } from '@campus/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_KINDS, kindPath } from '../catalogue/catalogue-kinds';
import { findItem } from '../catalogue/item-reader';
import type { ItemRecord } from '../catalogue/item-reader';
import type { CampusDb } from '../db/database';
import { presentialEvents } from '../db/schema';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { requestScope, requireModule } from '../shared/request-scope';
import type { RequestScope } from '../shared/request-scope';
import { translatedText } from '../shared/translated-text';
import { calendarFile } from './calendar-export';
import type { CalendarEntry } from './calendar-export';
import { readTransmissionRecord, recurrenceOf } from './transmission-reader';

const tags = ['live classes'];

/** The kinds that export a calendar. */
const CALENDAR_ITEM_KINDS = [CATALOGUE_KINDS.live_class, CATALOGUE_KINDS.webinar, CATALOGUE_KINDS.presential_course];

/** An item's title and description in `locale`. */
function texts(item: ItemRecord, locale: Locale) {
  return {
    title: translatedText(item.translations, locale, 'title', item.title),
    description: translatedText(item.translations, locale, 'description', item.description),
  };
}

/** The entry of a live class or webinar (its recurrence from its transmission row), or null without a date. */
async function transmissionEntries(
  db: CampusDb,
  scope: RequestScope,
  type: 'live_class' | 'webinar',
  id: number,
  locale: Locale,
): Promise<{ item: ItemRecord; entries: CalendarEntry[] } | undefined> {
  const record = await readTransmissionRecord(db, scope, { type, itemId: id });
  if (!record) return undefined;
  const { item, row } = record;
  if (item.beginAt === null) return { item, entries: [] };
  return {
    item,
    entries: [
      {
        uid: `${type}-${item.id}@campus`,
        ...texts(item, locale),
        location: item.details.location ?? null,
        start: item.beginAt,
        end: item.endAt,
        recurrence: recurrenceOf(row),
        url: null,
      },
    ],
  };
}

/** The entries of a presential course: each of its events (or the one asked for), in date order. */
async function presentialEntries(
  db: CampusDb,
  scope: RequestScope,
  id: number,
  eventId: number | undefined,
  locale: Locale,
): Promise<{ item: ItemRecord; entries: CalendarEntry[] } | undefined> {
  const item = await findItem(db, scope, 'presential_course', id);
  if (!item) return undefined;
  const events = await db
    .select()
    .from(presentialEvents)
    .where(
      and(eq(presentialEvents.itemId, item.id), eventId === undefined ? undefined : eq(presentialEvents.id, eventId)),
    )
    .orderBy(asc(presentialEvents.beginAt), asc(presentialEvents.id));
  if (eventId !== undefined && events.length === 0) return undefined;
  const course = texts(item, locale);
  return {
    item,
    entries: events.map((event) => ({
      uid: `presential-event-${event.id}@campus`,
      title: `${event.title} — ${course.title}`,
      description: course.description,
      location: event.location ?? item.details.location ?? null,
      start: event.beginAt,
      end: event.endAt,
      recurrence: null,
      url: null,
    })),
  };
}

/**
 * `GET /api/{live-classes|webinars|presential-courses}/{id}/calendar/?tz=` for anyone signed in (the kind's module
 * on): an iCalendar file of the class (with its recurrence) or of the presential course's events (`event`: one of
 * them), times in the caller's IANA time zone (docs/server.md "Live classes").
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of CALENDAR_ITEM_KINDS) {
    app.get(
      kindPath(LIVE_CLASS_PATHS.calendar, kind),
      {
        schema: {
          tags,
          summary: `A ${kind.type.replace('_', ' ')} as an iCalendar (.ics) file`,
          description:
            '`tz`: the browser’s IANA time zone (400 `invalid_time_zone` otherwise); times are written in it ' +
            '(`TZID` and its `VTIMEZONE`), with `RRULE` when the class repeats (spec §9: yearly, monthly, weekly, ' +
            'daily). A presential course exports its events, or only `event`. 409 `calendar_unavailable` when there is ' +
            'no date to export. Answers `text/calendar; charset=utf-8` as an attachment.',
          params: catalogueIdParamsSchema,
          querystring: calendarQuerySchema,
          response: { 200: z.string(), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const scope = await requestScope(request);
        requireModule(scope, kind.modules);
        const { event } = request.query;
        if (!isIanaTimeZone(request.query.tz)) {
          throw new ApiError(400, 'invalid_time_zone', {}, { fields: ['querystring.tz'] });
        }
        // The zone's own spelling (`america/sao_paulo` → `America/Sao_Paulo`): the TZID calendars look up.
        const tz = new Intl.DateTimeFormat('en-US', { timeZone: request.query.tz }).resolvedOptions().timeZone;
        const db = app.database.db;
        const found =
          kind.type === 'presential_course'
            ? await presentialEntries(db, scope, request.params.id, event, request.locale)
            : await transmissionEntries(
                db,
                scope,
                kind.type as 'live_class' | 'webinar',
                request.params.id,
                request.locale,
              );
        if (!found) throw new ApiError(404, 'not_found_or_forbidden');
        if (found.entries.length === 0) throw new ApiError(409, 'calendar_unavailable');
        const { title } = texts(found.item, request.locale);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${calendarFileName(title)}"`)
          .header('cache-control', 'private, no-store')
          .send(calendarFile(found.entries, tz, title));
      },
    );
  }
};
