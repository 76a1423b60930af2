import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import type { Campus } from '@campus/core';
import { launchActivity, syncScormCloudProgress } from '@campus/core/api';
import type { ActivityLaunch } from '@campus/core/schemas';
import { Button, Spinner, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { useActivityLaunch } from '../use-activity-launch.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { useFrameMessages } from './use-frame-messages.js';

/**
 * The least time between two syncs a window `focus` starts: focus comes back each time the learner clicks the
 * page after working in the course's frame, which is no reason to ask SCORM Cloud again and again.
 */
export const FOCUS_SYNC_INTERVAL_MS = 15_000;

/** How long before its expiry the new-window link is renewed instead of opened (SCORM Cloud refuses it after). */
const LINK_MARGIN_MS = 15_000;

/**
 * A course on SCORM Cloud (`scorm_cloud`): the launch answers SCORM Cloud's link for the learner's registration,
 * shown in a frame with "Abrir em uma nova janela" beside it (SCORM Cloud's player may refuse to be framed; the
 * frame is then closed, so two windows never run the same registration). SCORM Cloud keeps the run-time data, so
 * the results are read back by the server: when the viewer opens, when the learner comes back to the page (the tab
 * shown again, the window focused again), when the frame loads another page, and when the learner leaves the course:
 * SCORM Cloud then sends the frame to the API's exit page, whose `campus:scorm-cloud-exit` message closes the frame
 * and says so (never the site inside the frame); each answer that moves the learner's state goes to `onState`.
 */
export function ScormCloudViewer(props: ViewerProps) {
  const launch = useActivityLaunch(props.campus, props.activity.id);
  if (launch.status === 'loading') return <Spinner />;
  if (launch.status === 'error') return <ViewerProblem error={launch.error} onRetry={launch.retry} />;
  return <ScormCloudCourse {...props} launch={launch.launch} onRelaunch={launch.retry} />;
}

interface ScormCloudCourseProps extends ViewerProps {
  readonly launch: ActivityLaunch;
  /** Asks for a new launch (the frame is shown again with a fresh link). */
  readonly onRelaunch: () => void;
}

/** The link opened in a new window, renewed when it has expired. */
interface WindowLink {
  readonly url: string;
  readonly expiresAt: number;
}

/**
 * Whether a launch link may be framed and opened: https, or http on this machine (`localhost`, 127.0.0.1, ::1 — the
 * development adapter's launch page on a local API; browsers treat those hosts as secure contexts too).
 */
export function isOpenableLaunch(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The message SCORM Cloud's exit page (on the API, its `redirectOnExitUrl`) posts when the learner leaves the course. */
export const SCORM_CLOUD_EXIT_MESSAGE = 'campus:scorm-cloud-exit';

/** Whether `data` is the exit page's message for this activity. */
export function isScormCloudExit(data: unknown, activityId: number | string): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; activity_id?: unknown };
  return message.type === SCORM_CLOUD_EXIT_MESSAGE && String(message.activity_id) === String(activityId);
}

function ScormCloudCourse({ campus, activity, onState, onStatement, launch, onRelaunch }: ScormCloudCourseProps) {
  const t = useT();
  const statementRef = useLatest(onStatement);
  const initialized = useRef(false);
  const [where, setWhere] = useState<'frame' | 'window' | 'exited'>('frame');
  const frame = useRef<HTMLIFrameElement>(null);
  const [windowLink, setWindowLink] = useState<WindowLink>({
    url: launch.url,
    expiresAt: Date.parse(launch.expires_at),
  });
  const [renewal, setRenewal] = useState<'none' | 'renewing' | 'renewed' | { failed: unknown }>('none');
  const sync = useScormCloudSync(campus, activity, onState, onStatement);
  // The exit page is the API's: only its origin is heard, and only from this frame (useFrameMessages).
  const apiOrigins = useMemo(() => [new URL(campus.api.apiBase, globalThis.location.href).origin], [campus]);
  useFrameMessages(frame, apiOrigins, (data) => {
    if (!isScormCloudExit(data, activity.id)) return;
    // The learner left the course: the frame is closed (SCORM Cloud's session is over) and the results read.
    sync.now('exit');
    setWhere('exited');
  });

  const renewLink = useCallback(() => {
    if (renewal === 'renewing') return;
    setRenewal('renewing');
    launchActivity(campus.api, activity.id)
      .then((renewed) => {
        if (!isOpenableLaunch(renewed.url)) throw new TypeError('The SCORM Cloud link is not https');
        setWindowLink({ url: renewed.url, expiresAt: Date.parse(renewed.expires_at) });
        setRenewal('renewed');
      })
      .catch((error: unknown) => setRenewal({ failed: error }));
  }, [campus, activity.id, renewal]);

  if (!isOpenableLaunch(launch.url)) return <ViewerProblem message={t('player.scorm_cloud.invalid')} />;
  const fresh = () => Date.now() < windowLink.expiresAt - LINK_MARGIN_MS;
  // Renewed as the learner reaches for the link, so the click usually finds a fresh one.
  const renewIfStale = () => {
    if (!fresh()) renewLink();
  };
  const onOpenWindow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!fresh()) {
      // An expired link would open SCORM Cloud's error page: a new one is fetched, and the learner clicks again.
      event.preventDefault();
      renewLink();
      return;
    }
    setWhere('window');
    setRenewal('none');
  };

  return (
    <div className="campus-player__scorm-cloud" part="scorm-cloud">
      <p className="campus-player__hint">
        {t(
          where === 'frame'
            ? 'player.scorm_cloud.hint'
            : where === 'window'
              ? 'player.scorm_cloud.elsewhere'
              : 'player.scorm_cloud.exited',
        )}
      </p>
      <p>
        <a
          href={windowLink.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onOpenWindow}
          onPointerEnter={renewIfStale}
          onFocus={renewIfStale}
        >
          {t('player.scorm_cloud.open_window')}
        </a>
      </p>
      <div role="status">
        {renewal === 'renewed' && <p className="campus-player__hint">{t('player.scorm_cloud.renewed')}</p>}
        {typeof renewal === 'object' && (
          <p className="campus-player__hint">{campus.errorMessage(renewal.failed, 'player')}</p>
        )}
        {sync.failed && <p className="campus-player__hint">{t('player.scorm_cloud.sync_failed')}</p>}
      </div>
      {where === 'frame' ? (
        <iframe
          ref={frame}
          className="campus-player__embed"
          part="embed"
          title={t('player.scorm_cloud.frame', { title: activity.title })}
          src={launch.url}
          allow="fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => {
            if (!initialized.current) {
              initialized.current = true;
              statementRef.current('initialized');
              return;
            }
            // The frame went to another page: SCORM Cloud's exit to the return address.
            sync.now('frame');
          }}
        />
      ) : (
        <Button variant="secondary" onClick={onRelaunch}>
          {t('player.scorm_cloud.reopen_here')}
        </Button>
      )}
    </div>
  );
}

/**
 * What starts a sync: the viewer opening, the page shown again, the window focused again, the frame navigating,
 * the exit page saying the learner left the course.
 */
type SyncTrigger = 'open' | 'visible' | 'focus' | 'frame' | 'exit';

/**
 * Reads SCORM Cloud's results through the server on the triggers above, one request at a time, `focus` at most
 * every {@link FOCUS_SYNC_INTERVAL_MS}. A `frame` or `exit` trigger while one runs is read again once it ends: the
 * running request may have been answered before the course wrote its last results (the exit follows them);
 * other triggers while one runs are dropped, the running one answers them. An
 * answer that moves the learner's state goes to `onState`, told first as `passed` or `failed` when SCORM Cloud
 * judged success; a failure shows until the next sync succeeds.
 */
function useScormCloudSync(
  campus: Campus,
  activity: ViewerProps['activity'],
  onState: ViewerProps['onState'],
  onStatement: ViewerProps['onStatement'],
): { readonly failed: boolean; now(trigger: SyncTrigger): void } {
  const [failed, setFailed] = useState(false);
  const stateRef = useLatest(onState);
  const statementRef = useLatest(onStatement);
  const known = useRef({ status: activity.status, progress: activity.progress });
  const running = useRef(false);
  const again = useRef(false);
  const lastStart = useRef(Number.NEGATIVE_INFINITY);
  const mounted = useRef(true);
  const activityId = activity.id;
  const nowRef = useRef<(trigger: SyncTrigger) => void>(() => undefined);

  const now = useCallback(
    (trigger: SyncTrigger) => {
      if (running.current) {
        if (trigger === 'exit' || trigger === 'frame') again.current = true;
        return;
      }
      if (trigger === 'focus' && Date.now() - lastStart.current < FOCUS_SYNC_INTERVAL_MS) return;
      running.current = true;
      lastStart.current = Date.now();
      syncScormCloudProgress(campus.api, activityId)
        .then(
          (result) => {
            if (!mounted.current) return;
            setFailed(false);
            const state = { status: result.status, progress: result.progress };
            if (state.status === known.current.status && state.progress === known.current.progress) return;
            known.current = state;
            if (state.status === 'approved') statementRef.current('passed', { success: true });
            if (state.status === 'reproved') statementRef.current('failed', { success: false });
            stateRef.current(state);
          },
          () => {
            if (mounted.current) setFailed(true);
          },
        )
        .finally(() => {
          running.current = false;
          if (again.current && mounted.current) {
            again.current = false;
            nowRef.current('exit');
          }
        });
    },
    [campus, activityId, stateRef, statementRef],
  );

  useEffect(() => {
    nowRef.current = now;
  }, [now]);
  useEffect(() => {
    mounted.current = true;
    now('open');
    const onVisibility = () => {
      if (document.visibilityState === 'visible') now('visible');
    };
    const onFocus = () => now('focus');
    document.addEventListener('visibilitychange', onVisibility);
    globalThis.addEventListener('focus', onFocus);
    return () => {
      mounted.current = false;
      document.removeEventListener('visibilitychange', onVisibility);
      globalThis.removeEventListener('focus', onFocus);
    };
  }, [now]);

  return { failed, now };
}
