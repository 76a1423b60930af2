import { paginatedSchema } from '@campus/core';
import type {
  Campus,
  LiveClass,
  OnlineCourse,
  Paginated,
  PresentialCatalogDetail,
  PresentialCourseDetail,
  TrailDetail,
  Webinar,
} from '@campus/core';
import { DETAIL_SCHEMAS, LIST_ITEM_SCHEMAS } from '../catalogue-type';
import type { CatalogueListItem, CatalogueType, DetailType } from '../catalogue-type';
import type { ListQuery } from './list-query';

/** How many items one list request asks for (the server's maximum page size). */
export const PAGE_SIZE = 100;

/** The detail answer of each type. */
export interface DetailOf {
  'online-courses': OnlineCourse;
  trails: TrailDetail;
  'presential-courses': PresentialCourseDetail;
  webinars: Webinar;
  'live-classes': LiveClass;
  'presential-catalogs': PresentialCatalogDetail;
}

const pageSchemas = {
  'online-courses': paginatedSchema(LIST_ITEM_SCHEMAS['online-courses']),
  trails: paginatedSchema(LIST_ITEM_SCHEMAS.trails),
  'presential-courses': paginatedSchema(LIST_ITEM_SCHEMAS['presential-courses']),
  webinars: paginatedSchema(LIST_ITEM_SCHEMAS.webinars),
  'live-classes': paginatedSchema(LIST_ITEM_SCHEMAS['live-classes']),
} as const;

/** `GET /api/<type>/?…&page=&page_size=`: one page of a catalogue list with its filters. */
export async function fetchCataloguePage(
  campus: Campus,
  type: CatalogueType,
  query: ListQuery,
  page: number,
  signal?: AbortSignal,
): Promise<Paginated<CatalogueListItem>> {
  return (await campus.api.requestJson(`/api/${type}/`, pageSchemas[type], {
    searchParams: { ...query, page, page_size: PAGE_SIZE },
    ...(signal ? { signal } : {}),
  })) as Paginated<CatalogueListItem>;
}

/** `GET /api/<type>/{id}/`: an item with what it holds (trail items, presential events …). */
export async function fetchCatalogueDetail<K extends DetailType>(
  campus: Campus,
  type: K,
  id: number,
  signal?: AbortSignal,
): Promise<DetailOf[K]> {
  return (await campus.api.requestJson(`/api/${type}/${id}/`, DETAIL_SCHEMAS[type], {
    ...(signal ? { signal } : {}),
  })) as DetailOf[K];
}

/** The caller's state actions on an item: favourite (every kind), enrol (courses), subscribe (transmissions). */
export type StateAction = 'favorite' | 'enrol' | 'subscribe';

/**
 * `POST` (on) or `DELETE` (off) `/api/<type>/{id}/<action>/`; the server answers the item with the caller's
 * new state, parsed with the list schema of its type.
 */
export async function setItemState(
  campus: Campus,
  type: CatalogueType,
  id: number,
  action: StateAction,
  on: boolean,
): Promise<CatalogueListItem> {
  return (await campus.api.requestJson(`/api/${type}/${id}/${action}/`, LIST_ITEM_SCHEMAS[type], {
    method: on ? 'POST' : 'DELETE',
  })) as CatalogueListItem;
}
