import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchScormRuntime, journalScormCommit, launchActivity } from '@campus/core/api';
import { SCORM_ORGANIZATION_SCO } from '@campus/core/rules';
import type { ActivityLaunch, ScormCommitResult, ScormLaunch, ScormRuntime, ScormTocItem } from '@campus/core/schemas';
import { Spinner, useLocale, useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { useActivityLaunch } from '../use-activity-launch.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { PACKAGE_FRAME_ALLOW, PACKAGE_FRAME_SANDBOX } from './package-frame.js';
import { PACKAGE_VIEWER_MESSAGES } from './package-messages.js';
import { packageViewerStyles } from './package-viewer.styles.js';
import { contentOriginOf, scoFrameUrl } from './sco-frame-url.js';
import { scaledPassingScoreOf, ScoSession } from './sco-session.js';
import { planScoSession, scoStatusOf } from './scorm-attempt.js';
import type { ScoStatus } from './scorm-attempt.js';
import { cmiToLoad, runtimeVersionOf } from './scorm-cmi.js';
import { isLaunchable, navigationOf } from './scorm-navigation.js';
import { loadScormRuntime } from './scorm-runtime-loader.js';
import { readScormRuntime } from './scorm-runtime-offline.js';
import { keepCommittedRuntime } from '../../offline/scorm-runtimes.js';
import type { ScormRuntimeModules } from './scorm-runtime-loader.js';
import { scaledScoreOf } from './scorm-score.js';
import { ScormToc } from './scorm-toc.js';
import { leaveSco } from './leave-sco.js';
import { startIndexOf } from './scorm-start.js';
import { ScormSequencer } from './scorm-sequencer.js';
import type { SequencerOutcome, SequencerReplay, SequencerView } from './scorm-sequencer.js';
import { answerOf, SavedOnDevice } from '../shared/saved-on-device.js';

/**
 * A SCORM 1.2 or 2004 package (`scorm`): scorm-again, loaded on demand, runs the SCORM API on the player's page;
 * each SCO opens in a sandboxed frame on the content origin through its SCO frame page, which hands the SCO a
 * cross-frame API. Before a SCO starts its stored data model comes back (suspend data, location, interactions,
 * `resume`), commits go to the server on the SCO's Commit and Terminate with a growing sequence (and as the page
 * is hidden or goes away), and every answer moves the learner's state in the player. A multi-SCO package shows
 * its table of contents with each SCO's status, previous/next, and follows SCORM 2004 navigation requests.
 *
 * A SCORM 2004 package with sequencing (IMS Simple Sequencing) is run by a {@link ScormSequencer}: the SCO that
 * opens, previous/next, the contents' choices and the SCOs' `adl.nav.request_valid.*` answers all come from the
 * package's rules as scorm-again's engine evaluates them on what the SCOs reported.
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

/** The data-model elements a SCO sets that can change what the sequencing allows. */
const SEQUENCING_ELEMENTS = /^cmi\.(completion_status|success_status|score\.|progress_measure|objectives\.)/;

/** What a stored or new `#organization` data model says, to tell whether the rollup changed. */
function rolledUpKey(cmi: Readonly<Record<string, unknown>>): string {
  const score = cmi['score'];
  const scaled = typeof score === 'object' && score !== null ? (score as Record<string, unknown>)['scaled'] : undefined;
  return JSON.stringify([
    cmi['completion_status'],
    cmi['success_status'],
    scaled === undefined ? null : String(scaled),
  ]);
}

/** The runtime facts a sequencing replay loads for a SCO: those that change how its status reads. */
function replayOf(item: ScormTocItem, stored: ScormRuntime): SequencerReplay {
  return {
    id: item.identifier,
    load: cmiToLoad('2004', stored.cmi, {
      learnerId: '',
      learnerName: '',
      entry: 'resume',
      credit: 'credit',
      mode: 'normal',
      launchData: null,
      masteryScore: null,
      completionThreshold: item.completion_threshold ?? null,
      scaledPassingScore: scaledPassingScoreOf(item),
    }),
    stored: stored.cmi,
    attempts: stored.attempt,
  };
}

function ScormPackage({ campus, activity, onState, onStatement, launch, scorm }: ScormPackageProps) {
  const t = useT();
  // Read when a SCO opens: a language change does not reload the SCO running.
  const localeRef = useLatest(useLocale());
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const sessionRef = useRef<ScoSession | null>(null);
  const queueRef = useRef<Promise<void>>(Promise.resolve());
  // The SCO's frame as it mounts: the session answers that frame's calls only (see ScoBridge).
  const attachFrame = useCallback((frame: HTMLIFrameElement | null) => {
    frameRef.current = frame;
    if (frame !== null) sessionRef.current?.bindFrame(frame.contentWindow);
  }, []);
  // Opens an item from inside a session's callbacks (a navigation request), which `open` itself creates.
  const requestOpenRef = useRef<(index: number) => void>(() => undefined);
  // Where a sequenced package's request led, told from inside a session's callbacks as well.
  const applyOutcomeRef = useRef<(outcome: SequencerOutcome) => void>(() => undefined);
  const mounted = useRef(true);
  const [modules, setModules] = useState<ScormRuntimeModules | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [statuses, setStatuses] = useState<Readonly<Record<string, ScoStatus>>>({});
  const [stage, setStage] = useState<Stage | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  // A sequenced package: its engine, what it allows now, and whether nothing is open (the learner chooses first,
  // or the sequencing session ended).
  const sequencerRef = useRef<ScormSequencer | null>(null);
  const [view, setView] = useState<SequencerView | null>(null);
  const [idle, setIdle] = useState<'choose' | 'finished' | null>(null);
  // The package's rolled-up result as last stored under `#organization` (its attempt and sequence, and what).
  const rolledUpRef = useRef<{ attempt: number; sequence: number; sent: string } | null>(null);
  const stateRef = useLatest(onState);
  const statementRef = useLatest(onStatement);
  useOwnedStyleSheet(rootRef, packageViewerStyles);

  const { items } = scorm;
  const version = runtimeVersionOf(scorm.version);
  const sequenced = scorm.version === '2004' && scorm.sequenced === true;
  const contentOrigin = contentOriginOf(launch.base_url);
  // A downloaded package played offline (issue 23): its stored data models may come from the device.
  const offlineCopy = new URL(launch.base_url).pathname.startsWith('/.campus/offline/');
  // The launch token ends after a few hours: a SCO opened later asks for a new one (same content origin).
  const launchRef = useRef(launch);
  const launchable = useMemo(() => items.flatMap((item, index) => (isLaunchable(item) ? [index] : [])), [items]);
  const visibleLaunchable = launchable.filter((index) => items[index]?.visible === true);

  /** The activity's state the server answered a commit with, and the xAPI statements it calls for. */
  const tellResult = useCallback(
    (result: ScormCommitResult, score: number | undefined) => {
      const withScore = score === undefined ? {} : { score };
      // Told before the state, so the player's own `completed` (told once) carries the score.
      if (result.status === 'approved') statementRef.current('passed', { ...withScore, success: true });
      if (result.status === 'reproved') statementRef.current('failed', { ...withScore, success: false });
      if (result.status === 'finished' || result.status === 'approved') {
        statementRef.current('completed', { ...withScore, completion: true, progress: 1 });
      }
      stateRef.current({ status: result.status, progress: result.progress });
    },
    [stateRef, statementRef],
  );

  /**
   * A sequenced package's rolled-up result (the engine's root), stored under `#organization` when it changed:
   * the server takes the activity's status from it (see core's `sequencedScormActivityState`).
   */
  const reportRoot = useCallback(() => {
    const sequencer = sequencerRef.current;
    const root = rolledUpRef.current;
    if (sequencer === null || root === null) return;
    const outcome = sequencer.rootOutcome();
    if (outcome.completion === 'unknown' && outcome.success === 'unknown') return;
    const cmi = {
      completion_status: outcome.completion,
      success_status: outcome.success,
      ...(outcome.scaled === null ? {} : { score: { scaled: String(outcome.scaled) } }),
    };
    const sent = rolledUpKey(cmi);
    if (sent === root.sent) return;
    root.sent = sent;
    root.sequence += 1;
    const commit = {
      sco: SCORM_ORGANIZATION_SCO,
      version: 'scorm2004' as const,
      attempt: root.attempt,
      sequence: root.sequence,
      cmi,
    };
    // Through the progress journal too: offline, the rollup is kept on the device (the newest replaces it).
    journalScormCommit(campus.journal, activity.id, commit, { keepalive: true }).then(
      (sent) => {
        if (sent.status === 'sent') tellResult(sent.data, outcome.scaled ?? undefined);
      },
      // Refused (another tab stored a newer one, or the network): take the stored sequence, send at the next change.
      () =>
        fetchScormRuntime(campus.api, activity.id, SCORM_ORGANIZATION_SCO).then(
          (stored) => {
            root.attempt = Math.max(1, stored.attempt);
            root.sequence = stored.sequence;
            root.sent = '';
          },
          () => undefined,
        ),
    );
  }, [campus, activity.id, tellResult]);

  /** What the sequencing allows now, to the controls and to the running SCO's `adl.nav.request_valid`. */
  const refreshView = useCallback(() => {
    const sequencer = sequencerRef.current;
    if (sequencer === null) return;
    const next = sequencer.view();
    setView(next);
    sessionRef.current?.setNavigation(next);
  }, []);

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
        setIdle(null);
        refreshView();
        setStage((previous) => ({
          index,
          src: new URL(item.launch_url ?? '', baseUrl).href,
          key: (previous?.key ?? 0) + 1,
          ended: 'no',
        }));
        return;
      }
      const stored = known ?? (await readScormRuntime(campus, activity.id, item.identifier, offlineCopy));
      if (!mounted.current) return;
      const plan = planScoSession(stored, version);
      const sequencer = sequencerRef.current;
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
        ...(sequencer === null
          ? {}
          : {
              mirror: {
                load: (cmi) => sequencer.prepareSco(cmi),
                initialize: () => sequencer.scoInitialized(),
                setValue: (element, value) => {
                  sequencer.scoSet(element, value);
                  if (SEQUENCING_ELEMENTS.test(element)) refreshView();
                },
                terminate: () => {
                  sequencer.scoTerminated();
                  // Also when the learner left the activity meanwhile: the package's rollup still reaches the server.
                  reportRoot();
                },
                choiceValid: (target) =>
                  items.some((other) => other.identifier === target && isLaunchable(other)) &&
                  sequencer.view().blocked[target] === undefined,
              },
            }),
        // Through the progress journal: offline, the SCO's newest data model is kept on the device and sent later.
        // A downloaded package's offline record keeps it too, for the SCO opened offline later (issue 23).
        send: (commit, options) => {
          keepCommittedRuntime(campus, activity.id, commit);
          return journalScormCommit(campus.journal, activity.id, commit, options).then(answerOf);
        },
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
          tellResult(result, scaledScoreOf(version, cmi));
        },
        onFailed: (error) => setSaveFailed(!(error instanceof SavedOnDevice)),
        onTerminated: (navRequest) => {
          if (sessionRef.current !== session) return;
          if (sequencer !== null) {
            // The engine ran the SCO's request as it terminated (the mirror's `terminate`).
            applyOutcomeRef.current(sequencer.takeOutcome() ?? { kind: 'stay' });
            return;
          }
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
      setIdle(null);
      refreshView();
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
    [
      items,
      launchable,
      version,
      scorm.version,
      contentOrigin,
      offlineCopy,
      campus,
      activity.id,
      statementRef,
      localeRef,
      refreshView,
      reportRoot,
      tellResult,
    ],
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

  /** Where a sequencing request led: the delivered item opens, or the stage says the SCO or module ended. */
  const applyOutcome = useCallback(
    (outcome: SequencerOutcome, openNow?: (index: number) => Promise<void>) => {
      refreshView();
      reportRoot();
      if (outcome.kind === 'deliver') {
        const index = items.findIndex((item) => item.identifier === outcome.id && isLaunchable(item));
        if (index !== -1) return openNow ? openNow(index) : goTo(index);
      }
      const ended = outcome.kind === 'end' ? 'module' : 'sco';
      setStage((current) => (current === null ? current : { ...current, ended }));
      if (outcome.kind === 'end') setIdle((current) => current ?? 'finished');
      return undefined;
    },
    [items, goTo, refreshView, reportRoot],
  );
  useEffect(() => {
    applyOutcomeRef.current = (outcome) => void applyOutcome(outcome);
  }, [applyOutcome]);

  /**
   * A sequenced package's navigation asked from the player (next, previous, an item of the contents): it waits
   * for whatever is under way, becomes the running SCO's pending request, which the engine runs as the SCO
   * terminates on leaving (or at once, when the SCO had not started or does not answer), and the delivered item
   * opens.
   */
  const navigate = useCallback(
    (request: 'continue' | 'previous' | 'choice', target?: string) => {
      const loaded = modules;
      if (loaded === null) return;
      queueRef.current = queueRef.current
        .then(async () => {
          const sequencer = sequencerRef.current;
          if (sequencer === null) return;
          const leaving = sessionRef.current;
          sessionRef.current = null;
          sequencer.queue(request, target);
          if (leaving !== null) await leaveSco(leaving, frameRef.current, contentOrigin);
          if (!mounted.current) return;
          await applyOutcome(sequencer.settle(request, target), (index) => open(index, loaded));
        })
        .catch(setFailure);
    },
    [modules, contentOrigin, applyOutcome, open],
  );

  // scorm-again and every SCO's stored state (the contents' statuses, where to start), then the first item.
  useEffect(() => {
    mounted.current = true;
    let closed = false;
    const scoItems = items.filter((item) => item.scorm_type === 'sco');
    Promise.all([
      loadScormRuntime(scorm.version),
      Promise.all(scoItems.map((item) => readScormRuntime(campus, activity.id, item.identifier, offlineCopy))),
    ]).then(
      ([loaded, runtimes]) => {
        if (closed) return;
        const stored = new Map(runtimes.map((runtime) => [runtime.sco, runtime]));
        setStatuses(Object.fromEntries(runtimes.map((runtime) => [runtime.sco, scoStatusOf(runtime)])));
        setModules(loaded);
        if (sequenced && loaded.createEngine !== null) {
          // The engine's state from the SCOs' stored data, then its first delivery (see ScormSequencer.begin).
          const sequencer = new ScormSequencer(loaded.createEngine, scorm);
          const replays = scoItems.flatMap((item) => {
            const runtime = stored.get(item.identifier);
            return runtime === undefined || runtime.sequence === 0 || runtime.version !== 'scorm2004'
              ? []
              : [replayOf(item, runtime)];
          });
          sequencer.restore(replays);
          const resume = scoItems.find((item) => scoStatusOf(stored.get(item.identifier)) === 'in_progress');
          const outcome = sequencer.begin(resume?.identifier, replays.length > 0);
          sequencerRef.current = sequencer;
          setView(sequencer.view());
          void fetchScormRuntime(campus.api, activity.id, SCORM_ORGANIZATION_SCO).then(
            (stored) => {
              if (closed) return;
              rolledUpRef.current = {
                attempt: Math.max(1, stored.attempt),
                sequence: stored.sequence,
                sent: stored.sequence === 0 ? '' : rolledUpKey(stored.cmi),
              };
              // What the replay rolled up, when the stored one differs (a package imported before sequencing).
              reportRoot();
            },
            () => undefined,
          );
          const index = outcome.kind === 'deliver' ? items.findIndex((item) => item.identifier === outcome.id) : -1;
          if (outcome.kind !== 'deliver' || index === -1) {
            setIdle(outcome.kind === 'end' ? 'finished' : 'choose');
            return;
          }
          queueRef.current = queueRef.current.then(() => open(index, loaded, stored.get(outcome.id))).catch(setFailure);
          return;
        }
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
  }, [campus, activity.id, items, scorm, sequenced, attempt, open, reportRoot, offlineCopy]);

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
  // A sequenced package: its engine says which requests lead somewhere, and which controls the SCO hides.
  const sequencing = view;
  const canPrevious = sequencing === null ? previous !== undefined : sequencing.previous;
  const canNext = sequencing === null ? next !== undefined : sequencing.continue;
  const goPrevious = () => {
    if (sequencing !== null) navigate('previous');
    else if (previous !== undefined) goTo(previous);
  };
  const goNext = () => {
    if (sequencing !== null) navigate('continue');
    else if (next !== undefined) goTo(next);
  };
  const choose = (index: number) => {
    const identifier = items[index]?.identifier;
    if (sequencing !== null && identifier !== undefined) navigate('choice', identifier);
    else goTo(index);
  };

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
          <ScormToc
            items={items}
            current={stage?.index ?? null}
            statuses={statuses}
            onOpen={choose}
            {...(sequencing === null ? {} : { blocked: sequencing.blocked })}
          />
        )}
        <div className="campus-player__scorm-stage">
          {idle !== null && (stage === null || stage.ended !== 'no') ? (
            <p className="campus-player__scorm-note" role="status">
              {t(idle === 'finished' ? 'player-package.scorm.finished' : 'player-package.scorm.choose')}
            </p>
          ) : null}
          {idle !== null && stage === null ? null : stage === null || item === undefined ? (
            <div className="campus-player__viewer-loading" aria-busy="true">
              <Spinner />
              <p className="campus-visually-hidden">{t('player-package.scorm.loading')}</p>
            </div>
          ) : (
            <iframe
              key={stage.key}
              ref={attachFrame}
              className="campus-player__package-frame"
              part="package-frame"
              title={t('player-package.scorm.frame', { title: item.title })}
              src={stage.src}
              sandbox={PACKAGE_FRAME_SANDBOX}
              allow={PACKAGE_FRAME_ALLOW}
              referrerPolicy="no-referrer"
            />
          )}
          {stage !== null && stage.ended !== 'no' && idle === null && (
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
              {sequencing?.hidePrevious !== true && (
                <button type="button" className="campus-player__control" disabled={!canPrevious} onClick={goPrevious}>
                  {t('player-package.scorm.previous')}
                </button>
              )}
              <span aria-live="polite">
                {item !== undefined &&
                  t('player-package.scorm.position', {
                    position: position + 1,
                    count: launchable.length,
                    title: item.title,
                  })}
              </span>
              {sequencing?.hideContinue !== true && (
                <button type="button" className="campus-player__control" disabled={!canNext} onClick={goNext}>
                  {t('player-package.scorm.next')}
                </button>
              )}
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
