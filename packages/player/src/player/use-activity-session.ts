import { useCallback, useMemo, useRef, useState } from 'react';
import type { Campus } from '@campus/core';
import { journalProgressReport } from '@campus/core/api';
import type { ActivityHolderKind } from '@campus/core/api';
import { isActivityDone } from '@campus/core/rules';
import type { ActivityStatus } from '@campus/core/rules';
import type { ActivityProgressReport, ActivityProgressResult, CourseActivity } from '@campus/core/schemas';
import { buildStatement, isoDuration, randomUuid } from '../statements/xapi-statement.js';
import type { StatementVerb, XapiStatement } from '../statements/xapi-statement.js';
import type { StatementResult, ViewerProps } from '../viewers/viewer-types.js';
import { useLatest } from '../viewers/shared/use-latest.js';
import type { ActivityStateOverride } from './player-view.js';

/** What {@link useActivitySession} needs. */
export interface ActivitySessionInput {
  readonly campus: Campus;
  readonly locale: string;
  readonly holder: { readonly kind: ActivityHolderKind; readonly id: string };
  /** The list's data object: a new one (a refetch) drops the states answered before it. */
  readonly listVersion: unknown;
  readonly trailId?: string | undefined;
  readonly eventId?: string | undefined;
  readonly eventType?: string | undefined;
  readonly onStatement?: ((statement: XapiStatement) => void) | undefined;
}

/** The session's state and the callbacks each viewer gets. */
export interface ActivitySession {
  readonly overrides: ReadonlyMap<string, ActivityStateOverride>;
  readonly courseProgress: number | undefined;
  /** A report failed: the viewer sends everything again with its next one. */
  readonly reportFailed: boolean;
  /** The props a viewer of `activity` gets besides the activity itself. */
  viewerCallbacks(activity: CourseActivity): Pick<ViewerProps, 'report' | 'onState' | 'onStatement'>;
  /** The viewer of `activity` closed (navigation, unmount): `terminated` if it was initialized. */
  close(activity: CourseActivity): void;
}

/**
 * The learner's session in the player: sends the viewers' progress reports through the progress journal
 * (`journalProgressReport`: kept on the device while offline; a keepalive request as the page goes away), shows each answer at once (the activity's status and progress, the
 * course's progress) and refreshes the lists that depend on it (`invalidateAfter('activity-progress')`); turns
 * viewer moments and answers into xAPI statements: `progressed` per answer, `completed` once when an answer makes
 * the activity done, `terminated` (with the session's duration) when an initialized viewer closes.
 */
export function useActivitySession(input: ActivitySessionInput): ActivitySession {
  const { campus, holder, listVersion } = input;
  const [overrides, setOverrides] = useState<ReadonlyMap<string, ActivityStateOverride>>(new Map());
  const [courseProgress, setCourseProgress] = useState<number | undefined>(undefined);
  const [reportFailed, setReportFailed] = useState(false);
  // The moments already told per activity, so `completed` and `terminated` are told once however they arrive.
  const told = useRef(new Map<string, { verbs: Set<StatementVerb>; startedAt: number }>());
  const latest = useLatest(input);
  // Activities answered done in this session: `completed` is the step into done, told once.
  const done = useRef(new Set<string>());

  // A refetched list carries the reported states itself.
  const [seenList, setSeenList] = useState(listVersion);
  if (seenList !== listVersion) {
    setSeenList(listVersion);
    setOverrides(new Map());
    setCourseProgress(undefined);
  }

  const tell = useCallback(
    (activity: CourseActivity, verb: StatementVerb, result?: StatementResult) => {
      const key = String(activity.id);
      const entry = told.current.get(key) ?? { verbs: new Set<StatementVerb>(), startedAt: Date.now() };
      told.current.set(key, entry);
      if (verb === 'initialized') entry.startedAt = Date.now();
      const once: readonly StatementVerb[] = ['completed', 'passed', 'failed', 'terminated', 'initialized'];
      if (once.includes(verb) && entry.verbs.has(verb)) return;
      entry.verbs.add(verb);
      const { onStatement, trailId, eventId, eventType } = latest.current;
      if (onStatement === undefined) return;
      const session = campus.stores.session.getState();
      onStatement(
        buildStatement({
          verb,
          apiBase: campus.config.apiBase,
          learner: { id: session.id, name: session.full_name, email: session.email },
          activity: { id: activity.id, title: activity.title, type: activity.type },
          holder,
          locale: latest.current.locale,
          ...(result === undefined ? {} : { result }),
          ...(trailId === undefined ? {} : { trailId }),
          ...(eventId === undefined ? {} : { eventId }),
          ...(eventType === undefined ? {} : { eventType }),
          now: new Date(),
          id: randomUuid(),
        }),
      );
    },
    [campus, holder, latest],
  );

  const applyState = useCallback(
    (activity: CourseActivity, state: { status: ActivityStatus; progress: number }) => {
      const key = String(activity.id);
      // `completed` is the step into done: reviewing a finished activity completes nothing.
      const wasDone = done.current.has(key) || isActivityDone(activity.status);
      if (isActivityDone(state.status)) done.current.add(key);
      setOverrides((previous) => new Map(previous).set(key, state));
      tell(activity, 'progressed', { progress: state.progress / 100 });
      if (!wasDone && isActivityDone(state.status)) tell(activity, 'completed', { completion: true, progress: 1 });
    },
    [tell],
  );

  const send = useCallback(
    async (activity: CourseActivity, report: ActivityProgressReport, keepalive: boolean) => {
      let result: ActivityProgressResult;
      try {
        // Through the progress journal: offline, the report is kept on the device and sent in order later (the
        // player's journal status says so). As the page goes away only a keepalive request survives it.
        const outcome = await journalProgressReport(campus.journal, activity.id, report, { keepalive });
        if (outcome.status === 'saved') {
          setReportFailed(false);
          return;
        }
        result = outcome.data;
      } catch (error) {
        setReportFailed(true);
        throw error;
      }
      setReportFailed(false);
      applyState(activity, { status: result.status, progress: result.progress });
      setCourseProgress(result.course.progress);
      campus.query.invalidateAfter('activity-progress');
    },
    [campus, applyState],
  );

  const viewerCallbacks = useCallback(
    (activity: CourseActivity): Pick<ViewerProps, 'report' | 'onState' | 'onStatement'> => ({
      report: (report, options) => send(activity, report, options?.keepalive === true),
      onState: (state) => {
        applyState(activity, state);
        campus.query.invalidateAfter('activity-progress');
      },
      onStatement: (verb, result) => tell(activity, verb, result),
    }),
    [send, applyState, tell, campus],
  );

  const close = useCallback(
    (activity: CourseActivity) => {
      const entry = told.current.get(String(activity.id));
      if (entry === undefined || !entry.verbs.has('initialized')) return;
      tell(activity, 'terminated', { duration: isoDuration(Date.now() - entry.startedAt) });
      // A later visit is a new session: its moments are told again.
      told.current.delete(String(activity.id));
    },
    [tell],
  );

  return useMemo(
    () => ({ overrides, courseProgress, reportFailed, viewerCallbacks, close }),
    [overrides, courseProgress, reportFailed, viewerCallbacks, close],
  );
}
