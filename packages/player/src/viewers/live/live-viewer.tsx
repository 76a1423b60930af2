import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { liveClassQueries, queryKeys } from '@campus/core';
import { TRANSMISSION_KINDS } from '@campus/core/api';
import type { TransmissionHolderKind } from '@campus/core/api';
import type { Transmission, TransmissionMedia as Media } from '@campus/core/schemas';
import type { TransmissionStatus } from '@campus/core/rules';
import { formatDateTime, Spinner, useLocale, useOwnedStyleSheet, usePackageMessages, useQuery, useT } from '@campus/ui';
import { PLAYER_MESSAGES } from '../../messages/player-messages.js';
import { usePlayerEvent } from '../../player/player-event.js';
import type { PlayerEvent } from '../../player/player-event.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { countdownParts, shownUnits } from './live-countdown.js';
import { LIVE_VIEWER_MESSAGES } from './live-messages.js';
import { liveViewerStyles } from './live-viewer.styles.js';
import { TransmissionMedia } from './transmission-media.js';

/** How often a waiting or live transmission is read again without a realtime event. */
const RESYNC_MS = 60_000;

/** The event types with a transmission (the route's `live-class`, `webinar`, or the API's `live_class`). */
const LIVE_EVENT_TYPES: readonly string[] = ['live_class', 'webinar'];

/**
 * Whose transmission the activity shows: its live class's or webinar's, or — in an in-person course's live class or
 * webinar event (`presential-courses/{id}/event/{live-class|webinar}/{event_id}/…`) — the event's; none otherwise.
 */
export function transmissionSource(
  holder: { kind: string; id: number | string },
  event: PlayerEvent,
): { kind: TransmissionHolderKind; id: number | string } | undefined {
  if ((TRANSMISSION_KINDS as readonly string[]).includes(holder.kind))
    return { kind: holder.kind as TransmissionHolderKind, id: holder.id };
  const eventType = event.type?.replace('-', '_');
  if (holder.kind === 'presential-courses' && event.id !== undefined && LIVE_EVENT_TYPES.includes(eventType ?? ''))
    return { kind: 'presential-events', id: event.id };
  return undefined;
}

/**
 * The viewer of transmissions (`webcast`, `webinar`, `live_class`, `opened_live_class`, `closed_live_class`; issue
 * 26): the class's transmission (`GET /api/{live-classes|webinars}/{id}/transmission/`, or in an in-person course's
 * live event `GET /api/presential-events/{event_id}/transmission/`) as waiting — date and time in
 * the learner's locale and browser zone, a countdown —, live — the stream in the player's YouTube, Vimeo or media
 * viewer — or finished — the recording, or a finished notice —, with the class's status of spec §4. A
 * `transmission` event in the class's realtime area reads it again, so the stream shows without a reload.
 */
export function LiveViewer(props: ViewerProps) {
  const ready = usePackageMessages(LIVE_VIEWER_MESSAGES);
  // The in-person statuses of an event's transmission are the player's own messages.
  usePackageMessages(PLAYER_MESSAGES);
  const t = useT();
  const source = transmissionSource(props.holder, usePlayerEvent());
  const kind = source?.kind;
  const id = source?.id ?? '';
  const rootRef = useRef<HTMLDivElement>(null);
  useOwnedStyleSheet(rootRef, liveViewerStyles);
  const { campus, onStatement } = props;
  const query = useQuery(kind === undefined ? null : liveClassQueries.transmission(kind, id));
  const area = query.data?.realtime_area;

  useEffect(() => {
    if (area === undefined || kind === undefined) return undefined;
    return campus.realtime.subscribe(area, (event) => {
      if (event.type === 'transmission') campus.query.invalidate(queryKeys.transmission(kind, id));
    });
  }, [campus, area, kind, id]);

  // A safety net under the realtime channel (a stream reconnecting, a proxy dropping it): while the class may still
  // change, read it again now and then.
  const phase = query.data?.transmission_status;
  useEffect(() => {
    if (kind === undefined || phase === undefined || phase === 'finished') return undefined;
    const timer = setInterval(() => campus.query.invalidate(queryKeys.transmission(kind, id)), RESYNC_MS);
    return () => clearInterval(timer);
  }, [campus, kind, id, phase]);

  const told = useRef(false);
  useEffect(() => {
    if (query.data === undefined || told.current) return;
    told.current = true;
    onStatement('initialized');
  }, [query.data, onStatement]);

  let body;
  // A live activity of an online course, or of an in-person class (a practice with the instructor), has no
  // transmission here: said plainly, not as a failure.
  if (kind === undefined)
    body = ready ? <p className="campus-live__hint">{t('player-live.no_transmission')}</p> : <Spinner />;
  else if (query.data !== undefined && ready) body = <TransmissionView {...props} transmission={query.data} />;
  else if (query.status === 'error') body = <ViewerProblem error={query.error} onRetry={query.retry} />;
  else body = <Spinner />;
  return (
    <div ref={rootRef} className="campus-live" part="live">
      {body}
    </div>
  );
}

/** What the learner sees of a loaded transmission. */
function TransmissionView({ campus, activity, holder, transmission }: ViewerProps & { transmission: Transmission }) {
  const t = useT();
  const status = transmission.transmission_status;
  const announcement = useAnnouncement(status);
  return (
    <section className="campus-live__panel" aria-label={t('player-live.label', { title: transmission.title })}>
      <ul className="campus-live__badges" aria-label={t('player-live.class_status.label')}>
        <li className={`campus-live__phase campus-live__phase--${status}`}>{t(`player-live.phase.${status}`)}</li>
        <li>
          {transmission.event_status === null
            ? t(`player-live.class_status.${transmission.live_class_status}`)
            : t(`player.event.statuses.${transmission.event_status}`)}
        </li>
        <li>{t(transmission.subscribed ? 'player-live.subscribed' : 'player-live.not_subscribed')}</li>
      </ul>
      <p className="campus-live__announce" role="status">
        {announcement}
      </p>
      {status === 'waiting' && <WaitingState transmission={transmission} />}
      {status === 'live' && (
        <PlayingState
          title={t('player-live.live_title')}
          media={transmission.stream}
          fallback={t(transmission.subscribed ? 'player-live.no_stream' : 'player-live.subscribe_to_watch')}
          {...{ campus, activity, holder }}
        />
      )}
      {status === 'finished' && (
        <PlayingState
          title={transmission.recording === null ? t('player-live.finished_text') : t('player-live.recording_title')}
          media={transmission.recording}
          fallback={
            transmission.has_recording && !transmission.subscribed
              ? t('player-live.subscribe_to_watch')
              : t('player-live.no_recording')
          }
          {...{ campus, activity, holder }}
        />
      )}
    </section>
  );
}

/**
 * What the status region says when the phase changes while the learner watches (nothing for the first one). A
 * repeating class whose session the instructor finished waits for its next session: said so, not "waiting again".
 */
function useAnnouncement(status: TransmissionStatus): string {
  const t = useT();
  const [seen, setSeen] = useState(status);
  const [announcement, setAnnouncement] = useState('');
  if (seen !== status) {
    setSeen(status);
    const sessionEnded = seen === 'live' && status === 'waiting';
    setAnnouncement(t(sessionEnded ? 'player-live.announce.next_session' : `player-live.announce.${status}`));
  }
  return announcement;
}

/** The clock, read every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** Before the transmission: when it starts (in the browser's zone), how long until then, how it repeats. */
function WaitingState({ transmission }: { transmission: Transmission }) {
  const t = useT();
  const locale = useLocale();
  const startsAt = transmission.starts_at === null ? Number.NaN : Date.parse(transmission.starts_at);
  const now = useNow(!Number.isNaN(startsAt));
  const parts = countdownParts(startsAt, now);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { recurrence } = transmission;
  return (
    <div className="campus-live__waiting" part="live-waiting">
      <p className="campus-live__title">{t('player-live.phase.waiting')}</p>
      {transmission.starts_at !== null && (
        <p>{t('player-live.starts_at', { date: formatDateTime(transmission.starts_at, locale), zone })}</p>
      )}
      {transmission.ends_at !== null && (
        <p>{t('player-live.ends_at', { date: formatDateTime(transmission.ends_at, locale) })}</p>
      )}
      {!Number.isNaN(startsAt) && (
        <p className="campus-live__countdown" role="timer">
          {parts === null
            ? t('player-live.countdown_soon')
            : t('player-live.countdown', {
                time: shownUnits(parts)
                  .map((unit) => t(`player-live.countdown_units.${unit}`, { count: parts[unit] }))
                  .join(' '),
              })}
        </p>
      )}
      {recurrence !== null && (
        <p>
          {t(`player-live.recurrence.${recurrence.frequency}`)}
          {recurrence.count !== null && ` · ${t('player-live.recurrence.times', { count: recurrence.count })}`}
        </p>
      )}
      <p className="campus-live__hint">{t('player-live.waiting_hint')}</p>
    </div>
  );
}

/** The stream while live, or the recording after; what stands in when there is none to show. */
function PlayingState({
  campus,
  activity,
  holder,
  title,
  media,
  fallback,
}: Pick<ViewerProps, 'campus' | 'activity' | 'holder'> & { title: string; media: Media | null; fallback: string }) {
  return (
    <div className="campus-live__playing" part="live-media">
      <p className="campus-live__title">{title}</p>
      {media === null ? (
        <p>{fallback}</p>
      ) : (
        <ExternalNotice media={media}>
          <TransmissionMedia key={`${media.kind}:${media.url}`} {...{ campus, activity, holder, media }} />
        </ExternalNotice>
      )}
    </div>
  );
}

/** Whether the browser is online now, following its `online` and `offline` events. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine ?? true);
  useEffect(() => {
    const update = () => setOnline(globalThis.navigator?.onLine ?? true);
    globalThis.addEventListener('online', update);
    globalThis.addEventListener('offline', update);
    return () => {
      globalThis.removeEventListener('online', update);
      globalThis.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * A YouTube or Vimeo stream plays from outside the platform: said under it, with a link to open it in a tab; offline,
 * said instead of an embed that would only show the browser's error page. A stream the platform serves plays as is.
 */
function ExternalNotice({ media, children }: { media: Media; children: ReactNode }) {
  const t = useT();
  const online = useOnline();
  if (media.kind !== 'youtube' && media.kind !== 'vimeo') return <>{children}</>;
  if (!online) {
    return (
      <p className="campus-live__hint" part="live-offline" role="status">
        {t('player-live.external.offline')}
      </p>
    );
  }
  return (
    <>
      {children}
      <p className="campus-live__hint" part="live-external">
        {t(`player-live.external.${media.kind}`)}{' '}
        <a href={media.url} target="_blank" rel="noopener noreferrer">
          {t('player-live.external.open')}
        </a>
      </p>
    </>
  );
}
