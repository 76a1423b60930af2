import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES } from './statuses.js';
import { isTrainingDone, TRAINING_DONE_STATUSES } from './training.js';

describe('isTrainingDone', () => {
  it('counts finished and improved courses as a done training, and nothing else', () => {
    const done = COURSE_STATUSES.filter((status) => isTrainingDone(status));
    expect(done).toEqual(['finished', 'improved']);
    expect(TRAINING_DONE_STATUSES).toEqual(['finished', 'improved']);
    expect(isTrainingDone('approved')).toBe(false);
    expect(isTrainingDone('')).toBe(false);
  });
});
