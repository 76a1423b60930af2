import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestMode } from './attempts.js';
import {
  TEST_MODES,
  TEST_RESULTS,
  attemptsLeft,
  canStartAttempt,
  resolveAttempt,
  testModeForActivityType,
} from './attempts.js';

const fail = { score: 69, minimumScore: 70 };
const pass = { score: 70, minimumScore: 70 };

describe('resolveAttempt', () => {
  it('approves a score at or above the minimum, in every mode', () => {
    for (const mode of TEST_MODES) {
      expect(resolveAttempt({ mode, ...pass, attemptsUsed: 3, maximumAttempts: 3 })).toEqual({
        status: 'approved',
        attemptsLeft: 0,
      });
      expect(resolveAttempt({ mode, ...pass, attemptsUsed: 1, maximumAttempts: 3 })).toEqual({
        status: 'approved',
        attemptsLeft: 2,
      });
    }
  });

  it('reproves a fail with attempts left', () => {
    for (const mode of TEST_MODES) {
      expect(resolveAttempt({ mode, ...fail, attemptsUsed: 2, maximumAttempts: 3 })).toEqual({
        status: 'reproved',
        attemptsLeft: 1,
      });
    }
  });

  it('on a failed last attempt: blocks, restarts or reproves by mode', () => {
    const last = { ...fail, attemptsUsed: 3, maximumAttempts: 3 };
    expect(resolveAttempt({ mode: 'block', ...last })).toEqual({ status: 'blocked', attemptsLeft: 0 });
    expect(resolveAttempt({ mode: 'restart', ...last })).toEqual({ status: 'restarted', attemptsLeft: 0 });
    expect(resolveAttempt({ mode: 'conventional', ...last })).toEqual({ status: 'reproved', attemptsLeft: 0 });
  });

  it('treats a single attempt as the last one', () => {
    expect(resolveAttempt({ mode: 'block', ...fail, attemptsUsed: 1, maximumAttempts: 1 })).toEqual({
      status: 'blocked',
      attemptsLeft: 0,
    });
  });

  it('never ends unlimited attempts', () => {
    for (const mode of TEST_MODES) {
      expect(resolveAttempt({ mode, ...fail, attemptsUsed: 50, maximumAttempts: null })).toEqual({
        status: 'reproved',
        attemptsLeft: null,
      });
    }
    expect(resolveAttempt({ mode: 'block', ...pass, attemptsUsed: 50, maximumAttempts: null })).toEqual({
      status: 'approved',
      attemptsLeft: null,
    });
  });

  it('property: a fail is terminal exactly when no attempts are left', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TestMode>(...TEST_MODES),
        fc.integer({ min: 1, max: 10 }),
        fc.option(fc.integer({ min: 1, max: 10 })),
        (mode, attemptsUsed, maximumAttempts) => {
          const outcome = resolveAttempt({ mode, ...fail, attemptsUsed, maximumAttempts });
          const terminal = maximumAttempts !== null && attemptsUsed >= maximumAttempts;
          const terminalStatus = { block: 'blocked', restart: 'restarted', conventional: 'reproved' }[mode];
          expect(outcome.status).toBe(terminal ? terminalStatus : 'reproved');
          expect(outcome.attemptsLeft).toBe(
            maximumAttempts === null ? null : Math.max(0, maximumAttempts - attemptsUsed),
          );
        },
      ),
    );
  });
});

describe('attemptsLeft / canStartAttempt', () => {
  it('counts down and never goes negative', () => {
    expect(attemptsLeft(0, 3)).toBe(3);
    expect(attemptsLeft(2, 3)).toBe(1);
    expect(attemptsLeft(5, 3)).toBe(0);
    expect(attemptsLeft(5, null)).toBeNull();
    expect(canStartAttempt(2, 3)).toBe(true);
    expect(canStartAttempt(3, 3)).toBe(false);
    expect(canStartAttempt(1000, null)).toBe(true);
  });
});

describe('test modes and results', () => {
  it('lists the modes and results of the specification', () => {
    expect(TEST_MODES).toEqual(['block', 'restart', 'conventional']);
    expect(TEST_RESULTS).toEqual([
      'not_started',
      'in_progress',
      'approved',
      'reproved',
      'improved',
      'blocked',
      'restarted',
    ]);
  });

  it('maps test activity types to modes', () => {
    expect(testModeForActivityType('block_test')).toBe('block');
    expect(testModeForActivityType('block_general_test')).toBe('block');
    expect(testModeForActivityType('restart_test')).toBe('restart');
    expect(testModeForActivityType('restart_general_test')).toBe('restart');
    expect(testModeForActivityType('conventional_test')).toBe('conventional');
    expect(testModeForActivityType('evaluated_quiz')).toBe('conventional');
    expect(testModeForActivityType('unevaluated_quiz')).toBeNull();
    expect(testModeForActivityType('pdf')).toBeNull();
  });
});
