import type { ScormCmi, ScormCommit, ScormCommitResult, ScormVersion } from '@campus/core/schemas';
import { httpErrorOf } from '@campus/core';

/**
 * Largest commit body sent with `fetch` keepalive: browsers refuse a keepalive request once the keepalive bodies
 * in flight pass 64 KiB, and a refused request is lost. The margin leaves room for another small report.
 */
export const KEEPALIVE_BODY_LIMIT = 60 * 1024;

/** How often a stale commit is re-read and sent again before the queue gives up on that data model. */
const STALE_RETRIES = 3;

/** What a {@link ScormCommitQueue} needs. */
export interface ScormCommitQueueOptions {
  readonly sco: string;
  readonly version: ScormVersion;
  /** The attempt the session runs (a new one is created by its first commit). */
  readonly attempt: number;
  /** The last stored sequence of that attempt (0 before the first commit). */
  readonly sequence: number;
  /** Sends one commit (core's `commitScormRuntime`). */
  send(commit: ScormCommit, options: { keepalive: boolean }): Promise<ScormCommitResult>;
  /** Reads the stored attempt and sequence again (core's `fetchScormRuntime`), after a 409 `stale_commit`. */
  reread(): Promise<{ attempt: number; sequence: number }>;
  /** Each stored commit's answer: the learner's state in the activity. */
  onStored(result: ScormCommitResult, cmi: ScormCmi): void;
  /** A commit that could not be stored (the next one carries the whole data model again). */
  onFailed(error: unknown): void;
}

/** The UTF-8 size of a commit's JSON body. */
export function commitBodySize(commit: ScormCommit): number {
  return new TextEncoder().encode(JSON.stringify(commit)).length;
}

/**
 * One SCO session's commits, in order (SCORM run-time data, docs/server.md): each carries the whole data model
 * with a sequence one above the last; one request at a time, and data models committed meanwhile collapse into the
 * newest (every commit is the whole model, so nothing in between is lost). A 409 `stale_commit` — another tab or
 * a late keepalive wrote a higher sequence, or another tab started a newer attempt — re-reads the stored attempt and
 * sequence and sends this session's model again above them: the newest data the learner made always lands.
 */
export class ScormCommitQueue {
  private attempt: number;
  private sequence: number;
  private queued: ScormCmi | undefined;
  /** Counts the data models handed in: a stale commit is not sent again once a newer model was. */
  private generation = 0;
  private running: Promise<void> | undefined;
  private readonly options: ScormCommitQueueOptions;

  constructor(options: ScormCommitQueueOptions) {
    this.options = options;
    this.attempt = options.attempt;
    this.sequence = options.sequence;
  }

  /** The attempt and last sequence used. */
  get position(): { attempt: number; sequence: number } {
    return { attempt: this.attempt, sequence: this.sequence };
  }

  /** Commits `cmi` after the commits before it; resolves once it (or a newer model) was sent. */
  commit(cmi: ScormCmi): Promise<void> {
    this.generation += 1;
    this.queued = cmi;
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Resolves when nothing is left to send. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /**
   * Sends `cmi` at once, as the page goes away (`pagehide`, `visibilitychange` to hidden), without waiting for
   * the commits before it: with `keepalive` when the body fits the browser's keepalive budget and `keepalive` is
   * asked; a larger body goes as a plain request, which a page being hidden (not yet unloaded) still completes.
   */
  flushNow(cmi: ScormCmi, { keepalive }: { keepalive: boolean }): void {
    this.generation += 1;
    this.queued = undefined;
    this.sequence += 1;
    const commit = this.commitOf(cmi);
    const fits = commitBodySize(commit) <= KEEPALIVE_BODY_LIMIT;
    this.options.send(commit, { keepalive: keepalive && fits }).then(
      (result) => this.options.onStored(result, cmi),
      (error: unknown) => this.options.onFailed(error),
    );
  }

  private commitOf(cmi: ScormCmi): ScormCommit {
    const { sco, version } = this.options;
    return { sco, version, attempt: this.attempt, sequence: this.sequence, cmi };
  }

  private async drain(): Promise<void> {
    for (let cmi = this.take(); cmi !== undefined; cmi = this.take()) {
      await this.send(cmi);
    }
  }

  private take(): ScormCmi | undefined {
    const cmi = this.queued;
    this.queued = undefined;
    return cmi;
  }

  private async send(cmi: ScormCmi): Promise<void> {
    const generation = this.generation;
    for (let tries = 0; ; tries += 1) {
      this.sequence += 1;
      try {
        const result = await this.options.send(this.commitOf(cmi), { keepalive: false });
        this.sequence = Math.max(this.sequence, result.sequence);
        this.options.onStored(result, cmi);
        return;
      } catch (error) {
        if (httpErrorOf(error)?.code !== 'stale_commit' || tries >= STALE_RETRIES) {
          this.options.onFailed(error);
          return;
        }
        // A newer model of this session was handed in meanwhile: it goes instead (this one would overwrite it).
        if (this.generation !== generation) return;
        try {
          const stored = await this.options.reread();
          if (stored.attempt > this.attempt) {
            // A newer attempt stored elsewhere takes this model: an earlier attempt's commit would be refused.
            this.attempt = stored.attempt;
            this.sequence = stored.sequence;
          } else if (stored.attempt === this.attempt) {
            this.sequence = Math.max(this.sequence, stored.sequence);
          }
        } catch (rereadError) {
          this.options.onFailed(rereadError);
          return;
        }
      }
    }
  }
}
