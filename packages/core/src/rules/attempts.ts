/**
 * What happens when a test's last attempt is failed: `block` blocks the user in the training (no
 * certificate, other activities still open), `restart` resets the training's progress, `conventional`
 * lets the user retry until passing.
 * @see SPECIFICATION §4 Test modes
 */
export const TEST_MODES = ['block', 'restart', 'conventional'] as const;

/** A test mode. */
export type TestMode = (typeof TEST_MODES)[number];

/** The outcome of one finished attempt. */
export type AttemptStatus = 'approved' | 'reproved' | 'blocked' | 'restarted';

/**
 * Every result a test can show.
 * @see SPECIFICATION §4 Test modes (results)
 */
export const TEST_RESULTS = [
  'not_started',
  'in_progress',
  'approved',
  'reproved',
  'improved',
  'blocked',
  'restarted',
] as const;

/** A test's result. */
export type TestResult = (typeof TEST_RESULTS)[number];

/** What {@link resolveAttempt} decides on. */
export interface AttemptInput {
  readonly mode: TestMode;
  readonly score: number;
  readonly minimumScore: number;
  /** Attempts used, counting the one being resolved. */
  readonly attemptsUsed: number;
  /** `null` for unlimited attempts. */
  readonly maximumAttempts: number | null;
}

/** The decision of {@link resolveAttempt}. */
export interface AttemptOutcome {
  readonly status: AttemptStatus;
  /** `null` when attempts are unlimited. */
  readonly attemptsLeft: number | null;
}

/** What failing the last attempt leads to, per mode. */
const LAST_FAIL_STATUS: Readonly<Record<TestMode, AttemptStatus>> = {
  block: 'blocked',
  restart: 'restarted',
  conventional: 'reproved',
};

/**
 * Attempts left after `attemptsUsed` (never negative), or `null` when attempts are unlimited.
 * @see SPECIFICATION §3 Test, §4 Test modes
 * @example attemptsLeft(2, 3) // 1; attemptsLeft(5, null) // null
 */
export function attemptsLeft(attemptsUsed: number, maximumAttempts: number | null): number | null {
  return maximumAttempts === null ? null : Math.max(0, maximumAttempts - attemptsUsed);
}

/**
 * The outcome of a finished attempt: a score at or above the minimum is `approved`; a fail with attempts
 * left (or unlimited) is `reproved`; a fail on the last attempt is `blocked` (block), `restarted`
 * (restart) or `reproved` (conventional). `attemptsLeft` is what remains after this attempt; after a
 * restart the server starts the count again with the training's progress.
 * @see SPECIFICATION §4 Test modes
 * @example
 * resolveAttempt({ mode: 'block', score: 40, minimumScore: 70, attemptsUsed: 3, maximumAttempts: 3 })
 * // { status: 'blocked', attemptsLeft: 0 }
 */
export function resolveAttempt(input: AttemptInput): AttemptOutcome {
  const left = attemptsLeft(input.attemptsUsed, input.maximumAttempts);
  if (input.score >= input.minimumScore) return { status: 'approved', attemptsLeft: left };
  if (left === null || left > 0) return { status: 'reproved', attemptsLeft: left };
  return { status: LAST_FAIL_STATUS[input.mode], attemptsLeft: left };
}

/**
 * Whether another attempt may be started (attempts left, or unlimited).
 * @see SPECIFICATION §4 Test modes
 * @example canStartAttempt(3, 3) // false
 */
export function canStartAttempt(attemptsUsed: number, maximumAttempts: number | null): boolean {
  const left = attemptsLeft(attemptsUsed, maximumAttempts);
  return left === null || left > 0;
}

/**
 * The test mode of a test activity type, or `null` for a type without pass/fail attempts (an
 * unevaluated quiz, or any non-test activity). An evaluated quiz retries like a conventional test.
 * @see SPECIFICATION §3 Activity types, §4 Test modes
 * @example testModeForActivityType('restart_general_test') // 'restart'
 */
export function testModeForActivityType(activityType: string): TestMode | null {
  switch (activityType) {
    case 'block_test':
    case 'block_general_test':
      return 'block';
    case 'restart_test':
    case 'restart_general_test':
      return 'restart';
    case 'conventional_test':
    case 'evaluated_quiz':
      return 'conventional';
    default:
      return null;
  }
}
