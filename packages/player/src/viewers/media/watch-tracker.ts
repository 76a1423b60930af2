import { MEDIA_MAX_PLAYBACK_STEP_SECONDS, recordPlayback } from '@campus/core/rules';
import type { WatchedInterval } from '@campus/core/rules';
import type { ActivityProgressReport } from '@campus/core/schemas';

/** How often a playing media reports, in ms (issue 20: "every ~15 s"). */
export const MEDIA_REPORT_INTERVAL_MS = 15_000;

/** The longest media the API measures (a week, in seconds): a longer length is reported as unknown. */
const MAX_MEDIA_SECONDS = 604_800;

/** Sends a media report; `keepalive` as the page goes away. */
export type MediaReportSender = (
  report: Extract<ActivityProgressReport, { kind: 'media' }>,
  options?: { keepalive?: boolean },
) => Promise<void>;

/** What a media viewer tells the tracker, from its element's or its embed's events. */
export interface WatchTracker {
  /** The playback position moved to `seconds` while playing (a `timeupdate`). */
  position(seconds: number): void;
  /** The learner sought to `seconds`: the jump is not watched. */
  seeked(seconds: number): void;
  /** The media's length, once known (`NaN`/`Infinity` for unknown or live). */
  duration(seconds: number): void;
  /** Playback started: reports every {@link MEDIA_REPORT_INTERVAL_MS} while it plays. */
  play(): void;
  /** Playback paused: reports now. */
  pause(): void;
  /** The media reached its end: reports now with `ended`. */
  ended(): void;
  /** The page goes away: reports now with a keepalive request. */
  pageHide(): void;
  /** The viewer closes: stops the timer and reports what is left. */
  stop(): void;
  /** The intervals watched so far, merged. */
  watched(): readonly WatchedInterval[];
}

/**
 * The watched-interval bookkeeping of every media viewer (native, HLS, YouTube, Vimeo), with core's
 * `recordPlayback` (a seek adds nothing): reports `{ kind: 'media', watched, duration, ended }` every 15 s while
 * playing, on pause, on the end and as the page goes away, and only when something new was watched. A failed
 * report is sent again with the next one: each report carries every interval since the viewer opened (the server
 * merges them).
 */
export function createWatchTracker(send: MediaReportSender, intervalMs = MEDIA_REPORT_INTERVAL_MS): WatchTracker {
  let watched: WatchedInterval[] = [];
  let last: number | null = null;
  let length: number | null = null;
  let ended = false;
  let dirty = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const flush = (keepalive = false) => {
    if (!dirty) return;
    dirty = false;
    const report = {
      kind: 'media' as const,
      watched: watched.map(([start, end]): [number, number] => [start, end]),
      duration: length,
      ...(ended ? { ended: true } : {}),
    };
    send(report, keepalive ? { keepalive: true } : undefined).catch(() => {
      dirty = true;
    });
  };
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  return {
    position(seconds) {
      if (!Number.isFinite(seconds)) return;
      if (last !== null) {
        const next = recordPlayback(watched, last, seconds, MEDIA_MAX_PLAYBACK_STEP_SECONDS);
        if (JSON.stringify(next) !== JSON.stringify(watched)) dirty = true;
        watched = next;
      }
      last = seconds;
    },
    seeked(seconds) {
      last = Number.isFinite(seconds) ? seconds : null;
    },
    duration(seconds) {
      const usable = Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_MEDIA_SECONDS ? seconds : null;
      if (usable !== length) length = usable;
    },
    play() {
      if (timer === undefined) timer = setInterval(() => flush(), intervalMs);
    },
    pause() {
      stopTimer();
      flush();
    },
    ended() {
      stopTimer();
      ended = true;
      dirty = true;
      flush();
    },
    pageHide() {
      flush(true);
    },
    stop() {
      stopTimer();
      flush();
    },
    watched: () => watched,
  };
}
