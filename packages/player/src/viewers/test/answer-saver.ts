import type { QuestionAnswer } from '@campus/core/schemas';

/** How the attempt's answers stand: nothing given yet, being saved, all saved, or some not saved (retrying). */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** A snapshot of the saver, for the screen. */
export interface SaverSnapshot {
  readonly status: SaveStatus;
  /** Answers that failed to save and wait for a retry. */
  readonly failed: number;
  /** Answers the server refused for good (400: they do not fit the question). */
  readonly refused: ReadonlySet<string>;
  /** Whether saving stopped on a refusal of the attempt itself (moved, closed, time over). */
  readonly stopped: boolean;
}

/** How {@link AnswerSaver} sends answers and tells what happened (given by {@link AnswerSaver.connect}). */
export interface AnswerSaverHandlers {
  /** Saves one answer (`saveTestAnswer` with the current lease). */
  send(questionId: string, answer: QuestionAnswer): Promise<unknown>;
  /** Whether a failure refuses the attempt itself (409 `attempt_moved`, `attempt_closed`, `attempt_time_over`). */
  stops(error: unknown): boolean;
  /** Whether a failure refuses this answer for good (a 4xx other than those): retrying would not help. */
  refuses(error: unknown): boolean;
  /** Saving stopped on `error`; {@link AnswerSaver.resume} starts it again. */
  onStop(error: unknown): void;
  /** An answer was saved. */
  onSaved?(questionId: string, answer: QuestionAnswer): void;
}

/** The waits of {@link AnswerSaver}. */
export interface AnswerSaverTiming {
  /** Wait before a text answer is saved, in ms. @default 800 */
  debounceMs?: number;
  /** Waits before retrying a failed save, in ms, the last one repeated. @default [2000, 5000, 15000] */
  retryDelays?: readonly number[];
}

/**
 * Saves a test attempt's answers as they are given (issue 21): one request at a time, the last answer of a
 * question winning; text answers after a pause in typing. A failed save is kept and retried (with growing waits,
 * or at once with {@link retryNow}), so an answer is never lost from the screen; a refusal of the attempt itself
 * stops saving until {@link resume} (the lease taken back).
 */
export class AnswerSaver {
  /** Answers not saved yet, by question id (the latest of each). */
  private readonly unsaved = new Map<string, QuestionAnswer>();
  private readonly debouncing = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly failedIds = new Set<string>();
  private readonly refusedIds = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly waiters = new Set<(saved: boolean) => void>();
  private sending: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  private stopped = false;
  private savedOnce = false;
  private disposed = false;
  private snapshot: SaverSnapshot;

  private handlers: AnswerSaverHandlers | undefined;

  constructor(private readonly options: AnswerSaverTiming = {}) {
    this.snapshot = this.computeSnapshot();
  }

  /** Gives the saver its way to send (answers given before wait for it). */
  connect(handlers: AnswerSaverHandlers): void {
    // A remount (React's strict mode runs effects twice) connects again after a dispose.
    this.disposed = false;
    this.handlers = handlers;
    this.pump();
  }

  /** The saver's state now (a stable object between changes, for `useSyncExternalStore`). */
  readonly getSnapshot = (): SaverSnapshot => this.snapshot;

  /** Listens to changes; answers the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** An answer given: saved at once, or after `debounce` (typing). */
  put(questionId: string, answer: QuestionAnswer, { debounce = false }: { debounce?: boolean } = {}): void {
    this.unsaved.set(questionId, answer);
    this.refusedIds.delete(questionId);
    const timer = this.debouncing.get(questionId);
    if (timer !== undefined) clearTimeout(timer);
    this.debouncing.delete(questionId);
    if (debounce) {
      this.debouncing.set(
        questionId,
        setTimeout(() => {
          this.debouncing.delete(questionId);
          this.pump();
        }, this.options.debounceMs ?? 800),
      );
    }
    this.changed();
    this.pump();
  }

  /** Retries failed saves now (the learner pressed "save now"). */
  retryNow(): void {
    this.clearRetry();
    this.retries = 0;
    this.pump();
  }

  /** Saving goes on after a stop (the attempt's lease was taken back): everything not saved is sent again. */
  resume(): void {
    this.stopped = false;
    this.retryNow();
    this.changed();
  }

  /**
   * Saves everything now (debounced text included) and answers whether all was saved: `false` as soon as a save
   * fails or saving stops, so a submission never goes ahead silently without an answer on the screen.
   */
  flush(): Promise<boolean> {
    for (const timer of this.debouncing.values()) clearTimeout(timer);
    this.debouncing.clear();
    if (this.idle()) return Promise.resolve(this.failedIds.size === 0);
    if (this.stopped) return Promise.resolve(false);
    const settled = new Promise<boolean>((resolve) => this.waiters.add(resolve));
    this.retryNow();
    return settled;
  }

  /** The answers not saved yet (failed, waiting or being sent), by question id. */
  pendingAnswers(): ReadonlyMap<string, QuestionAnswer> {
    return new Map(this.unsaved);
  }

  /** Stops every timer (the viewer went away). */
  dispose(): void {
    this.disposed = true;
    this.handlers = undefined;
    for (const timer of this.debouncing.values()) clearTimeout(timer);
    this.debouncing.clear();
    this.clearRetry();
    this.settleWaiters(false);
  }

  private idle(): boolean {
    return this.unsaved.size === 0 && this.sending === null;
  }

  private pump(): void {
    const handlers = this.handlers;
    if (handlers === undefined || this.disposed || this.stopped) return;
    if (this.sending !== null || this.retryTimer !== undefined) return;
    const next = [...this.unsaved.keys()].find((id) => !this.debouncing.has(id));
    if (next === undefined) return;
    const answer = this.unsaved.get(next) as QuestionAnswer;
    this.sending = next;
    this.changed();
    handlers.send(next, answer).then(
      () => {
        this.sending = null;
        // A newer answer given meanwhile is still to save.
        if (this.unsaved.get(next) === answer) this.unsaved.delete(next);
        this.failedIds.delete(next);
        this.retries = 0;
        this.savedOnce = true;
        handlers.onSaved?.(next, answer);
        this.changed();
        if (this.idle()) this.settleWaiters(this.failedIds.size === 0);
        this.pump();
      },
      (error: unknown) => {
        this.sending = null;
        if (this.disposed) return;
        if (handlers.stops(error)) {
          this.stopped = true;
          this.changed();
          this.settleWaiters(false);
          handlers.onStop(error);
          return;
        }
        if (handlers.refuses(error)) {
          if (this.unsaved.get(next) === answer) this.unsaved.delete(next);
          this.refusedIds.add(next);
          this.failedIds.delete(next);
          this.changed();
          if (this.idle()) this.settleWaiters(this.failedIds.size === 0);
          this.pump();
          return;
        }
        this.failedIds.add(next);
        const delays = this.options.retryDelays ?? [2000, 5000, 15000];
        const delay = delays[Math.min(this.retries, delays.length - 1)] ?? 5000;
        this.retries += 1;
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          this.pump();
        }, delay);
        this.changed();
        this.settleWaiters(false);
      },
    );
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private settleWaiters(saved: boolean): void {
    for (const waiter of this.waiters) waiter(saved);
    this.waiters.clear();
  }

  private computeSnapshot(): SaverSnapshot {
    const status: SaveStatus =
      this.failedIds.size > 0
        ? 'failed'
        : this.sending !== null || this.unsaved.size > 0
          ? 'saving'
          : this.savedOnce
            ? 'saved'
            : 'idle';
    return { status, failed: this.failedIds.size, refused: new Set(this.refusedIds), stopped: this.stopped };
  }

  private changed(): void {
    this.snapshot = this.computeSnapshot();
    for (const listener of this.listeners) listener();
  }
}
