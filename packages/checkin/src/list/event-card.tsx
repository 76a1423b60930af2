import { useId } from 'react';
import type { LoyaltyEventWire } from '@campus/core/schemas';
import type { Level } from '@campus/core/rules';
import { Badge, formatDateTime, formatDateTimeRange, useCampus, useLocale, useT } from '@campus/ui';
import { reachesLevel } from './order-events.js';

/** Props of {@link EventCard}. */
export interface EventCardProps {
  event: LoyaltyEventWire;
  /** The member's level: an event above it says from which level it opens. */
  level: Level;
}

const STATUS_TONES = { open: 'success', upcoming: 'info', finished: 'neutral' } as const;

/**
 * One programme event (spec §3 Event): type, title, when (begin and end), where, points, whether the member
 * checked in, and the level it opens at when the member is below it. Parts: `event`, `event-title`,
 * `event-facts`, `event-locked`.
 */
export function EventCard({ event, level }: EventCardProps) {
  const t = useT();
  const locale = useLocale();
  const campus = useCampus();
  const titleId = useId();
  const typeKey = `checkin.types.${event.type}`;
  // Types are the administrator's free words; the common ones are translated, others shown as written.
  const type = /^[a-z0-9_]+$/.test(event.type) && campus.i18n.exists(typeKey) ? t(typeKey) : event.type;
  const locked = !reachesLevel(level, event.minimum_level);
  return (
    <li className="campus-checkin__event" part="event" data-status={event.status}>
      <article aria-labelledby={titleId}>
        <div className="campus-checkin__badges">
          <Badge>{type}</Badge>
          <Badge tone={STATUS_TONES[event.status]}>{t(`checkin.status.${event.status}`)}</Badge>
          {event.checked_in_at !== null && <Badge tone="success">{t('checkin.status.checked_in')}</Badge>}
        </div>
        <h4 className="campus-checkin__event-title" part="event-title" id={titleId}>
          {event.title}
        </h4>
        {event.description !== '' && <p className="campus-checkin__event-description">{event.description}</p>}
        <dl className="campus-checkin__facts" part="event-facts">
          <div>
            <dt>{t('checkin.list.when')}</dt>
            <dd>{formatDateTimeRange(event.begin_at, event.end_at, locale)}</dd>
          </div>
          {event.location !== null && event.location !== '' && (
            <div>
              <dt>{t('checkin.list.where')}</dt>
              <dd>{event.location}</dd>
            </div>
          )}
          <div>
            <dt>{t('checkin.list.points')}</dt>
            <dd>{t('checkin.list.points_value', { count: event.points })}</dd>
          </div>
        </dl>
        {event.checked_in_at !== null && (
          <p className="campus-checkin__checked">
            {t('checkin.list.checked_in', { date: formatDateTime(event.checked_in_at, locale) })}
          </p>
        )}
        {locked && (
          <p className="campus-checkin__event-locked" part="event-locked">
            {t('checkin.locked.event', { level: t(`checkin.levels.${event.minimum_level}`) })}
          </p>
        )}
      </article>
    </li>
  );
}
