import { useEffect, useRef, useState } from 'react';
import { liveClassQueries, queryKeys } from '@campus/core';
import { TRANSMISSION_KINDS } from '@campus/core/api';
import type { TransmissionKind } from '@campus/core/api';
import type { Transmission, TransmissionMedia as Media } from '@campus/core/schemas';
import type { TransmissionStatus } from '@campus/core/rules';
import { formatDateTime, Spinner, useLocale, useOwnedStyleSheet, usePackageMessages, useQuery, useT } from '@campus/ui';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { countdownParts, shownUnits } from './live-countdown.js';
import { LIVE_VIEWER_MESSAGES } from './live-messages.js';
import { liveViewerStyles } from './live-viewer.styles.js';
import { TransmissionMedia } from './transmission-media.js';

/** How often a waiting or live transmission is read again without a realtime event. */
const RESYNC_MS = 60_000;

/** The holder kinds that have a transmission (a live class's or webinar's activities). */
function transmissionKind(kind: string): TransmissionKind | undefined {
  return (TRANSMISSION_KINDS as readonly string[]).includes(kind) ? (kind as TransmissionKind) : undefined;
}

/**
 * The viewer of transmissions (`webcast`, `webinar`, `live_class`, `opened_live_class`, `closed_live_class`; issue
 * 26): the class's transmission (`GET /api/{live-classes|webinars}/{id}/transmission/`) as waiting — date and time in
 * the learner's locale and browser zone, a countdown —, live — the stream in the player's YouTube, Vimeo or media
 * viewer — or finished — the recording, or a finished notice —, with the class's status of spec §4. A
 * `transmission` event in the class's realtime area reads it again, so the stream shows without a reload.
 */
export function LiveViewer(props: ViewerProps) {
  const ready = usePackageMessages(LIVE_VIEWER_MESSAGES);
  const t = useT();
  const kind = transmissionKind(props.holder.kind);
  const rootRef = useRef<HTMLDivElement>(null);
  useOwnedStyleSheet(rootRef, liveViewerStyles);
  const { campus, holder, onStatement } = props;
  const query = useQuery(kind === undefined ? null : liveClassQueries.transmission(kind, holder.id));
  const area = query.data?.realtime_area;

  useEffect(() => {
    if (area === undefined || kind === undefined) return undefined;
    return campus.realtime.subscribe(area, (event) => {
      if (event.type === 'transmission') campus.query.invalidate(queryKeys.transmission(kind, holder.id));
    });
  }, [campus, area, kind, holder.id]);

  // A safety net under the realtime channel (a stream reconnecting, a proxy dropping it): while the class may still
  // change, read it again now and then.
  const phase = query.data?.transmission_status;
  useEffect(() => {
    if (kind === undefined || phase === undefined || phase === 'finished') return undefined;
    const timer = setInterval(() => campus.query.invalidate(queryKeys.transmission(kind, holder.id)), RESYNC_MS);
    return () => clearInterval(timer);
  }, [campus, kind, holder.id, phase]);

  const told = useRef(false);
  useEffect(() => {
    if (query.data === undefined || told.current) return;
    told.current = true;
    onStatement('initialized');
  }, [query.data, onStatement]);

  let body;
  // A live activity of an online or presential course (a practice with the instructor) has no transmission here:
  // said plainly, not as a failure.
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
        <li>{t(`player-live.class_status.${transmission.live_class_status}`)}</li>
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

/** What the status region says when the phase changes while the learner watches (nothing for the first one). */
function useAnnouncement(status: TransmissionStatus): string {
  const t = useT();
  const [seen, setSeen] = useState(status);
  const [announcement, setAnnouncement] = useState('');
  if (seen !== status) {
    setSeen(status);
    setAnnouncement(t(`player-live.announce.${status}`));
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
        <TransmissionMedia key={`${media.kind}:${media.url}`} {...{ campus, activity, holder, media }} />
      )}
    </div>
  );
}
