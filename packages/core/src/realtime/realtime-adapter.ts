import type { RankingEventData } from '../schemas/ranking-event.js';

/** A change in a ranking area, delivered to that area's subscribers. */
export interface RankingEvent {
  /** The ranking area the change belongs to. */
  area: string;
  /** The event type on the wire (`ranking` for the reference server). */
  type: string;
  /** The event id, when the server sent one. */
  id: string | null;
  /** The event's parsed data (always has `area`). */
  data: RankingEventData;
}

/** Receives ranking events. */
export type RankingListener = (event: RankingEvent) => void;

/**
 * The realtime backend as core sees it (SPECIFICATION §3 "Realtime/ranking: ranking areas", §4 "after a
 * refresh, the user signs in to a realtime backend with the returned realtime token").
 * Implementations: `createSseRealtime` (reference server) and `createMemoryRealtime` (tests, development).
 */
export interface RealtimeAdapter {
  /**
   * Signs in (again) with a realtime token (`user_firebase_token`); replaces the previous connection.
   * Resolves once connected.
   */
  signIn(token: string): Promise<void>;
  /** Listens to one ranking area; returns the function that stops listening. */
  subscribe(area: string, listener: RankingListener): () => void;
  /** Disconnects and forgets the token; subscriptions are kept for a later `signIn`. */
  close(): void;
}
