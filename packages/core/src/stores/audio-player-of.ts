import type { StoreApi } from 'zustand/vanilla';
import type { Campus } from '../campus/create-campus.js';
import { createAudioPlayerStore } from './audio-player.store.js';
import type { AudioPlayerState } from './audio-player.store.js';

const PLAYERS = new WeakMap<Campus, StoreApi<AudioPlayerState>>();

/**
 * The podcast audio player of a Campus instance (issue 24): one queue per instance, shared by every widget and page
 * that plays through it. Made on first use, so widgets that never play carry none of it; not persisted. Signing out
 * (or a session ending) stops it: what the person was listening to, and where they stopped, is theirs.
 */
export function audioPlayerOf(campus: Campus): StoreApi<AudioPlayerState> {
  const existing = PLAYERS.get(campus);
  if (existing !== undefined) return existing;
  const store = createAudioPlayerStore();
  campus.stores.session.subscribe((state, previous) => {
    if (previous.access_token !== null && state.access_token === null) store.getState().stop();
  });
  PLAYERS.set(campus, store);
  return store;
}
