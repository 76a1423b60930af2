import { useId } from 'react';
import type { LoyaltyEventWire } from '@campus/core/schemas';
import type { Level } from '@campus/core/rules';
import { EmptyState, useT } from '@campus/ui';
import { EventCard } from './event-card.js';
import { orderEvents } from './order-events.js';

/** Props of {@link EventsList}. */
export interface EventsListProps {
  events: readonly LoyaltyEventWire[];
  /** The member's level (events above it say from which level they open). */
  level: Level;
}

/**
 * The programme's events (spec §2 Events): happening now, next, then past, each with its type, dates, place,
 * points and whether the member checked in. Parts: `events`, and those of {@link EventCard}.
 */
export function EventsList({ events, level }: EventsListProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="campus-checkin__list" aria-labelledby={headingId}>
      <h3 className="campus-checkin__subtitle" id={headingId}>
        {t('checkin.list.title')}
      </h3>
      {events.length === 0 ? (
        <EmptyState title={t('checkin.list.empty')} description={t('checkin.list.empty_description')} />
      ) : (
        <ul className="campus-checkin__events" part="events" aria-label={t('checkin.list.label')}>
          {orderEvents(events).map((event) => (
            <EventCard key={String(event.id)} event={event} level={level} />
          ))}
        </ul>
      )}
    </section>
  );
}
