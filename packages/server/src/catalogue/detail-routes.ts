import type { Locale } from '@campus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CATALOGUE_KINDS, kindPath } from './catalogue-kinds';
import { requestScope, requireModule } from '../shared/request-scope';
import type { RequestScope } from '../shared/request-scope';
import {
  newsDetail,
  podcastDetail,
  presentialCatalogDetail,
  presentialCourseDetail,
  trailDetail,
} from './item-details';
import { findItem } from './item-reader';
import type { ItemRecord } from './item-reader';
import { CATALOGUE_PATHS } from '@campus/core/api';
import {
  catalogueIdParamsSchema,
  liveClassDetailSchema,
  newsDetailSchema,
  podcastDetailSchema,
  presentialCatalogDetailSchema,
  presentialCourseDetailSchema,
  trailDetailSchema,
  webinarDetailSchema,
} from '@campus/core/schemas';
import type { CatalogueItemType } from '@campus/core/schemas';
import type { CampusApp } from '../http/campus-app';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { KIND_WIRE } from './kind-wire';
import { toLiveClass, toWebinar } from './item-wire';
import { classTeachers } from '../live-classes/class-teachers';

/**
 * A class's assigned instructors by name, and whether the caller is one of them (issue 26): on the details of live
 * classes, webinars and presential courses.
 */
async function teachersOf(app: CampusApp, scope: RequestScope, record: ItemRecord) {
  const teachers = await classTeachers(app.database.db, scope, record.id);
  return { instructors: [...teachers.names], teaching: teachers.teaching };
}

/** How a kind's detail is built from its record (kinds without one answer their list entry). */
type DetailBuilder = (app: CampusApp, scope: RequestScope, record: ItemRecord, locale: Locale) => Promise<unknown>;

interface DetailSpec {
  readonly schema: z.core.$ZodType;
  readonly build: DetailBuilder;
}

const DETAILS: Partial<Record<CatalogueItemType, DetailSpec>> = {
  trail: {
    schema: trailDetailSchema,
    build: (app, scope, record, locale) => trailDetail(app.database.db, scope, record, locale),
  },
  presential_catalog: {
    schema: presentialCatalogDetailSchema,
    build: (app, scope, record, locale) => presentialCatalogDetail(app.database.db, scope, record, locale),
  },
  presential_course: {
    schema: presentialCourseDetailSchema,
    build: async (app, scope, record, locale) => ({
      ...(await presentialCourseDetail(app.database.db, record, locale)),
      ...(await teachersOf(app, scope, record)),
    }),
  },
  webinar: {
    schema: webinarDetailSchema,
    build: async (app, scope, record, locale) => ({
      ...toWebinar(record, locale),
      ...(await teachersOf(app, scope, record)),
    }),
  },
  live_class: {
    schema: liveClassDetailSchema,
    build: async (app, scope, record, locale) => ({
      ...toLiveClass(record, locale),
      ...(await teachersOf(app, scope, record)),
    }),
  },
  podcast: {
    schema: podcastDetailSchema,
    build: (app, _scope, record, locale) => podcastDetail(app.database.db, record, locale),
  },
  news: {
    schema: newsDetailSchema,
    build: (app, _scope, record, locale) => newsDetail(app.database.db, record, locale),
  },
};

/**
 * `GET /api/<kind>/{id}/` for every kind (spec §2 detail routes; `libraries/{id}` is `library/{id}`). An
 * unknown item, another client's, an unpublished one or one of another kind is 404
 * `not_found_or_forbidden` ('Não encontrado ou não possui permissão para acessar.'), but a library file, which is
 * 404 `library_file_not_found` (spec §8 "library file not found").
 */
export const catalogueDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of Object.values(CATALOGUE_KINDS)) {
    const detail = DETAILS[kind.type];
    const wire = KIND_WIRE[kind.type];
    app.get(
      kindPath(CATALOGUE_PATHS.detail, kind),
      {
        schema: {
          tags: ['catalogue'],
          summary: `One ${kind.type.replace('_', ' ')}`,
          params: catalogueIdParamsSchema,
          response: { 200: detail?.schema ?? wire.schema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const scope = await requestScope(request);
        requireModule(scope, kind.modules);
        const record = await findItem(app.database.db, scope, kind.type, request.params.id);
        if (!record) {
          throw new ApiError(404, kind.type === 'library_file' ? 'library_file_not_found' : 'not_found_or_forbidden');
        }
        return detail ? detail.build(app, scope, record, request.locale) : wire.toWire(record, request.locale);
      },
    );
  }
};
