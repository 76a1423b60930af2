import { useEffect, useRef } from 'react';
import type { QueryKey, RankingEvent } from '@campus/core';
import { useCampus } from '@campus/ui';

/** Quiet time after the last ranking event before reloading: a burst of sales reloads once. */
export const LIVE_DEBOUNCE_MS = 600;
/** Longest a reload waits while events keep coming. */
export const LIVE_MAX_WAIT_MS = 3_000;

/**
 * Listens to `ranking` events of the realtime areas (spec §3 ranking areas; the server announces every
 * committed points change in the client's area) and, after a burst settles, invalidates the queries whose keys
 * start with the prefixes `keysFor(events)` names (`campus.query.invalidate`) — watched ones reload through the
 * instance's query cache, with the old data on screen meanwhile, in whatever widget shows them.
 * @param areas realtime areas to listen to (e.g. the ranking answer's `realtime_area`)
 * @param keysFor the key prefixes (`queryKeys.ranking()` …) to reload for one burst (none: nothing to reload)
 */
export function useLiveRanking(
  areas: readonly string[],
  keysFor: (events: readonly RankingEvent[]) => readonly QueryKey[],
): void {
  const campus = useCampus();
  const keysForRef = useRef(keysFor);
  useEffect(() => {
    keysForRef.current = keysFor;
  });
  const areaList = areas.join('\n');
  useEffect(() => {
    if (areaList === '') return undefined;
    let pending: RankingEvent[] = [];
    let firstAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const events = pending;
      pending = [];
      for (const prefix of keysForRef.current(events)) campus.query.invalidate(prefix);
    };
    const listener = (event: RankingEvent) => {
      if (event.type !== 'ranking') return;
      const now = Date.now();
      if (pending.length === 0) firstAt = now;
      pending.push(event);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, Math.max(0, Math.min(LIVE_DEBOUNCE_MS, firstAt + LIVE_MAX_WAIT_MS - now)));
    };
    const stops = areaList.split('\n').map((area) => campus.realtime.subscribe(area, listener));
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      stops.forEach((stop) => stop());
    };
  }, [campus, areaList]);
}

/** The user ids a ranking event names (`data.user_ids`), as strings; empty when it names none. */
export function eventUserIds(event: RankingEvent): string[] {
  const ids = (event.data as { user_ids?: unknown }).user_ids;
  return Array.isArray(ids) ? ids.map(String) : [];
}
