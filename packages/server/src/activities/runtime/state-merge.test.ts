import { describe, expect, it } from 'vitest';
import { mergeActivityState } from './state-merge';

describe('mergeActivityState', () => {
  it('takes the new state when nothing is stored', () => {
    expect(mergeActivityState(undefined, { status: 'in_progress', progress: 10 })).toEqual({
      status: 'in_progress',
      progress: 10,
    });
  });

  it('keeps the furthest status and the greatest progress', () => {
    const cases = [
      [
        ['finished', 100],
        ['in_progress', 20],
        ['finished', 100],
      ],
      [
        ['reproved', 100],
        ['approved', 100],
        ['approved', 100],
      ],
      [
        ['approved', 100],
        ['finished', 100],
        ['approved', 100],
      ],
      [
        ['finished', 100],
        ['reproved', 100],
        ['finished', 100],
      ],
      [
        ['in_progress', 60],
        ['in_progress', 30],
        ['in_progress', 60],
      ],
      [
        ['restarted', 0],
        ['in_progress', 5],
        ['in_progress', 5],
      ],
      [
        ['not_started', 0],
        ['in_progress', 0],
        ['in_progress', 0],
      ],
    ] as const;
    for (const [[storedStatus, storedProgress], [nextStatus, nextProgress], [status, progress]] of cases) {
      expect(
        mergeActivityState(
          { status: storedStatus, progress: storedProgress },
          { status: nextStatus, progress: nextProgress },
        ),
        `${storedStatus} + ${nextStatus}`,
      ).toEqual({ status, progress });
    }
  });
});
