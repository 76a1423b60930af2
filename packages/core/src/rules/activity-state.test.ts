import { describe, expect, it } from 'vitest';
import { resolveActivityState } from './activity-state.js';

describe('resolveActivityState (spec §3 Activity state, §6 Instructors)', () => {
  it('is not started without a stored state, or blocked awaiting the instructor when authorisation is required', () => {
    expect(resolveActivityState(null, false)).toEqual({ status: 'not_started', progress: 0, blocked_reason: null });
    expect(resolveActivityState(null, true)).toEqual({
      status: 'blocked',
      progress: 0,
      blocked_reason: 'awaiting_instructor',
    });
  });

  it('keeps a stored state once the instructor authorised', () => {
    expect(resolveActivityState({ status: 'in_progress', progress: 40, blocked_reason: null }, true)).toEqual({
      status: 'in_progress',
      progress: 40,
      blocked_reason: null,
    });
  });

  it('opens an activity authorised for the whole class to any learner, one who enrolled later too', () => {
    const open = { status: 'not_started', progress: 0, blocked_reason: null };
    expect(resolveActivityState(null, true, true)).toEqual(open);
    // A row still blocked awaiting the instructor is no longer waiting; progress made and a failed test are kept.
    expect(
      resolveActivityState({ status: 'blocked', progress: 0, blocked_reason: 'awaiting_instructor' }, true, true),
    ).toEqual(open);
    expect(resolveActivityState({ status: 'finished', progress: 100, blocked_reason: null }, true, true)).toMatchObject(
      {
        status: 'finished',
      },
    );
    expect(resolveActivityState({ status: 'blocked', progress: 30, blocked_reason: null }, true, true)).toMatchObject({
      blocked_reason: 'block_test_failed',
    });
    // Without the class authorisation, the row still awaits the instructor.
    expect(
      resolveActivityState({ status: 'blocked', progress: 0, blocked_reason: 'awaiting_instructor' }, true),
    ).toMatchObject({ blocked_reason: 'awaiting_instructor' });
  });

  it('gives a reason only to a blocked state, the block test when none is stored', () => {
    expect(
      resolveActivityState({ status: 'finished', progress: 100, blocked_reason: 'block_test_failed' }, false)
        .blocked_reason,
    ).toBeNull();
    expect(resolveActivityState({ status: 'blocked', progress: 100, blocked_reason: null }, false).blocked_reason).toBe(
      'block_test_failed',
    );
    expect(
      resolveActivityState({ status: 'blocked', progress: 0, blocked_reason: 'awaiting_instructor' }, true)
        .blocked_reason,
    ).toBe('awaiting_instructor');
  });

  it('clamps the progress to a whole 0–100', () => {
    expect(resolveActivityState({ status: 'in_progress', progress: 140, blocked_reason: null }, false).progress).toBe(
      100,
    );
    expect(resolveActivityState({ status: 'in_progress', progress: 33.9, blocked_reason: null }, false).progress).toBe(
      33,
    );
    expect(
      resolveActivityState({ status: 'in_progress', progress: Number.NaN, blocked_reason: null }, false).progress,
    ).toBe(0);
  });
});
