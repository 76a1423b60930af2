import { Link } from '../routes/router';
import { buildPath, catalogueQueries } from '@campus/core';
import { presentialStatusRules } from '@campus/core/rules';
import type { PresentialEvent } from '@campus/core/schemas';
import { useLocale, useQuery } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/** The player route of each kind of event (spec §2 presential-courses/{id}/event/{kind}/{event_id}/activities/{h}). */
const EVENT_ROUTES = {
  presential_class: { alone: 'presential-class-activity', inTrail: 'trail-presential-class-activity' },
  webinar: { alone: 'presential-webinar-activity', inTrail: 'trail-presential-webinar-activity' },
  live_class: { alone: 'presential-live-class-activity', inTrail: 'trail-presential-live-class-activity' },
} as const;

/** The address of an event's activities, from the first (the player moves on from there). */
function eventActivitiesPath(
  event: PresentialEvent,
  place: { id: string; trailId?: string | undefined; catalogId?: string | undefined },
): string {
  const routes = EVENT_ROUTES[event.type];
  const params = { id: place.id, event_id: String(event.id), hierarchy_order: 1 };
  if (place.trailId !== undefined && place.catalogId !== undefined) {
    return buildPath(routes.inTrail, { ...params, id_trail: place.trailId, id_catalog: place.catalogId });
  }
  return buildPath(routes.alone, params);
}

/**
 * The way from an in-person course's page to its events' activities (issue 26; spec §2 "Activity player screens"):
 * for an enrolled learner, once the course's status opens its activities (core's `presentialStatusRules`), one link
 * per event that is not canceled. Nothing when the course holds no activities. The detail and the activities are the
 * queries the detail widget and the player ask: one request each, shared through the cache.
 */
export function PresentialEventActivities(place: { id: string; trailId?: string; catalogId?: string }) {
  const t = useSiteT();
  const locale = useLocale();
  const detail = useQuery(catalogueQueries.detail(locale, 'presential-courses', Number(place.id)));
  const course = detail.data;
  const opens =
    course !== undefined && course.enrolled && presentialStatusRules(course.presential_status).canOpenActivities;
  const activities = useQuery(opens ? catalogueQueries.itemActivities(locale, 'presential-courses', place.id) : null);
  if (!opens || (activities.data?.activities.length ?? 0) === 0) return null;
  const events = course.events.filter((event) => event.status !== 'canceled');
  if (events.length === 0) return null;
  return (
    <nav className="site-event-activities" aria-labelledby="site-event-activities">
      <h2 id="site-event-activities">{t('site.pages.event_activities')}</h2>
      <ul>
        {events.map((event) => (
          <li key={event.id}>
            <Link to={eventActivitiesPath(event, place)}>
              {t('site.pages.event_activities_link', { title: event.title })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
