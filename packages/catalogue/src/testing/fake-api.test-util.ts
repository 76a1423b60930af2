// The catalogue's fake API for tests and stories: the catalogue calls of the reference server
// (`packages/server/src/routes/catalogue`) as a route table of the test kit (`@campus/core/testing`): lists paged
// and filtered, details, activities, the caller's favourite / enrolment / subscription, answered from fixtures
// with their wire schemas. Requests and failures are the kit's. Test-only.
import { CATALOGUE_PATHS, INSTRUCTOR_PATHS, PLATFORM_PATHS, SENCE_PATHS } from '@campus/core/api';
import { validateRut } from '@campus/core/rules';
import {
  classAttendanceSchema,
  courseActivitiesSchema,
  liveClassDetailSchema,
  liveClassSchema,
  onlineCourseSchema,
  instructorClassListSchema,
  paginatedSchema,
  presentialCatalogDetailSchema,
  presentialCourseDetailSchema,
  presentialCourseSchema,
  senceCourseSchema,
  senceFormSchema,
  siteListsResponseSchema,
  trailDetailSchema,
  trailSchema,
  webinarDetailSchema,
  webinarSchema,
} from '@campus/core/schemas';
import type { SessionData } from '@campus/core';
import type { ClassAttendance, CourseActivities, SenceCourse, SiteListsResponse } from '@campus/core/schemas';
import { answer, createFakeApi, pageOf } from '@campus/core/testing';
import type { FakeAnswer, FakeApi, FakeApiOptions } from '@campus/core/testing';
import type { CatalogueListItem, CatalogueType, DetailType } from '../catalogue-type.js';
import { courseActivities, siteLists } from './catalogue-fixtures.test-util.js';

/** What the fake serves. */
export interface CatalogueApiOptions {
  /** List items per catalogue; every list answers them all (pages of `page_size`) unless `filterList` narrows. */
  lists?: Partial<Record<CatalogueType, CatalogueListItem[]>>;
  /** Narrows a list answer, as the server's filters would. @default everything */
  filterList?: (type: CatalogueType, items: CatalogueListItem[], query: URLSearchParams) => CatalogueListItem[];
  /** Detail answers by `type/id`; other ids answer the list item, or 404. */
  details?: Partial<Record<`${DetailType}/${number}`, unknown>>;
  /** Fails a request (the kit's failure hook). */
  fail?: FakeApiOptions['fail'];
  /** @default the fixture lists */
  siteLists?: SiteListsResponse;
  /**
   * Activities by online course id (`GET /api/online-courses/{id}/activities/`). @default the fixture's
   * {@link courseActivities} for a course the fake knows (in a list or a detail), else 404
   */
  activities?: Partial<Record<number, CourseActivities>>;
  /** SENCE courses by id (`GET /api/online-courses/{id}/sence/`, and the session's start and close). */
  sence?: Partial<Record<number, SenceCourse>>;
  /** The caller's taught classes, each with its attendance (`/api/instructor/…`). @default none */
  taught?: readonly ClassAttendance[];
}

/** Where the fake's SENCE forms post (a test spies on the form's submit; a story never submits). */
export const FAKE_SENCE_URL = 'https://sence.test/Registro/IniciarSesion';

/** The fake with the current list items (writes change them). */
export type CatalogueApi = FakeApi & { lists: Partial<Record<CatalogueType, CatalogueListItem[]>> };

/** The learner the catalogue's tests and stories are signed in as (the fake answers any token). */
export const LEARNER_SESSION: Partial<SessionData> = {
  access_token: 'fake-access-token',
  email: 'learner@campus.example',
};

/** The wire schema of each catalogue's list items (what the server's list and state answers send). */
const LIST_ITEM_SCHEMAS = {
  'online-courses': onlineCourseSchema,
  trails: trailSchema,
  'presential-courses': presentialCourseSchema,
  webinars: webinarSchema,
  'live-classes': liveClassSchema,
} as const;

/** The wire schema of each detail answer. */
const DETAIL_SCHEMAS = {
  ...LIST_ITEM_SCHEMAS,
  trails: trailDetailSchema,
  'presential-courses': presentialCourseDetailSchema,
  'presential-catalogs': presentialCatalogDetailSchema,
  webinars: webinarDetailSchema,
  'live-classes': liveClassDetailSchema,
} as const;

/** The detail kinds that add their instructors to the list entry (none assigned, the caller not one of them). */
const WITH_TEACHERS: readonly string[] = ['webinars', 'live-classes'];

/** A wire schema, as the kit's typed answers take it. */
type WireSchema = Parameters<typeof answer>[0];

/** The wire schema of each catalogue's list pages. */
const PAGE_SCHEMAS: Readonly<Record<string, WireSchema>> = Object.fromEntries(
  Object.entries(LIST_ITEM_SCHEMAS).map(([type, schema]) => [type, paginatedSchema(schema)]),
);

const isListType = (type: string | undefined): type is CatalogueType => type !== undefined && type in LIST_ITEM_SCHEMAS;

/** A typed answer for `type`, checked against its schema (an unknown type answers the body unchecked). */
function typed(schemas: Readonly<Record<string, WireSchema>>, type: string, body: unknown): FakeAnswer {
  const schema = schemas[type];
  return schema === undefined ? { status: 200, body } : answer(schema, body as never);
}

/** Creates the fake. */
export function createCatalogueApi(options: CatalogueApiOptions = {}): CatalogueApi {
  const lists: Partial<Record<CatalogueType, CatalogueListItem[]>> = {};
  for (const [type, items] of Object.entries(options.lists ?? {})) {
    lists[type as CatalogueType] = items.map((item) => ({ ...item }));
  }
  const itemOf = (type: string | undefined, id: number) =>
    isListType(type) ? lists[type]?.find((entry) => entry.id === id) : undefined;

  const setState =
    (action: 'favorite' | 'enrol' | 'subscribe') =>
    (request: { method: string; params: Readonly<Record<string, string>> }) => {
      const type = request.params['kind'];
      const item = itemOf(type, Number(request.params['id']));
      if (!isListType(type) || !item) return undefined;
      const on = request.method === 'POST';
      const changed = { ...item } as Record<string, unknown>;
      if (action === 'favorite') changed['favorite'] = on;
      else if (action === 'enrol') changed['enrolled'] = on;
      else {
        changed['subscribed'] = on;
        const available = changed['available_vacancies'];
        if (typeof available === 'number') changed['available_vacancies'] = available + (on ? -1 : 1);
      }
      const updated = changed as CatalogueListItem;
      const items = lists[type] ?? [];
      items.splice(items.indexOf(item), 1, updated);
      return typed(LIST_ITEM_SCHEMAS, type, updated);
    };

  const api = createFakeApi(
    {
      [PLATFORM_PATHS.siteLists]: () => answer(siteListsResponseSchema, options.siteLists ?? siteLists()),
      [`GET ${CATALOGUE_PATHS.list}`]: ({ params, query }) => {
        const type = params['kind'] as CatalogueType;
        const all = lists[type] ?? [];
        const items = options.filterList ? options.filterList(type, all, query) : all;
        return typed(PAGE_SCHEMAS, type, pageOf(items, query, `/api/${type}/`));
      },
      [`GET ${CATALOGUE_PATHS.activities}`]: ({ params }) => {
        if (params['kind'] !== 'online-courses') return undefined;
        const id = Number(params['id']);
        const known =
          options.details?.[`online-courses/${id}`] !== undefined ||
          lists['online-courses']?.some((entry) => entry.id === id) === true;
        const activities = options.activities?.[id] ?? (known ? courseActivities(id) : undefined);
        return activities && answer(courseActivitiesSchema, activities);
      },
      [CATALOGUE_PATHS.detail]: ({ params }) => {
        const type = params['kind'] ?? '';
        const id = Number(params['id']);
        const listed = itemOf(type, id);
        const fromList =
          listed !== undefined && WITH_TEACHERS.includes(type)
            ? { instructors: [], teaching: false, ...listed }
            : listed;
        const detail = options.details?.[`${type as DetailType}/${id}`] ?? fromList;
        return detail === undefined ? undefined : typed(DETAIL_SCHEMAS, type, detail);
      },
      [`GET ${INSTRUCTOR_PATHS.classes}`]: () =>
        answer(instructorClassListSchema, { results: (options.taught ?? []).map((entry) => entry.class) }),
      [`GET ${INSTRUCTOR_PATHS.itemClass}`]: ({ params }) => {
        const taught = options.taught?.find((entry) => String(entry.class.id) === params['id']);
        return taught && answer(classAttendanceSchema, taught);
      },
      [`GET ${SENCE_PATHS.course}`]: ({ params }) => {
        const course = options.sence?.[Number(params['id'])];
        return course && answer(senceCourseSchema, course);
      },
      [`POST ${SENCE_PATHS.start}`]: ({ params, body }) => {
        const course = options.sence?.[Number(params['id'])];
        if (!course) return undefined;
        const run = String((body as { run?: unknown } | undefined)?.run ?? '');
        if (!validateRut(run)) {
          return {
            status: 422,
            body: { code: 'invalid_rut', message: 'RUT inválido.', field_errors: { run: 'invalid_rut' } },
          };
        }
        return answer(senceFormSchema, {
          action: FAKE_SENCE_URL,
          method: 'post',
          fields: [
            { name: 'CodSence', value: course.sence_code },
            { name: 'RunAlumno', value: run },
          ],
        });
      },
      [`POST ${SENCE_PATHS.close}`]: ({ params }) => {
        const course = options.sence?.[Number(params['id'])];
        return (
          course &&
          answer(senceFormSchema, {
            action: FAKE_SENCE_URL.replace('IniciarSesion', 'CerrarSesion'),
            method: 'post',
            fields: [{ name: 'CodSence', value: course.sence_code }],
          })
        );
      },
      [CATALOGUE_PATHS.favorite]: setState('favorite'),
      [CATALOGUE_PATHS.enrol]: setState('enrol'),
      [CATALOGUE_PATHS.subscribe]: setState('subscribe'),
    },
    { fail: (method, path, request) => options.fail?.(method, path, request) },
  );
  return Object.assign(api, { lists });
}
