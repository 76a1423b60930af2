import type { QueryCache } from '../query/query-cache.js';
import type { RankingEvent, RealtimeAdapter } from './realtime-adapter.js';

/** The realtime event type of an activity an instructor authorised for the learner (spec §6 Instructors). */
export const ACTIVITY_UNLOCKED_EVENT = 'activity_unlocked';

/**
 * Keeps what opens current while an instructor authorises activities (spec §6; issue 26): listens to the learner's
 * own realtime area (the session's `firebase_document`) and, on each `activity_unlocked` event, invalidates what an
 * unlock changes (`invalidateAfter('activity-unlock')`: a holder's activities, details, in-person events), so an open
 * player or detail shows the activity open without a reload.
 * @param area the learner's own area (`firebase_document`)
 * @param onUnlock also told of each unlock (to say so politely)
 * @returns the function that stops listening
 * @example useEffect(() => (area ? watchActivityUnlocks(campus, area) : undefined), [campus, area]);
 */
export function watchActivityUnlocks(
  campus: {
    readonly realtime: Pick<RealtimeAdapter, 'subscribe'>;
    readonly query: Pick<QueryCache, 'invalidateAfter'>;
  },
  area: string,
  onUnlock?: (event: RankingEvent) => void,
): () => void {
  return campus.realtime.subscribe(area, (event) => {
    if (event.type !== ACTIVITY_UNLOCKED_EVENT) return;
    campus.query.invalidateAfter('activity-unlock');
    onUnlock?.(event);
  });
}
