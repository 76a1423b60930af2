import { useRef } from 'react';
import { buildPath, instructorQueries } from '@campus/core';
import { presentialStatusRules } from '@campus/core/rules';
import type { LearnerPresentialEvent } from '@campus/core/schemas';
import {
  Badge,
  formatDateTime,
  Spinner,
  useLocale,
  useOwnedStyleSheet,
  usePackageMessages,
  useQuery,
  useT,
} from '@campus/ui';
import { PLAYER_MESSAGES } from '../../messages/player-messages.js';
import { usePlayerEvent } from '../../player/player-event.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { presentialEventViewerStyles } from './presential-event-viewer.styles.js';

const PRESENCE_TONES = { present: 'success', absent: 'danger', pending: 'neutral' } as const;

/** The event's facts: course, date, place, status, the learner's presence, and the way to check in. */
function EventCard({ event }: { event: LearnerPresentialEvent }) {
  const t = useT();
  const locale = useLocale();
  const rules = presentialStatusRules(event.status);
  const when = formatDateTime(event.begin_date, locale);
  const until = formatDateTime(event.end_date, locale);
  return (
    <>
      <dl className="campus-player__event-facts" part="event-facts">
        <dt>{t('player.event.course')}</dt>
        <dd>{event.course_title}</dd>
        <dt>{t('player.event.date')}</dt>
        <dd>{until === '' ? when : `${when} – ${until}`}</dd>
        <dt>{t('player.event.place')}</dt>
        <dd>{event.location ?? t('player.event.online')}</dd>
        <dt>{t('player.event.status')}</dt>
        <dd>
          <Badge tone={event.status === 'canceled' ? 'danger' : 'info'}>
            {t(`player.event.statuses.${event.status}`)}
          </Badge>
        </dd>
        <dt>{t('player.event.presence')}</dt>
        <dd>
          {event.enrolled ? (
            <Badge tone={PRESENCE_TONES[event.presence]}>{t(`player.event.presence_${event.presence}`)}</Badge>
          ) : (
            t('player.event.presence_not_enrolled')
          )}
        </dd>
      </dl>
      {event.enrolled && event.status === 'awaiting_results' && !event.results_published && (
        <p role="status">{t('player.event.results_awaited')}</p>
      )}
      {event.enrolled && event.has_check_in && rules.checkInOpen && event.presence !== 'present' && (
        <>
          <p>{t('player.event.check_in_hint')}</p>
          <a className="campus-player__event-check-in" part="event-check-in" href={buildPath('events')}>
            {t('player.event.check_in')}
          </a>
        </>
      )}
    </>
  );
}

/** The event named by the player's route, from `GET /api/presential-events/{id}/`. */
function EventById({ eventId }: { eventId: string }) {
  const locale = useLocale();
  const answer = useQuery(instructorQueries.presentialEvent(locale, eventId));
  if (answer.data !== undefined) return <EventCard event={answer.data} />;
  if (answer.status === 'error') return <ViewerProblem error={answer.error} onRetry={answer.retry} />;
  return <Spinner />;
}

/**
 * An in-person event activity (`presential_event`, spec §3 Activity types, §4 In-person classes): the event of the
 * player's route (`presential-courses/{id}/event/…/{event_id}/…`) with its date, place and status, the learner's
 * presence (validated by the instructor or by the check-in, absent once results are published), and the way to the
 * check-in while it runs. Without an event in the route it says what the activity is.
 */
export function PresentialEventViewer({ activity }: ViewerProps) {
  usePackageMessages(PLAYER_MESSAGES);
  const t = useT();
  const rootRef = useRef<HTMLElement>(null);
  useOwnedStyleSheet(rootRef, presentialEventViewerStyles);
  const event = usePlayerEvent();
  return (
    <section
      ref={rootRef}
      className="campus-player__event"
      part="event"
      aria-label={t('player.event.label')}
      data-activity={activity.id}
    >
      {event.id === undefined ? <p>{t('player.event.label')}</p> : <EventById eventId={event.id} />}
    </section>
  );
}
