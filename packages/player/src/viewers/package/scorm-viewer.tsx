import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { commitScormRuntime, fetchScormRuntime, launchActivity } from '@campus/core/api';
import type { ActivityLaunch, ScormLaunch, ScormRuntime } from '@campus/core/schemas';
import { Spinner, useLocale, useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { useActivityLaunch } from '../use-activity-launch.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { PACKAGE_FRAME_ALLOW, PACKAGE_FRAME_SANDBOX } from './package-frame.js';
import { PACKAGE_VIEWER_MESSAGES } from './package-messages.js';
import { packageViewerStyles } from './package-viewer.styles.js';
import { contentOriginOf, scoFrameUrl } from './sco-frame-url.js';
import { ScoSession } from './sco-session.js';
import { planScoSession, scoStatusOf } from './scorm-attempt.js';
import type { ScoStatus } from './scorm-attempt.js';
import { runtimeVersionOf } from './scorm-cmi.js';
import { isLaunchable, navigationOf } from './scorm-navigation.js';
import { loadScormRuntime } from './scorm-runtime-loader.js';
import type { ScormRuntimeModules } from './scorm-runtime-loader.js';
import { scaledScoreOf } from './scorm-score.js';
import { ScormToc } from './scorm-toc.js';
import { leaveSco } from './leave-sco.js';
import { startIndexOf } from './scorm-start.js';

/**
 * A SCORM 1.2 or 2004 package (`scorm`): scorm-again, loaded on demand, runs the SCORM API on the player's page;
 * each SCO opens in a sandboxed frame on the content origin through its SCO frame page, which hands the SCO a
 * cross-frame API. Before a SCO starts its stored data model comes back (suspend data, location, interactions,
 * `resume`), commits go to the server on the SCO's Commit and Terminate with a growing sequence (and as the page
 * is hidden or goes away), and every answer moves the learner's state in the player. A multi-SCO package shows
 * its table of contents with each SCO's status, previous/next, and follows SCORM 2004 navigation requests.
 */
export function ScormViewer(props: ViewerProps) {
  usePackageMessages(PACKAGE_VIEWER_MESSAGES);
  const t = useT();
  const launch = useActivityLaunch(props.campus, props.activity.id);
  if (launch.status === 'loading') return <Spinner />;
  if (launch.status === 'error') return <ViewerProblem error={launch.error} onRetry={launch.retry} />;
  const { scorm } = launch.launch;
  if (scorm === undefined || !scorm.items.some(isLaunchable)) {
    return <ViewerProblem message={t('player-package.scorm.no_sco')} />;
  }
  return <ScormPackage {...props} launch={launch.launch} scorm={scorm} />;
}

interface ScormPackageProps extends ViewerProps {
  readonly launch: ActivityLaunch;
  readonly scorm: ScormLaunch;
}

/** How long before its launch token expires a SCO is opened under a new one. */
const LAUNCH_RENEW_MARGIN_MS = 10 * 60 * 1000;

/**
 * How long a session outlives the viewer: unmounting removes the SCO's frame, whose unload handlers' last calls
 * (the bookmark, Terminate) are already on their way as messages and still reach the API.
 */
const CLOSE_DELAY_MS = 1000;

/** Where the learner stands: the item shown, its frame's address and whether it ended. */
interface Stage {
  readonly index: number;
  readonly src: string;
  /** A new frame per opening, so reopening the same item loads it again. */
  readonly key: number;
  readonly ended: 'no' | 'sco' | 'module';
}

function ScormPackage({ campus, activity, onState, onStatement, launch, scorm }: ScormPackageProps) {
  const t = useT();
  // Read when a SCO opens: a language change does not reload the SCO running.
  const localeRef = useLatest(useLocale());
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const sessionRef = useRef<ScoSession | null>(null);
  const queueRef = useRef<Promise<void>>(Promise.resolve());
  // Opens an item from inside a session's callbacks (a navigation request), which `open` itself creates.
  const requestOpenRef = useRef<(index: number) => void>(() => undefined);
  const mounted = useRef(true);
  const [modules, setModules] = useState<ScormRuntimeModules | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [statuses, setStatuses] = useState<Readonly<Record<string, ScoStatus>>>({});
  const [stage, setStage] = useState<Stage | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const stateRef = useLatest(onState);
  const statementRef = useLatest(onStatement);
  useOwnedStyleSheet(rootRef, packageViewerStyles);

  const { items } = scorm;
  const version = runtimeVersionOf(scorm.version);
  const contentOrigin = contentOriginOf(launch.base_url);
  // The launch token ends after a few hours: a SCO opened later asks for a new one (same content origin).
  const launchRef = useRef(launch);
  const launchable = useMemo(() => items.flatMap((item, index) => (isLaunchable(item) ? [index] : [])), [items]);
  const visibleLaunchable = launchable.filter((index) => items[index]?.visible === true);

  const open = useCallback(
    async (index: number, loaded: ScormRuntimeModules, known?: ScormRuntime) => {
      const item = items[index];
      if (item?.launch_url === null || item === undefined) return;
      const leaving = sessionRef.current;
      sessionRef.current = null;
      if (leaving !== null) await leaveSco(leaving, frameRef.current, contentOrigin);
      if (!mounted.current) return;
      if (Date.parse(launchRef.current.expires_at) - Date.now() < LAUNCH_RENEW_MARGIN_MS) {
        launchRef.current = await launchActivity(campus.api, activity.id);
        if (!mounted.current) return;
      }
      const baseUrl = launchRef.current.base_url;
      if (item.scorm_type !== 'sco') {
        setStage((previous) => ({
          index,
          src: new URL(item.launch_url ?? '', baseUrl).href,
          key: (previous?.key ?? 0) + 1,
          ended: 'no',
        }));
        return;
      }
      const stored = known ?? (await fetchScormRuntime(campus.api, activity.id, item.identifier));
      if (!mounted.current) return;
      const plan = planScoSession(stored, version);
      const session: ScoSession = new ScoSession({
        modules: loaded,
        version: scorm.version,
        item,
        plan,
        learner: learnerOf(campus.stores.session.getState()),
        contentOrigin,
        navigation: {
          continue: launchable.some((other) => other > index),
          previous: launchable.some((other) => other < index),
          choices: launchable.flatMap((other) =>
            items[other]?.identifier === undefined ? [] : [items[other].identifier],
          ),
        },
        send: (commit, options) => commitScormRuntime(campus.api, activity.id, commit, options),
        reread: () => fetchScormRuntime(campus.api, activity.id, item.identifier),
        onInitialized: () => {
          statementRef.current('initialized');
          setStatuses((current) =>
            current[item.identifier] === 'not_started' || current[item.identifier] === undefined
              ? { ...current, [item.identifier]: 'in_progress' }
              : current,
          );
        },
        onStored: (result, cmi) => {
          setSaveFailed(false);
          setStatuses((current) => ({ ...current, [item.identifier]: scoStatusOf({ version, sequence: 1, cmi }) }));
          const score = scaledScoreOf(version, cmi);
          const withScore = score === undefined ? {} : { score };
          // Told before the state, so the player's own `completed` (told once) carries the score.
          if (result.status === 'approved') statementRef.current('passed', { ...withScore, success: true });
          if (result.status === 'reproved') statementRef.current('failed', { ...withScore, success: false });
          if (result.status === 'finished' || result.status === 'approved') {
            statementRef.current('completed', { ...withScore, completion: true, progress: 1 });
          }
          stateRef.current({ status: result.status, progress: result.progress });
        },
        onFailed: () => setSaveFailed(true),
        onTerminated: (navRequest) => {
          if (sessionRef.current !== session) return;
          const next = navigationOf(navRequest, items, index);
          if (next.kind === 'launch') {
            requestOpenRef.current(next.index);
            return;
          }
          const last = launchable.at(-1) === index;
          setStage((current) =>
            current === null
              ? current
              : { ...current, ended: next.kind === 'end' && (next.all || last) ? 'module' : 'sco' },
          );
        },
      });
      sessionRef.current = session;
      setStage((previous) => ({
        index,
        src: scoFrameUrl({
          baseUrl,
          launchUrl: item.launch_url ?? '',
          playerOrigin: globalThis.location.origin,
          version: scorm.version,
          title: item.title,
          lang: localeRef.current,
        }),
        key: (previous?.key ?? 0) + 1,
        ended: 'no',
      }));
    },
    [items, launchable, version, scorm.version, contentOrigin, campus, activity.id, stateRef, statementRef, localeRef],
  );

  /** Opens an item after whatever opening or leaving is under way. */
  const goTo = useCallback(
    (index: number) => {
      if (modules === null) return;
      queueRef.current = queueRef.current.then(() => open(index, modules)).catch(setFailure);
    },
    [modules, open],
  );
  useEffect(() => {
    requestOpenRef.current = goTo;
  }, [goTo]);

  // scorm-again and every SCO's stored state (the contents' statuses, where to start), then the first item.
  useEffect(() => {
    mounted.current = true;
    let closed = false;
    const scoItems = items.filter((item) => item.scorm_type === 'sco');
    Promise.all([
      loadScormRuntime(scorm.version),
      Promise.all(scoItems.map((item) => fetchScormRuntime(campus.api, activity.id, item.identifier))),
    ]).then(
      ([loaded, runtimes]) => {
        if (closed) return;
        const stored = new Map(runtimes.map((runtime) => [runtime.sco, runtime]));
        setStatuses(Object.fromEntries(runtimes.map((runtime) => [runtime.sco, scoStatusOf(runtime)])));
        setModules(loaded);
        const start = startIndexOf(items, stored);
        const first = items[start];
        queueRef.current = queueRef.current
          .then(() => open(start, loaded, first === undefined ? undefined : stored.get(first.identifier)))
          .catch(setFailure);
      },
      (error: unknown) => {
        if (!closed) setFailure(error);
      },
    );
    return () => {
      closed = true;
    };
  }, [campus, activity.id, items, scorm.version, attempt, open]);

  // What changed goes out as the page is hidden (the learner switches app) or goes away.
  useEffect(() => {
    const document = globalThis.document;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') sessionRef.current?.flush();
    };
    const onPageHide = () => sessionRef.current?.flush();
    document.addEventListener('visibilitychange', onVisibility);
    globalThis.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      globalThis.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // Leaving the viewer (another activity): the session commits what changed and stops answering.
  useEffect(
    () => () => {
      mounted.current = false;
      const session = sessionRef.current;
      sessionRef.current = null;
      if (session !== null) setTimeout(() => void session.close(), CLOSE_DELAY_MS);
    },
    [],
  );

  if (failure !== null) {
    return (
      <ViewerProblem
        error={failure}
        onRetry={() => {
          setFailure(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  const item = stage === null ? undefined : items[stage.index];
  const position = stage === null ? -1 : launchable.indexOf(stage.index);
  const previous = position > 0 ? launchable[position - 1] : undefined;
  const next = position >= 0 && position < launchable.length - 1 ? launchable[position + 1] : undefined;
  const multi = visibleLaunchable.length > 1;

  return (
    <div
      ref={rootRef}
      className="campus-player__package"
      part="package"
      role="region"
      aria-label={t('player-package.scorm.region', { title: activity.title })}
    >
      <div className="campus-player__scorm-layout">
        {multi && (
          <ScormToc items={items} current={stage?.index ?? null} statuses={statuses} onOpen={(index) => goTo(index)} />
        )}
        <div className="campus-player__scorm-stage">
          {stage === null || item === undefined ? (
            <div className="campus-player__viewer-loading" aria-busy="true">
              <Spinner />
              <p className="campus-visually-hidden">{t('player-package.scorm.loading')}</p>
            </div>
          ) : (
            <iframe
              key={stage.key}
              ref={frameRef}
              className="campus-player__package-frame"
              part="package-frame"
              title={t('player-package.scorm.frame', { title: item.title })}
              src={stage.src}
              sandbox={PACKAGE_FRAME_SANDBOX}
              allow={PACKAGE_FRAME_ALLOW}
              referrerPolicy="no-referrer"
            />
          )}
          {stage !== null && stage.ended !== 'no' && (
            <p className="campus-player__scorm-note" role="status">
              {t(stage.ended === 'module' ? 'player-package.scorm.finished' : 'player-package.scorm.ended')}
            </p>
          )}
          {saveFailed && (
            <p className="campus-player__scorm-note" role="alert">
              {t('player-package.scorm.save_failed')}
            </p>
          )}
          {launchable.length > 1 && (
            <div className="campus-player__toolbar" part="scorm-controls">
              <button
                type="button"
                className="campus-player__control"
                disabled={previous === undefined}
                onClick={() => previous !== undefined && goTo(previous)}
              >
                {t('player-package.scorm.previous')}
              </button>
              <span aria-live="polite">
                {item !== undefined &&
                  t('player-package.scorm.position', {
                    position: position + 1,
                    count: launchable.length,
                    title: item.title,
                  })}
              </span>
              <button
                type="button"
                className="campus-player__control"
                disabled={next === undefined}
                onClick={() => next !== undefined && goTo(next)}
              >
                {t('player-package.scorm.next')}
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The learner as SCORM names them: `cmi.core.student_id` / `cmi.learner_id` and the name. */
function learnerOf(session: { id: unknown; full_name: string | null; email: string | null }): {
  id: string;
  name: string;
} {
  return {
    id: session.id === null || session.id === undefined ? '' : String(session.id),
    name: session.full_name ?? session.email ?? '',
  };
}
