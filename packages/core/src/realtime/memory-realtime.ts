import type { RankingEventData } from '../schemas/ranking-event.js';
import { createAreaListeners } from './area-listeners.js';
import type { RealtimeAdapter } from './realtime-adapter.js';

/** A {@link RealtimeAdapter} that lives in memory, for tests and development without a server. */
export interface MemoryRealtime extends RealtimeAdapter {
  /** The token of the last `signIn`, `null` after `close` or before any sign-in. */
  readonly token: string | null;
  /** Every token `signIn` received, in order. */
  readonly signIns: readonly string[];
  /** Delivers an event to the subscribers of `data.area`, as if the server had sent it. */
  emit(data: RankingEventData, type?: string): void;
  /** Areas with at least one subscriber. */
  subscribedAreas(): string[];
}

/** Creates an in-memory realtime adapter. Events are delivered whether or not it is signed in. */
export function createMemoryRealtime(): MemoryRealtime {
  const listeners = createAreaListeners();
  const signIns: string[] = [];
  let token: string | null = null;
  let nextId = 1;
  return {
    get token() {
      return token;
    },
    signIns,
    async signIn(next) {
      token = next;
      signIns.push(next);
    },
    subscribe: (area, listener) => listeners.subscribe(area, listener),
    close() {
      token = null;
    },
    emit(data, type = 'ranking') {
      listeners.dispatch({ area: data.area, type, id: String(nextId++), data });
    },
    subscribedAreas: () => listeners.areas(),
  };
}
