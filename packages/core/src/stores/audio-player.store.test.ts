import { describe, expect, it } from 'vitest';
import { createAudioPlayerStore, selectCurrentEpisode } from './audio-player.store.js';
import { createTestCampus } from '../testing/test-campus.js';
import { audioPlayerOf } from './audio-player-of.js';
import type { AudioQueueEntry } from './audio-player.store.js';

const entry = (id: number): AudioQueueEntry => ({
  id,
  title: `Episode ${id}`,
  podcast_title: 'Show',
  audio_url: `/assets/${id}.wav`,
  duration_seconds: 600,
});

describe('audio player store', () => {
  it('plays a queue, resumes each episode where it was left and moves between entries', () => {
    const store = createAudioPlayerStore();
    store.getState().playQueue([entry(1), entry(2)]);
    expect(selectCurrentEpisode(store.getState())?.id).toBe(1);
    expect(store.getState().playing).toBe(true);
    store.getState().reportProgress(42, 610);
    expect(store.getState().duration).toBe(610);
    store.getState().next();
    expect(selectCurrentEpisode(store.getState())?.id).toBe(2);
    expect(store.getState().position).toBe(0);
    store.getState().playAt(0);
    expect(store.getState().position).toBe(42);
    store.getState().next();
    store.getState().next();
    expect(store.getState().playing).toBe(false);
  });

  it('seeks within the episode, bumping the seek version only for a person’s seek', () => {
    const store = createAudioPlayerStore();
    store.getState().playQueue([entry(1)]);
    const version = store.getState().seek_version;
    store.getState().reportProgress(30);
    expect(store.getState().seek_version).toBe(version);
    store.getState().seekBy(-45);
    expect(store.getState().position).toBe(0);
    store.getState().seek(10_000);
    expect(store.getState().position).toBe(600);
    expect(store.getState().seek_version).toBe(version + 2);
  });

  it('restarts the episode on "previous" after its first seconds; clamps the speed; stop keeps the speed', () => {
    const store = createAudioPlayerStore();
    store.getState().playQueue([entry(1), entry(2)], 1);
    store.getState().reportProgress(20);
    store.getState().previous();
    expect(selectCurrentEpisode(store.getState())?.id).toBe(2);
    expect(store.getState().position).toBe(0);
    store.getState().previous();
    expect(selectCurrentEpisode(store.getState())?.id).toBe(1);
    store.getState().setRate(3);
    expect(store.getState().rate).toBe(2);
    store.getState().stop();
    expect(store.getState()).toMatchObject({ queue: [], index: -1, playing: false, rate: 2, positions: {} });
    store.getState().togglePlaying();
    expect(store.getState().playing).toBe(false);
  });
});

describe('audioPlayerOf (one player per Campus instance)', () => {
  it('gives every caller of one instance the same player, another instance its own, and stops at sign-out', () => {
    const campus = createTestCampus({ session: true });
    const other = createTestCampus({ session: true });
    expect(audioPlayerOf(campus)).toBe(audioPlayerOf(campus));
    expect(audioPlayerOf(other)).not.toBe(audioPlayerOf(campus));

    audioPlayerOf(campus)
      .getState()
      .playQueue([entry(1)]);
    audioPlayerOf(other)
      .getState()
      .playQueue([entry(2)]);
    campus.stores.session.getState().clearSession();
    expect(audioPlayerOf(campus).getState()).toMatchObject({ queue: [], playing: false });
    expect(selectCurrentEpisode(audioPlayerOf(other).getState())?.id).toBe(2);
  });
});
