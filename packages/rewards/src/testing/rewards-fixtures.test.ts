import { describe, expect, it } from 'vitest';
import {
  levelsResponseSchema,
  onlineCourseSchema,
  orderSchema,
  pointsSummarySchema,
  rewardSchema,
} from '@campus/core/schemas';
import {
  levels,
  ordersInEveryStatus,
  pointsSummary,
  storeRewards,
  trainingCourse,
} from './rewards-fixtures.test-util.js';

// The fixtures must be what the server answers: a drift in the wire schemas fails here, not in a story.
describe('reward fixtures', () => {
  it('match the core wire schemas', () => {
    for (const entry of storeRewards()) expect(rewardSchema.parse(entry)).toEqual(entry);
    for (const entry of ordersInEveryStatus()) expect(orderSchema.parse(entry)).toEqual(entry);
    expect(pointsSummarySchema.parse(pointsSummary())).toEqual(pointsSummary());
    expect(levelsResponseSchema.parse(levels())).toEqual(levels());
    expect(onlineCourseSchema.parse(trainingCourse('finished'))).toEqual(trainingCourse('finished'));
  });
});
