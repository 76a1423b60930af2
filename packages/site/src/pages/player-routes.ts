import { buildPath } from '@campus/core';
import type { RouteName } from '@campus/core';
import type { ActivityHolderKind } from '@campus/core/api';
import type { ActivityOpenDetail, CourseOpenDetail } from '@campus/catalogue';

/** The kinds of event a presential course's activities are opened from (spec §2 "Activity player screens"). */
export type PlayerEventType = 'presential-class' | 'webinar' | 'live-class';

/** What a player route shows: the item holding the activities, the activity, and where the item was reached from. */
export interface PlayerTarget {
  readonly kind: ActivityHolderKind;
  readonly itemId: string;
  readonly hierarchyOrder: number;
  readonly trailId?: string;
  readonly catalogId?: string;
  readonly eventId?: string;
  readonly eventType?: PlayerEventType;
}

/** Each player route's holder kind and, for a presential event's activities, the event's type. */
const PLAYER_ROUTES: Readonly<Partial<Record<RouteName, { kind: ActivityHolderKind; eventType?: PlayerEventType }>>> = {
  'course-activity': { kind: 'online-courses' },
  'trail-course-activity': { kind: 'online-courses' },
  'webinar-activity': { kind: 'webinars' },
  'trail-webinar-activity': { kind: 'webinars' },
  'live-class-activity': { kind: 'live-classes' },
  'trail-live-class-activity': { kind: 'live-classes' },
  'presential-class-activity': { kind: 'presential-courses', eventType: 'presential-class' },
  'trail-presential-class-activity': { kind: 'presential-courses', eventType: 'presential-class' },
  'presential-webinar-activity': { kind: 'presential-courses', eventType: 'webinar' },
  'trail-presential-webinar-activity': { kind: 'presential-courses', eventType: 'webinar' },
  'presential-live-class-activity': { kind: 'presential-courses', eventType: 'live-class' },
  'trail-presential-live-class-activity': { kind: 'presential-courses', eventType: 'live-class' },
  'presential-reaction': { kind: 'presential-courses' },
  'trail-presential-reaction': { kind: 'presential-courses' },
};

/** A route's `hierarchy_order` as a number, or null when it is not a positive integer. */
function orderOf(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** What a player route shows, from its name and parameters, or null when the route is unknown or malformed. */
export function playerTargetOf(
  name: string,
  params: Readonly<Record<string, string | undefined>>,
): PlayerTarget | null {
  const route = PLAYER_ROUTES[name as RouteName];
  const itemId = params['id'];
  const hierarchyOrder = orderOf(params['hierarchy_order']);
  if (route === undefined || itemId === undefined || hierarchyOrder === null) return null;
  const optional = (key: string, value: string | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    kind: route.kind,
    itemId,
    hierarchyOrder,
    ...optional('trailId', params['id_trail']),
    ...optional('catalogId', params['id_catalog']),
    ...optional('eventId', params['event_id']),
    ...(route.eventType === undefined ? {} : { eventType: route.eventType }),
  };
}

/** The same player route at another activity of the item. */
export function playerPath(
  name: string,
  params: Readonly<Record<string, string | undefined>>,
  hierarchyOrder: number,
): string {
  const values = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return buildPath(
    name as 'course-activity',
    { ...values, hierarchy_order: hierarchyOrder } as {
      id: string;
      hierarchy_order: number;
    },
  );
}

/** The detail page of the item a player route shows (its "back" link). */
export function playerBackPath(target: PlayerTarget): string {
  const { kind, itemId: id, trailId, catalogId } = target;
  if (trailId !== undefined) {
    switch (kind) {
      case 'online-courses':
        return buildPath('trail-course', { id_trail: trailId, id });
      case 'webinars':
        return buildPath('trail-webinar', { id_trail: trailId, id });
      case 'live-classes':
        return buildPath('trail-live-class', { id_trail: trailId, id });
      case 'presential-courses':
        return catalogId === undefined
          ? buildPath('presential-course', { id })
          : buildPath('trail-catalog-presential-course', { id_trail: trailId, id_catalog: catalogId, id });
    }
  }
  switch (kind) {
    case 'online-courses':
      return buildPath('online-course', { id });
    case 'webinars':
      return buildPath('webinar', { id });
    case 'live-classes':
      return buildPath('live-class', { id });
    case 'presential-courses':
      return buildPath('presential-course', { id });
  }
}

/** The player routes of each kind whose activities a learner opens from the catalogue (alone, and inside a trail). */
const ACTIVITY_ROUTES = {
  'online-courses': ['course-activity', 'trail-course-activity'],
  'live-classes': ['live-class-activity', 'trail-live-class-activity'],
  webinars: ['webinar-activity', 'trail-webinar-activity'],
} as const satisfies Partial<Record<string, readonly [RouteName, RouteName]>>;

/**
 * The player route of one activity of an online course, a live class or a webinar (`type`, an online course when
 * absent), inside its trail when it was opened from one.
 */
export function courseActivityPath(
  detail: Pick<ActivityOpenDetail, 'id' | 'trailId'> & { readonly type?: string },
  hierarchyOrder: number,
): string {
  const [alone, inTrail] =
    ACTIVITY_ROUTES[(detail.type ?? 'online-courses') as keyof typeof ACTIVITY_ROUTES] ??
    ACTIVITY_ROUTES['online-courses'];
  return detail.trailId === undefined
    ? buildPath(alone, { id: detail.id, hierarchy_order: hierarchyOrder })
    : buildPath(inTrail, { id_trail: detail.trailId, id: detail.id, hierarchy_order: hierarchyOrder });
}

/**
 * Whether an opened item plays in the activity player: an online course, and a live class entered with "Acessar"
 * (its transmission is an activity, issue 26); the others keep their pages (a webinar its lounge, spec §2).
 */
export function opensInPlayer(detail: CourseOpenDetail): detail is CourseOpenDetail & {
  type: 'online-courses' | 'live-classes';
} {
  return detail.type === 'online-courses' || (detail.type === 'live-classes' && detail.action === 'access');
}
