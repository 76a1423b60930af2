import { useId } from 'react';
import type { PresentialEvent } from '@campus/core/schemas';
import { Badge, formatDateTime, useLocale, useT } from '@campus/ui';
import { PRESENTIAL_TONES } from '../status/item-status.js';
import { CalendarButton } from './calendar-button.js';

/** One event: kind, title, status, when, where (or online) and seats, with 'Vagas esgotadas' when none is left. */
function EventEntry({ event, courseId }: { event: PresentialEvent; courseId: number | string | undefined }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const full = event.available_vacancies === 0;
  const when = formatDateTime(event.transmission_date, locale);
  const until = formatDateTime(event.end_date, locale);
  return (
    <li className="campus-catalogue-event" part="event" aria-labelledby={titleId}>
      <div className="campus-catalogue-item__badges">
        <Badge tone="neutral">{t(`catalogue.detail.event_type.${event.type}`)}</Badge>
        <Badge tone={PRESENTIAL_TONES[event.status] ?? 'neutral'}>
          {t(`catalogue.status.presential.${event.status}`)}
        </Badge>
      </div>
      <h4 className="campus-catalogue-event__title" id={titleId}>
        {event.title}
      </h4>
      <dl className="campus-catalogue-item__facts">
        <div className="campus-catalogue-item__fact">
          <dt>{t('catalogue.detail.transmission_date')}</dt>
          <dd>{until === '' ? when : `${when} – ${until}`}</dd>
        </div>
        <div className="campus-catalogue-item__fact">
          <dt>{t('catalogue.detail.mode')}</dt>
          <dd>{t(event.is_online ? 'catalogue.filters.online_true' : 'catalogue.filters.online_false')}</dd>
        </div>
        {event.location !== null && (
          <div className="campus-catalogue-item__fact">
            <dt>{t('catalogue.detail.location')}</dt>
            <dd>{event.location}</dd>
          </div>
        )}
        <div className="campus-catalogue-item__fact">
          <dt>{t('catalogue.detail.vacancies')}</dt>
          <dd>
            {event.vacancies === null
              ? t('catalogue.detail.vacancies_unlimited')
              : t('catalogue.detail.vacancies_value', {
                  available: event.available_vacancies ?? 0,
                  total: event.vacancies,
                })}
          </dd>
        </div>
      </dl>
      {full && (
        <p className="campus-catalogue-item__notice" part="item-notice">
          {t('catalogue.notice.no_vacancies')}
        </p>
      )}
      {courseId !== undefined && (
        <CalendarButton
          kind="presential-courses"
          id={courseId}
          eventId={event.id}
          title={event.title}
          describedBy={titleId}
        />
      )}
    </li>
  );
}

/** The events of a presential course in date order (spec §2 presential-courses/{id}). */
export function PresentialEvents({
  events,
  courseId,
}: {
  events: readonly PresentialEvent[];
  /** The presential course, whose events export a calendar each (issue 26); none: no calendar buttons. */
  courseId?: number | string;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="campus-catalogue-detail__section" part="events" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('catalogue.detail.events')}{' '}
        <span className="campus-catalogue-detail__count">
          {t('catalogue.detail.events_count', { count: events.length })}
        </span>
      </h3>
      {events.length === 0 ? (
        <p>{t('catalogue.detail.no_events')}</p>
      ) : (
        <ol className="campus-catalogue-detail__list">
          {events.map((event) => (
            <EventEntry key={event.id} event={event} courseId={courseId} />
          ))}
        </ol>
      )}
    </section>
  );
}
