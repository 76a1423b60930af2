import { fetchTransmission } from '../api/calls/live-classes.js';
import type { WireId } from '../api/calls/loyalty-earning.js';
import type { TransmissionHolderKind } from '../api/live-class-paths.js';
import type { Transmission } from '../schemas/live-transmission.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * Live transmissions (issue 26; docs/server.md "Live classes"): key, call and freshness in one place. A transmission
 * changes while it is watched (a `transmission` realtime event invalidates it), so it is never fresh for long.
 */

/** The transmission of a live class, a webinar or an in-person course's live event, as the caller sees it. */
export const transmission = (kind: TransmissionHolderKind, id: WireId): QueryDefinition<Transmission> => ({
  key: queryKeys.transmission(kind, id),
  fetcher: ({ campus, signal }) => fetchTransmission(campus.api, kind, id, { signal }),
  staleTime: 0,
});
