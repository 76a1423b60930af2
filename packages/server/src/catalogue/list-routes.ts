import type { Locale } from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CATALOGUE_KINDS, kindPath } from './catalogue-kinds';
import { requestScope, requireModule } from '../shared/request-scope';
import { sendKeptAnswer } from '../shared/answer-cache';
import { listItems } from './item-reader';
import type { ItemRecord } from './item-reader';
import {
  toLibraryFile,
  toLiveClass,
  toNews,
  toOnlineCourse,
  toPodcast,
  toPresentialCourse,
  toTrail,
  toWebinar,
} from './item-wire';
import {
  contentConditions,
  learningConditions,
  libraryConditions,
  liveClassConditions,
  presentialConditions,
  webinarConditions,
} from './list-conditions';
import type { Conditions } from './list-conditions';
import { pageOffset, toPage } from '../shared/pagination';
import type { PageRequest } from '../shared/pagination';
import { CATALOGUE_PATHS } from '@campus/core/api';
import {
  contentListQuerySchema,
  learningListQuerySchema,
  libraryFileSchema,
  libraryListQuerySchema,
  liveClassListQuerySchema,
  liveClassSchema,
  newsSchema,
  onlineCourseSchema,
  paginatedSchema,
  podcastSchema,
  presentialCourseSchema,
  presentialListQuerySchema,
  trailSchema,
  webinarListQuerySchema,
  webinarSchema,
} from '@campus/core/schemas';
import type { CatalogueItemType } from '@campus/core/schemas';
import type { CampusApp } from '../http/campus-app';
import { errorResponses } from '../http/error-body';

/** One list route: a kind, its query, how the query filters, and how an item looks on the wire. */
interface ListRoute<Query extends z.core.$ZodType<PageRequest>, Item extends z.core.$ZodType> {
  readonly type: CatalogueItemType;
  readonly summary: string;
  readonly query: Query;
  readonly item: Item;
  readonly conditions: (query: z.output<Query>, locale: Locale) => Conditions;
  readonly toWire: (record: ItemRecord, locale: Locale) => z.output<Item>;
}

const FILTERS_DOC =
  "Filters take the SDK filter store's values: 'all' (the default) means no filter; id lists are comma " +
  'separated or repeated. Answers `{ count, next, previous, results }`; 403 when the client has the module off.';

function registerList<Query extends z.core.$ZodType<PageRequest>, Item extends z.core.$ZodType>(
  app: CampusApp,
  route: ListRoute<Query, Item>,
): void {
  const kind = CATALOGUE_KINDS[route.type];
  app.get(
    kindPath(CATALOGUE_PATHS.list, kind),
    {
      schema: {
        tags: ['catalogue'],
        summary: route.summary,
        description: FILTERS_DOC,
        querystring: route.query,
        response: { 200: paginatedSchema(route.item), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<Query>;
      const scope = await requestScope(request);
      requireModule(scope, kind.modules);
      return sendKeptAnswer(request, reply, scope, async () => {
        const { count, records } = await listItems(app.database.db, scope, {
          type: route.type,
          conditions: route.conditions(query, request.locale),
          order: kind.order,
          limit: query.page_size,
          offset: pageOffset(query),
        });
        const results = records.map((record) => route.toWire(record, request.locale));
        return toPage(request.url, query, count, results);
      });
    },
  );
}

/**
 * The catalogue lists of spec §2 with the filters of spec §3: online courses, trails, presential courses,
 * webinars, live classes, library, podcasts and news. Per-user fields (favourite, status, progress,
 * enrolment) are the caller's own.
 */
export const catalogueListRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, {
    type: 'online_course',
    summary: 'Online courses',
    query: learningListQuerySchema,
    item: onlineCourseSchema,
    conditions: learningConditions,
    toWire: toOnlineCourse,
  });
  registerList(app, {
    type: 'trail',
    summary: 'Learning trails',
    query: learningListQuerySchema,
    item: trailSchema,
    conditions: learningConditions,
    toWire: toTrail,
  });
  registerList(app, {
    type: 'presential_course',
    summary: 'Presential (in-person) courses, by date',
    query: presentialListQuerySchema,
    item: presentialCourseSchema,
    conditions: presentialConditions,
    toWire: toPresentialCourse,
  });
  registerList(app, {
    type: 'webinar',
    summary: 'Webinars, by transmission date',
    query: webinarListQuerySchema,
    item: webinarSchema,
    conditions: webinarConditions,
    toWire: toWebinar,
  });
  registerList(app, {
    type: 'live_class',
    summary: 'Live classes, by transmission date',
    query: liveClassListQuerySchema,
    item: liveClassSchema,
    conditions: liveClassConditions,
    toWire: toLiveClass,
  });
  registerList(app, {
    type: 'library_file',
    summary: 'Library files (categories and extensions filters)',
    query: libraryListQuerySchema,
    item: libraryFileSchema,
    conditions: libraryConditions,
    toWire: toLibraryFile,
  });
  registerList(app, {
    type: 'podcast',
    summary: 'Podcasts',
    query: contentListQuerySchema,
    item: podcastSchema,
    conditions: contentConditions,
    toWire: toPodcast,
  });
  registerList(app, {
    type: 'news',
    summary: 'News, newest first',
    query: contentListQuerySchema,
    item: newsSchema,
    conditions: contentConditions,
    toWire: toNews,
  });
};
