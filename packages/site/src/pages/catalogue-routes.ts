import { buildPath } from '@campus/core';
import type { CatalogueType, CourseOpenDetail, DetailType } from '@campus/catalogue';

/** The catalogue each list route shows. */
export const LIST_TYPES: Readonly<Record<string, CatalogueType>> = {
  'online-courses': 'online-courses',
  trails: 'trails',
  'presential-courses': 'presential-courses',
  webinars: 'webinars',
  'live-classes': 'live-classes',
};

/** What a detail route shows: the item's type and id, and the trail / presential catalogue it sits in. */
export interface DetailTarget {
  type: DetailType;
  id: string;
  trailId?: string;
  catalogId?: string;
}

/** The detail a detail route shows, from the route name and its parameters (spec §2), or null if unknown. */
export function detailTargetOf(
  name: string,
  params: Readonly<Record<string, string | undefined>>,
): DetailTarget | null {
  const id = params['id'];
  if (id === undefined) return null;
  const trailId = params['id_trail'];
  const inTrail = trailId === undefined ? {} : { trailId };
  switch (name) {
    case 'online-course':
      return { type: 'online-courses', id };
    case 'trail':
      return { type: 'trails', id };
    case 'trail-course':
      return { type: 'online-courses', id, ...inTrail };
    case 'trail-presential-catalog':
      return { type: 'presential-catalogs', id, ...inTrail };
    case 'trail-catalog-presential-course':
      return {
        type: 'presential-courses',
        id,
        ...inTrail,
        ...(params['id_catalog'] ? { catalogId: params['id_catalog'] } : {}),
      };
    case 'presential-course':
      return { type: 'presential-courses', id };
    case 'webinar':
      return { type: 'webinars', id };
    case 'trail-webinar':
      return { type: 'webinars', id, ...inTrail };
    case 'live-class':
      return { type: 'live-classes', id };
    case 'trail-live-class':
      return { type: 'live-classes', id, ...inTrail };
    default:
      return null;
  }
}

/** The list route a detail type belongs to (for the back link). */
export const LIST_PATH_OF: Readonly<Record<DetailType, string>> = {
  'online-courses': buildPath('online-courses'),
  trails: buildPath('trails'),
  'presential-courses': buildPath('presential-courses'),
  webinars: buildPath('webinars'),
  'live-classes': buildPath('live-classes'),
  'presential-catalogs': buildPath('trails'),
};

/**
 * Where `campus-course-open` leads when it does not open the activity player (spec §2 routes): a webinar to its
 * lounge, anything else to its detail route (inside its trail when opened from one). An online course opens in the
 * player (`useCourseOpen`) and comes here only when none of its activities can be opened.
 */
export function pathForOpen(detail: CourseOpenDetail): string {
  const { type, id, trailId, catalogId } = detail;
  if (trailId !== undefined) {
    switch (type) {
      case 'webinars':
        return buildPath('trail-webinars-lounge', { id_trail: trailId, id });
      case 'live-classes':
        return buildPath('trail-live-class', { id_trail: trailId, id });
      case 'presential-catalogs':
        return buildPath('trail-presential-catalog', { id_trail: trailId, id });
      case 'presential-courses':
        return catalogId === undefined
          ? buildPath('presential-course', { id })
          : buildPath('trail-catalog-presential-course', { id_trail: trailId, id_catalog: catalogId, id });
      case 'trails':
        return buildPath('trail', { id });
      default:
        return buildPath('trail-course', { id_trail: trailId, id });
    }
  }
  switch (type) {
    case 'webinars':
      return buildPath('webinars-lounge', { id });
    case 'live-classes':
      return buildPath('live-class', { id });
    case 'presential-courses':
      return buildPath('presential-course', { id });
    case 'presential-catalogs':
      return buildPath('trails');
    case 'trails':
      return buildPath('trail', { id });
    default:
      return buildPath('online-course', { id });
  }
}
