import {
  liveClassDetailSchema,
  liveClassSchema,
  onlineCourseSchema,
  paginatedSchema,
  presentialCatalogDetailSchema,
  presentialCourseDetailSchema,
  presentialCourseSchema,
  trailDetailSchema,
  trailSchema,
  webinarDetailSchema,
  webinarSchema,
} from '../../schemas/catalogue.js';
import type {
  LiveClass,
  LiveClassDetail,
  OnlineCourse,
  Paginated,
  PresentialCatalogDetail,
  PresentialCourse,
  PresentialCourseDetail,
  Trail,
  TrailDetail,
  Webinar,
  WebinarDetail,
} from '../../schemas/catalogue.js';
import type { ApiClient } from '../api-client.js';
import { CATALOGUE_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * The learning catalogue's calls (spec §2 catalogue routes, §3 filters, §4 statuses; docs/server.md
 * "Catalogue"): a list page with its filters, an item's detail, and the caller's state writes on an item.
 */

/** The catalogues a list shows, named like their routes and API segments (spec §2). */
export const CATALOGUE_TYPES = ['online-courses', 'trails', 'presential-courses', 'webinars', 'live-classes'] as const;

/** One of {@link CATALOGUE_TYPES}. */
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

/** What a detail shows: a catalogue's item, or a presential catalogue reached through a trail. */
export type CatalogueDetailType = CatalogueType | 'presential-catalogs';

/** An item of a catalogue list (the wire shape of each list, spec §3). */
export type CatalogueListItem = OnlineCourse | Trail | PresentialCourse | Webinar | LiveClass;

/** The detail answer of each type. */
export interface CatalogueDetailOf {
  'online-courses': OnlineCourse;
  trails: TrailDetail;
  'presential-courses': PresentialCourseDetail;
  webinars: WebinarDetail;
  'live-classes': LiveClassDetail;
  'presential-catalogs': PresentialCatalogDetail;
}

/** The query string of a list request without the page: only what differs from the server's defaults. */
export type CatalogueListQuery = Readonly<Record<string, string>>;

/** The caller's state actions on an item: favourite (every kind), enrol (courses), subscribe (transmissions). */
export type CatalogueStateAction = 'favorite' | 'enrol' | 'subscribe';

/** How many items one list request asks for (the server's maximum page size). */
export const CATALOGUE_PAGE_SIZE = 100;

/** The list item schema of each catalogue: its pages and its state writes' answers. */
const LIST_ITEM_SCHEMAS = {
  'online-courses': onlineCourseSchema,
  trails: trailSchema,
  'presential-courses': presentialCourseSchema,
  webinars: webinarSchema,
  'live-classes': liveClassSchema,
} as const;

const PAGE_SCHEMAS = {
  'online-courses': paginatedSchema(LIST_ITEM_SCHEMAS['online-courses']),
  trails: paginatedSchema(LIST_ITEM_SCHEMAS.trails),
  'presential-courses': paginatedSchema(LIST_ITEM_SCHEMAS['presential-courses']),
  webinars: paginatedSchema(LIST_ITEM_SCHEMAS.webinars),
  'live-classes': paginatedSchema(LIST_ITEM_SCHEMAS['live-classes']),
} as const;

/** The detail schema of each type; kinds without a richer detail answer their list entry. */
const DETAIL_SCHEMAS = {
  'online-courses': onlineCourseSchema,
  trails: trailDetailSchema,
  'presential-courses': presentialCourseDetailSchema,
  webinars: webinarDetailSchema,
  'live-classes': liveClassDetailSchema,
  'presential-catalogs': presentialCatalogDetailSchema,
} as const;

/** `GET /api/<type>/?…&page=&page_size=`: one page of a catalogue list with its filters. */
export async function fetchCataloguePage(
  client: ApiClient,
  type: CatalogueType,
  query: CatalogueListQuery,
  page: number,
  options?: TypedCallOptions,
): Promise<Paginated<CatalogueListItem>> {
  return (await client.requestJson(pathTo(CATALOGUE_PATHS.list, { kind: type }), PAGE_SCHEMAS[type], {
    searchParams: { ...query, page, page_size: CATALOGUE_PAGE_SIZE },
    ...withSignal(options),
  })) as Paginated<CatalogueListItem>;
}

/**
 * `GET /api/<type>/{id}/`: an item with what it holds (a trail's items, a presential course's events …); 404
 * `not_found_or_forbidden` for an item of another client, unpublished or unknown.
 */
export async function fetchCatalogueDetail<K extends CatalogueDetailType>(
  client: ApiClient,
  type: K,
  id: number | string,
  options?: TypedCallOptions,
): Promise<CatalogueDetailOf[K]> {
  return (await client.requestJson(pathTo(CATALOGUE_PATHS.detail, { kind: type, id }), DETAIL_SCHEMAS[type], {
    ...withSignal(options),
  })) as CatalogueDetailOf[K];
}

/**
 * `POST` (on) or `DELETE` (off) `/api/<type>/{id}/<action>/`: both are idempotent on the server, which answers
 * the item with the caller's new state (parsed with its list schema). Subscribing answers 409 `no_vacancies`
 * when the last seat went to someone else, 409 `subscription_closed` when the transmission is not open.
 */
export async function setCatalogueItemState(
  client: ApiClient,
  type: CatalogueType,
  id: number | string,
  action: CatalogueStateAction,
  on: boolean,
  options?: TypedCallOptions,
): Promise<CatalogueListItem> {
  return (await client.requestJson(pathTo(CATALOGUE_PATHS[action], { kind: type, id }), LIST_ITEM_SCHEMAS[type], {
    method: on ? 'POST' : 'DELETE',
    ...withSignal(options),
  })) as CatalogueListItem;
}
