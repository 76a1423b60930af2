import { fetchPendingDrills, fetchTestOverview } from '../api/calls/assessments.js';
import type { PendingDrillsResponse, TestOverview } from '../schemas/test-attempts.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * Tests and mandatory drills (issue 21): key, call and freshness in one place. A submission is activity progress:
 * `WRITE_INVALIDATES['activity-progress']` refreshes both. Attempts themselves are not cached: they are writes.
 */

/** A test's rules and the caller's standing in it. */
export const test = (activityId: number | string): QueryDefinition<TestOverview> => ({
  key: queryKeys.test(activityId),
  fetcher: ({ campus, signal }) => fetchTestOverview(campus.api, activityId, { signal }),
});

/** The caller's mandatory drills not passed yet (the session's `has_mandatory_drills`). */
export const drills = (): QueryDefinition<PendingDrillsResponse> => ({
  key: queryKeys.drills(),
  fetcher: ({ campus, signal }) => fetchPendingDrills(campus.api, { signal }),
});
