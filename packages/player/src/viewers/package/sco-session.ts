import type { ScormCmi, ScormCommit, ScormCommitResult, ScormTocItem } from '@campus/core/schemas';
import type { ScoSessionPlan } from './scorm-attempt.js';
import { cmiOfCommit, cmiToLoad, runtimeVersionOf } from './scorm-cmi.js';
import type { ScormPackageVersion } from './scorm-cmi.js';
import { ScoBridge } from './sco-bridge.js';
import { ScormCommitQueue } from './scorm-commit-queue.js';
import type { ScormRuntimeApi, ScormRuntimeModules } from './scorm-runtime-loader.js';

/** What a {@link ScoSession} needs. */
export interface ScoSessionOptions {
  readonly modules: ScormRuntimeModules;
  readonly version: ScormPackageVersion;
  readonly item: ScormTocItem;
  readonly plan: ScoSessionPlan;
  readonly learner: { readonly id: string; readonly name: string };
  /** The content origin, the only one whose messages reach the API. */
  readonly contentOrigin: string;
  /**
   * Which SCORM 2004 navigation requests lead somewhere from this SCO (`adl.nav.request_valid.*`, which SCOs read
   * to show their own "next lesson" buttons): a launchable item after or before it, and the items `choice` may
   * target.
   */
  readonly navigation: { readonly continue: boolean; readonly previous: boolean; readonly choices: readonly string[] };
  /**
   * A sequenced package's engine, told the SCO's run as it happens (Initialize, each value its API accepted,
   * Terminate before {@link onTerminated}), so it ends the attempt with the SCO's data.
   */
  readonly mirror?: ScoMirror;
  send(commit: ScormCommit, options: { keepalive: boolean }): Promise<ScormCommitResult>;
  reread(): Promise<{ attempt: number; sequence: number }>;
  onInitialized(): void;
  onStored(result: ScormCommitResult, cmi: ScormCmi): void;
  onFailed(error: unknown): void;
  /** The SCO terminated (`LMSFinish`, `Terminate`), with its last `adl.nav.request` (`_none_` when none). */
  onTerminated(navRequest: string): void;
}

/** What a sequencing engine hears of a SCO's run (see {@link ScoSessionOptions.mirror}). */
export interface ScoMirror {
  /** The data model the SCO's API is to load, before the SCO starts: answers it as the SCO's API loads it. */
  load(cmi: Record<string, unknown>): Record<string, unknown>;
  initialize(): void;
  setValue(element: string, value: unknown): void;
  terminate(): void;
  /** Whether `choice` may target this item now (`adl.nav.request_valid.choice.{target=…}`). */
  choiceValid(target: string): boolean;
}

/** `cmi.scaled_passing_score` of an item: its primary objective's minimum measure, when satisfied by measure. */
export function scaledPassingScoreOf(item: ScormTocItem): number | null {
  const primary = item.sequencing?.primaryObjective;
  return primary?.satisfiedByMeasure === true ? primary.minNormalizedMeasure : null;
}

/** The API calls of each version scorm-again tells listeners about. */
const EVENTS = {
  '1.2': { initialize: 'LMSInitialize', setValue: 'LMSSetValue', commit: 'LMSCommit', terminate: 'LMSFinish' },
  '2004': { initialize: 'Initialize', setValue: 'SetValue', commit: 'Commit', terminate: 'Terminate' },
} as const;

/**
 * One session of one SCO: a scorm-again API loaded with the attempt's data model and what the LMS sets (learner,
 * entry, credit, mode, launch data, mastery score), answering the SCO's calls through a {@link ScoBridge} (messages
 * from its own frame on the content origin only), and committing the whole data model on the SCO's Commit and Terminate through a
 * {@link ScormCommitQueue}.
 */
export class ScoSession {
  readonly api: ScormRuntimeApi;
  private readonly bridge: ScoBridge;
  private readonly queue: ScormCommitQueue;
  private readonly options: ScoSessionOptions;
  private initializedFlag = false;
  private terminatedFlag = false;
  private dirty = false;
  private navRequest = '_none_';

  constructor(options: ScoSessionOptions) {
    this.options = options;
    const { modules, version, item, plan, learner } = options;
    this.queue = new ScormCommitQueue({
      sco: item.identifier,
      version: runtimeVersionOf(version),
      attempt: plan.attempt,
      sequence: plan.sequence,
      send: options.send,
      reread: options.reread,
      onStored: options.onStored,
      onFailed: options.onFailed,
    });
    // No commit URL and no autocommit: the session commits itself, on the SCO's calls and as the page goes away.
    // `scoItemIds`: the items a SCORM 2004 `choice` or `jump` may target (`adl.nav.request_valid.choice.{target=…}`).
    const { mirror } = options;
    this.api = modules.createApi({
      autocommit: false,
      lmsCommitUrl: false,
      logLevel: 4,
      scoItemIds: [...options.navigation.choices],
      ...(mirror === undefined ? {} : { scoItemIdValidator: (target: string) => mirror.choiceValid(target) }),
    });
    const load = cmiToLoad(version, plan.cmi, {
      learnerId: learner.id,
      learnerName: learner.name,
      entry: plan.entry,
      credit: 'credit',
      mode: 'normal',
      launchData: item.data_from_lms,
      masteryScore: item.mastery_score,
      completionThreshold: item.completion_threshold ?? null,
      scaledPassingScore: scaledPassingScoreOf(item),
    });
    this.api.loadFromJSON(mirror === undefined ? load : mirror.load(load), '');
    this.setNavigation(options.navigation);
    const events = EVENTS[version];
    this.api.on(events.initialize, () => {
      this.initializedFlag = true;
      mirror?.initialize();
      options.onInitialized();
    });
    this.api.on(events.setValue, (element: unknown, value: unknown) => {
      this.dirty = true;
      if (typeof element === 'string') mirror?.setValue(element, value);
    });
    if (version === '2004') {
      this.api.on('SetValue.adl.nav.request', (_element: unknown, value: unknown) => {
        this.navRequest = String(value);
      });
    }
    this.api.on(events.commit, () => void this.commit(false));
    this.api.on(events.terminate, () => {
      this.terminatedFlag = true;
      void this.commit(true);
      mirror?.terminate();
      options.onTerminated(this.navRequest);
    });
    this.bridge = new ScoBridge(this.api, options.contentOrigin);
  }

  /**
   * Which flow requests lead somewhere from this SCO now (`adl.nav.request_valid.continue` / `.previous`): a
   * sequenced package's answers change as the SCO reports its progress.
   */
  setNavigation(navigation: { readonly continue: boolean; readonly previous: boolean }): void {
    if (!('adl' in this.api)) return;
    const valid = this.api.adl.nav.request_valid;
    const answers = {
      continue: navigation.continue ? 'true' : 'false',
      previous: navigation.previous ? 'true' : 'false',
    };
    if (!this.initializedFlag) {
      valid.continue = answers.continue;
      valid.previous = answers.previous;
      return;
    }
    // Once the SCO initialized, scorm-again's setters refuse (the elements are read-only to the SCO) and it offers
    // the LMS no other way in (its own sequencing's updates are dropped then): the getters read these fields.
    const fields = valid as unknown as { _continue: string; _previous: string };
    fields._continue = answers.continue;
    fields._previous = answers.previous;
  }

  /** The window of the frame the SCO runs in (its SCO frame page): the only one whose calls are answered. */
  bindFrame(frame: Window | null): void {
    if (frame !== null) this.bridge.bind(frame);
  }

  /** Whether the SCO called Initialize. */
  get initialized(): boolean {
    return this.initializedFlag;
  }

  /** Whether the SCO called Terminate (LMSFinish). */
  get terminated(): boolean {
    return this.terminatedFlag;
  }

  private render(terminate: boolean): ScormCmi {
    this.dirty = false;
    // The total time counts this session so far, so a session cut short (a closed tab) still adds its time.
    return cmiOfCommit(this.options.version, this.api.renderCommitCMI(terminate, true));
  }

  private commit(terminate: boolean): Promise<void> {
    return this.queue.commit(this.render(terminate));
  }

  /**
   * Sends what changed since the last commit at once, as the page goes away or is hidden: with keepalive when it
   * fits the browser's budget (see {@link ScormCommitQueue.flushNow}).
   */
  flush(): void {
    if (!this.initializedFlag || !this.dirty) return;
    this.queue.flushNow(this.render(false), { keepalive: true });
  }

  /**
   * Ends the session as the learner leaves the SCO without it terminating: commits what changed, waits for the
   * commits to be answered, and stops answering the frame.
   */
  async close(): Promise<void> {
    if (this.initializedFlag && this.dirty) await this.commit(this.terminatedFlag);
    await this.queue.settled();
    this.bridge.destroy();
  }
}
