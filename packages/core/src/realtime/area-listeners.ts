import { runCallback } from '../api/report-callback-error.js';
import type { RankingEvent, RankingListener } from './realtime-adapter.js';

/** Subscribers per ranking area, shared by the realtime adapters. */
export interface AreaListeners {
  subscribe(area: string, listener: RankingListener): () => void;
  /** Calls the listeners of `event.area`; a throwing listener does not stop the others. */
  dispatch(event: RankingEvent): void;
  /** Areas with at least one listener. */
  areas(): string[];
}

/** Creates an empty registry. */
export function createAreaListeners(): AreaListeners {
  const byArea = new Map<string, Set<RankingListener>>();
  return {
    subscribe(area, listener) {
      const set = byArea.get(area) ?? new Set<RankingListener>();
      byArea.set(area, set);
      // Wrapped so the same function can subscribe twice and unsubscribe each subscription separately.
      const entry: RankingListener = (event) => listener(event);
      set.add(entry);
      return () => {
        set.delete(entry);
        if (set.size === 0 && byArea.get(area) === set) byArea.delete(area);
      };
    },
    dispatch(event) {
      for (const listener of [...(byArea.get(event.area) ?? [])]) runCallback(() => listener(event));
    },
    areas: () => [...byArea.keys()],
  };
}
