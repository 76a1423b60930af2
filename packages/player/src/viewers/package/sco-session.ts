import type { ScormCmi, ScormCommit, ScormCommitResult, ScormTocItem } from '@campus/core/schemas';
import type { ScoSessionPlan } from './scorm-attempt.js';
import { cmiOfCommit, cmiToLoad, runtimeVersionOf } from './scorm-cmi.js';
import type { ScormPackageVersion } from './scorm-cmi.js';
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
  send(commit: ScormCommit, options: { keepalive: boolean }): Promise<ScormCommitResult>;
  reread(): Promise<{ attempt: number; sequence: number }>;
  onInitialized(): void;
  onStored(result: ScormCommitResult, cmi: ScormCmi): void;
  onFailed(error: unknown): void;
  /** The SCO terminated (`LMSFinish`, `Terminate`), with its last `adl.nav.request` (`_none_` when none). */
  onTerminated(navRequest: string): void;
}

/** The API calls of each version scorm-again tells listeners about. */
const EVENTS = {
  '1.2': { initialize: 'LMSInitialize', setValue: 'LMSSetValue', commit: 'LMSCommit', terminate: 'LMSFinish' },
  '2004': { initialize: 'Initialize', setValue: 'SetValue', commit: 'Commit', terminate: 'Terminate' },
} as const;

/**
 * CrossFrameLMS's limit of calls per second. Every SetValue through CrossFrameAPI is two messages (the value and
 * a refresh of its cache), and a refused call is a value lost, so the limit only stops a runaway frame.
 */
const CROSS_FRAME_RATE_LIMIT = 10_000;

/**
 * One session of one SCO: a scorm-again API loaded with the attempt's data model and what the LMS sets (learner,
 * entry, credit, mode, launch data, mastery score), answering the SCO's calls through CrossFrameLMS (messages from
 * the content origin only), and committing the whole data model on the SCO's Commit and Terminate through a
 * {@link ScormCommitQueue}.
 */
export class ScoSession {
  readonly api: ScormRuntimeApi;
  private readonly lms: { destroy(): void };
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
    this.api = modules.createApi({
      autocommit: false,
      lmsCommitUrl: false,
      logLevel: 4,
      scoItemIds: [...options.navigation.choices],
    });
    this.api.loadFromJSON(
      cmiToLoad(version, plan.cmi, {
        learnerId: learner.id,
        learnerName: learner.name,
        entry: plan.entry,
        credit: 'credit',
        mode: 'normal',
        launchData: item.data_from_lms,
        masteryScore: item.mastery_score,
        completionThreshold: item.completion_threshold ?? null,
      }),
      '',
    );
    if ('adl' in this.api) {
      const valid = this.api.adl.nav.request_valid;
      valid.continue = options.navigation.continue ? 'true' : 'false';
      valid.previous = options.navigation.previous ? 'true' : 'false';
    }
    const events = EVENTS[version];
    this.api.on(events.initialize, () => {
      this.initializedFlag = true;
      options.onInitialized();
    });
    this.api.on(events.setValue, () => {
      this.dirty = true;
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
      options.onTerminated(this.navRequest);
    });
    this.lms = modules.createLms(this.api, options.contentOrigin, { rateLimit: CROSS_FRAME_RATE_LIMIT });
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
    this.lms.destroy();
  }
}
