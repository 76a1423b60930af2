import type { ScormLaunch } from '@campus/core/schemas';
import type Scorm2004API from 'scorm-again/scorm2004';
import type { StringKeyMap } from 'scorm-again';
import { activityTreeOf, ROOT_ACTIVITY_ID } from './scorm-activity-tree.js';
import type { SequencingSettings } from './scorm-activity-tree.js';

/** Where a navigation request led. */
export type SequencerOutcome =
  /** The engine delivered this activity (an item identifier): the player opens it. */
  | { readonly kind: 'deliver'; readonly id: string }
  /** The sequencing session ended (`exitAll`, `suspendAll`, the end of the flow…). */
  | { readonly kind: 'end' }
  /** Nothing was delivered: the request was not valid, or only ended the SCO (`exit` without a flow request). */
  | { readonly kind: 'stay' };

/** Why the table of contents does not let an item be chosen. */
export type ChoiceBlock = 'order' | 'locked' | 'attempts' | 'hidden' | 'unavailable';

/** What the player shows of the sequencing: which requests lead somewhere, and each item's choice. */
export interface SequencerView {
  readonly continue: boolean;
  readonly previous: boolean;
  /** `adlnav:hideLMSUI` of the current activity: player controls the SCO shows itself. */
  readonly hideContinue: boolean;
  readonly hidePrevious: boolean;
  /** For each activity the learner may not choose now, why. */
  readonly blocked: Readonly<Record<string, ChoiceBlock>>;
}

/** The rolled-up result of the whole package (the activity tree's root). */
export interface SequencerRootOutcome {
  readonly completion: 'completed' | 'incomplete' | 'not attempted' | 'unknown';
  readonly success: 'passed' | 'failed' | 'unknown';
  readonly scaled: number | null;
}

/** A SCO's stored data, as the sequencer replays it. */
export interface SequencerReplay {
  readonly id: string;
  /** The data model to load (what the SCO API loads for it, in scorm-again's JSON form). */
  readonly load: StringKeyMap;
  /** The stored data model, whose status, score, progress and exit the SCO had set. */
  readonly stored: Readonly<Record<string, unknown>>;
  /** How many attempts of the SCO have begun (the stored attempt number). */
  readonly attempts: number;
}

/** The data model elements whose values the engine's end-of-attempt transfer reads (SN 4.2: RTE to tracking). */
const TRACKED_ELEMENTS = [
  'cmi.completion_status',
  'cmi.success_status',
  'cmi.score.scaled',
  'cmi.score.raw',
  'cmi.score.min',
  'cmi.score.max',
  'cmi.progress_measure',
];

/** The engine's view of an activity this class reads (scorm-again's `Activity`, typed only as far as used). */
interface EngineActivity {
  readonly id: string;
  readonly parent: EngineActivity | null;
  readonly children: EngineActivity[];
  readonly attemptLimit: number | null;
  attemptCount: number;
  readonly isHiddenFromChoice: boolean;
  readonly sequencingControls: { readonly choice: boolean };
  readonly sequencingRules: { evaluatePreConditionRules(activity: EngineActivity): string | null };
}

interface EngineTree {
  readonly root: EngineActivity | null;
  readonly currentActivity: EngineActivity | null;
  getActivity(id: string): EngineActivity | null;
}

/**
 * A sequenced SCORM 2004 package's sequencing, run by scorm-again's engine (the SCORM 2004 4th ed. SN processes:
 * navigation, termination, rollup, sequencing and delivery requests, rules, limit conditions, global objectives).
 *
 * The engine is a scorm-again 2004 API of its own, with the package's activity tree, that no frame talks to: each
 * SCO keeps its own API (its {@link ScoSession}), and the session mirrors the SCO's run into the engine (its
 * data model loaded before Initialize, every SetValue, Terminate), so the engine ends each attempt with exactly the
 * data the SCO reported and evaluates its rules on it. The player opens what the engine delivers.
 *
 * The engine's state is not stored: a new sequencer replays each SCO's stored data model (its current attempt) in
 * the organization's order ({@link restore}), which rebuilds the activities' tracking status, the rollup and the
 * global objectives the SCOs wrote, since all of them derive from what the SCOs reported.
 */
export class ScormSequencer {
  private readonly engine: Scorm2004API;
  private validity: { continue: boolean; previous: boolean; choice: Record<string, string>; hideLmsUi: string[] } = {
    continue: false,
    previous: false,
    choice: {},
    hideLmsUi: [],
  };
  private delivered: string | null = null;
  private ended = false;
  private replaying = false;
  private outcome: SequencerOutcome | null = null;
  private live = false;

  constructor(
    createEngine: (settings: { sequencing: SequencingSettings; logLevel: 5 }) => Scorm2004API,
    scorm: ScormLaunch,
  ) {
    this.engine = createEngine({
      // The engine answers no SCO: its data model errors (a value the SCO's own API already refused) say nothing.
      logLevel: 5,
      sequencing: {
        activityTree: activityTreeOf(scorm),
        logLevel: 'error',
        eventListeners: {
          onActivityDelivery: (activity) => {
            this.delivered = activity.id;
          },
          onSequencingSessionEnd: () => {
            this.ended = true;
          },
          onNavigationValidityUpdate: (update) => {
            this.validity = {
              continue: update.continue,
              previous: update.previous,
              choice: { ...update.choice },
              hideLmsUi: [...update.hideLmsUi],
            };
          },
        },
      },
    });
  }

  private get tree(): EngineTree {
    return (this.engine.adl as unknown as { sequencing: { activityTree: EngineTree } }).sequencing.activityTree;
  }

  /** The engine's last sequencing result (scorm-again keeps it as it hands delivery requests on). */
  private lastResult(): unknown {
    return this.engine.getSequencingService()?.getSequencingState().lastSequencingResult ?? null;
  }

  /**
   * Runs one request and tells where it led. A delivery is read from the engine's sequencing result as well as
   * from its delivery event: scorm-again does not announce again the activity it delivered last when its attempt
   * goes on (a suspended SCO resumed).
   */
  private run(action: () => unknown): SequencerOutcome {
    this.delivered = null;
    this.ended = false;
    const before = this.lastResult();
    action();
    if (this.delivered !== null) return { kind: 'deliver', id: this.delivered };
    const after = this.lastResult() as { deliveryRequest?: string; targetActivity?: { id: string } | null } | null;
    if (after !== before && after?.deliveryRequest === 'deliver' && after.targetActivity) {
      return { kind: 'deliver', id: after.targetActivity.id };
    }
    return this.ended ? { kind: 'end' } : { kind: 'stay' };
  }

  private request(request: string, target?: string): SequencerOutcome {
    return this.run(() => this.engine.processNavigationRequest(request, target));
  }

  /**
   * Rebuilds the tracking state from the SCOs' stored data: each SCO with data is delivered (a `jump`, which no
   * rule blocks), given its stored data model as its content had set it, and exited; then each activity's attempt
   * count is the stored one.
   */
  restore(replays: readonly SequencerReplay[]): void {
    this.replaying = true;
    try {
      for (const replay of replays) {
        if (this.request('jump', replay.id).kind !== 'deliver') continue;
        this.prepareSco(replay.load);
        this.scoInitialized();
        for (const element of TRACKED_ELEMENTS) {
          const value = valueAt(replay.stored, element);
          if (value !== undefined && value !== '' && value !== 'unknown') this.scoSet(element, value);
        }
        const exit = valueAt(replay.stored, 'cmi.exit');
        if (exit !== undefined && exit !== '') this.scoSet('cmi.exit', exit);
        this.run(() => this.engine.Terminate(''));
        this.live = false;
      }
      for (const replay of replays) {
        const activity = this.tree.getActivity(replay.id);
        if (activity) activity.attemptCount = Math.max(activity.attemptCount, replay.attempts);
      }
    } finally {
      this.replaying = false;
    }
  }

  /**
   * The first request of a learner's visit: back to the SCO they left unfinished (`resume`, a jump: resuming is
   * not subject to the rules, as `resumeAll`); after a restored visit, on from the furthest SCO they had reached
   * (`continue`, which the rules judge) or, when the rules hold them there, that SCO again; else `start`. When none of these delivers (a package whose root does not
   * flow), the first activity the learner may choose.
   */
  begin(resume: string | undefined, restored: boolean): SequencerOutcome {
    if (resume !== undefined) {
      const resumed = this.request('jump', resume);
      if (resumed.kind === 'deliver') return resumed;
    }
    const reached = restored ? this.tree.currentActivity : null;
    if (reached !== null) {
      const next = this.request('continue');
      if (next.kind === 'deliver') return next;
      // The rules keep the learner where they got to (a lesson not passed yet): a new attempt of it.
      const again = this.request('jump', reached.id);
      if (again.kind === 'deliver') return again;
    }
    const started = this.request('start');
    if (started.kind === 'deliver') return started;
    for (const id of Object.keys(this.validity.choice)) {
      if (id === ROOT_ACTIVITY_ID || this.validity.choice[id] !== 'true') continue;
      const activity = this.tree.getActivity(id);
      if (activity === null || activity.children.length > 0) continue;
      const chosen = this.request('choice', id);
      if (chosen.kind === 'deliver') return chosen;
    }
    return { kind: 'stay' };
  }

  /**
   * A SCO is about to open: the engine's data model becomes the SCO's. Answers the data model to load into the
   * SCO's own API as well: `cmi` with the delivered activity's objectives first (RTE 4.2.17: the LMS initializes
   * `cmi.objectives.n.id` from the manifest's objectives, with the status a read map gives them), as the engine
   * seeds its own model, so the SCO and the engine number the objectives alike and every objective value the SCO
   * sets reaches the same objective in the engine.
   */
  prepareSco(cmi: StringKeyMap): StringKeyMap {
    this.engine.reset();
    const rendered = this.engine.renderCMIToJSONObject() as { cmi?: { objectives?: unknown } } | undefined;
    const seeded = objectivesOf(rendered?.cmi?.objectives);
    const load = seeded.length === 0 ? cmi : { ...cmi, objectives: alignObjectives(seeded, cmi['objectives']) };
    this.engine.loadFromJSON(load, '');
    this.live = false;
    return load;
  }

  /** The SCO called Initialize. */
  scoInitialized(): void {
    if (this.engine.Initialize('') === 'true') this.live = true;
  }

  /** The SCO set a value its API accepted. */
  scoSet(element: string, value: unknown): void {
    if (this.live) this.engine.SetValue(element, value);
  }

  /**
   * The SCO terminated: the engine ends the attempt with the SCO's data and runs the navigation request the SCO
   * (or {@link queue}) left, which {@link takeOutcome} then tells.
   */
  scoTerminated(): void {
    if (!this.live) return;
    this.live = false;
    this.outcome = this.run(() => this.engine.Terminate(''));
  }

  /**
   * The learner asks for a request from the player (next, previous, a choice in the contents) while a SCO may be
   * running: it becomes the pending `adl.nav.request`, processed as the SCO terminates.
   */
  queue(request: 'continue' | 'previous' | 'choice', target?: string): void {
    if (!this.live) return;
    this.engine.adl.nav.request = request === 'choice' && target !== undefined ? `{target=${target}}choice` : request;
  }

  /**
   * Where the last SCO's termination led, or — when it never terminated (it had not initialized, or did not answer
   * in time) — where the request runs now.
   */
  settle(request: 'continue' | 'previous' | 'choice', target?: string): SequencerOutcome {
    const outcome = this.takeOutcome();
    if (outcome !== null) return outcome;
    if (this.live) {
      this.scoTerminated();
      return this.takeOutcome() ?? { kind: 'stay' };
    }
    return this.request(request, target);
  }

  /** Where the last termination led, once. */
  takeOutcome(): SequencerOutcome | null {
    const outcome = this.outcome;
    this.outcome = null;
    return outcome;
  }

  /** Whether a flow request (`continue`, `previous`) leads somewhere now. */
  private flowValid(request: 'continue' | 'previous'): boolean {
    const preview = this.engine.previewNavigationRequest(request);
    if (preview.outcome === 'allowed') return preview.targetActivityId !== null || preview.endSequencingSession;
    if (preview.outcome === 'blocked') return false;
    return this.validity[request];
  }

  /** What the player shows now. */
  view(): SequencerView {
    const blocked: Record<string, ChoiceBlock> = {};
    const pending: EngineActivity[] = [...(this.tree.root?.children ?? [])];
    for (let activity = pending.pop(); activity !== undefined; activity = pending.pop()) {
      pending.push(...activity.children);
      // scorm-again's choice validity leaves out what only the delivery would find (limit conditions, rules).
      const block = blockOf(activity, this.validity.choice[activity.id] === 'true');
      if (block !== null) blocked[activity.id] = block;
    }
    return {
      continue: this.flowValid('continue'),
      previous: this.flowValid('previous'),
      hideContinue: this.validity.hideLmsUi.includes('continue'),
      hidePrevious: this.validity.hideLmsUi.includes('previous'),
      blocked,
    };
  }

  /** Whether the engine is replaying stored data (its events are not the learner's). */
  get restoring(): boolean {
    return this.replaying;
  }

  /** The whole package's rolled-up status (the root activity), for the activity's own completion. */
  rootOutcome(): SequencerRootOutcome {
    const data = this.engine.getActivityTrackingData(ROOT_ACTIVITY_ID);
    const completion = data?.completionStatus;
    const success = data?.successStatus;
    return {
      completion:
        completion === 'completed' || completion === 'incomplete' || completion === 'not attempted'
          ? completion
          : 'unknown',
      success: success === 'passed' || success === 'failed' ? success : 'unknown',
      scaled: data?.score ?? null,
    };
  }
}

/**
 * Why an activity cannot be chosen — its cluster has no choice, its attempts are used, a rule disables or hides
 * it — or null when it can (`valid`: the engine's own answer, which the limits and rules checked here refine).
 */
function blockOf(activity: EngineActivity, valid: boolean): ChoiceBlock | null {
  if (activity.parent !== null && !activity.parent.sequencingControls.choice) return 'order';
  if (activity.attemptLimit !== null && activity.attemptLimit > 0 && activity.attemptCount >= activity.attemptLimit) {
    return 'attempts';
  }
  const action = activity.sequencingRules.evaluatePreConditionRules(activity);
  if (action === 'disabled') return 'locked';
  if (action === 'hiddenFromChoice' || activity.isHiddenFromChoice) return 'hidden';
  return valid ? null : 'unavailable';
}

type Objective = Record<string, unknown>;

/** A `cmi.objectives` collection (an array, or an object by index) as a list, its entries' empty values left out. */
function objectivesOf(collection: unknown): Objective[] {
  const entries = Array.isArray(collection)
    ? collection
    : typeof collection === 'object' && collection !== null
      ? Object.entries(collection)
          .filter(([key]) => /^\d+$/.test(key))
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, entry]) => entry)
      : [];
  return entries.flatMap((entry) => {
    const cleaned = withoutEmpty(entry);
    return typeof cleaned === 'object' && cleaned !== null && typeof (cleaned as Objective)['id'] === 'string'
      ? [cleaned as Objective]
      : [];
  });
}

/** A value without its empty and `unknown` leaves (scorm-again renders every element; loading '' is refused). */
function withoutEmpty(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return value === '' || value === 'unknown' || value === null ? undefined : value;
  }
  const kept: Objective = {};
  for (const [key, item] of Object.entries(value)) {
    const cleaned = withoutEmpty(item);
    if (cleaned !== undefined && !(typeof cleaned === 'object' && Object.keys(cleaned as object).length === 0)) {
      kept[key] = cleaned;
    }
  }
  return kept;
}

/**
 * The seeded objectives first, in their order, each with what the stored entry of the same id holds over it; then
 * the stored objectives of other ids, in their order.
 */
function alignObjectives(seeded: readonly Objective[], stored: unknown): Objective[] {
  const storedList = objectivesOf(stored);
  const byId = new Map(storedList.map((entry) => [entry['id'], entry]));
  const seededIds = new Set(seeded.map((entry) => entry['id']));
  return [
    ...seeded.map((entry) => ({ ...entry, ...byId.get(entry['id']) })),
    ...storedList.filter((entry) => !seededIds.has(entry['id'])),
  ];
}

/** `cmi.a.b` of a stored data model (`{ a: { b } }`). */
function valueAt(cmi: Readonly<Record<string, unknown>>, element: string): string | undefined {
  let node: unknown = cmi;
  for (const part of element.split('.').slice(1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;
}
