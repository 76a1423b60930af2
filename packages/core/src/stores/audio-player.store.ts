import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { clampPlaybackRate } from '../rules/podcasts.js';

/*
 * The podcast audio player's state (issue 24), one per Campus instance: every widget and page of one Campus share
 * it, so a podcast started in `<campus-podcasts>` keeps playing in the mini player the site mounts once in its
 * shell while the person browses. The store holds what should happen (queue, episode, speed, playing); the one
 * mounted player owns the `<audio>` element, follows it and reports the position back. Not persisted (spec §7
 * lists what is): where the person stopped is kept by the server per episode, and here for the instance's life.
 */

/** An episode the player can play: what the player shows and the audio's path (made absolute by the player). */
export interface AudioQueueEntry {
  /** The podcast episode's id. */
  readonly id: number;
  readonly title: string;
  /** The podcast's title, shown under the episode's (Media Session `artist`). */
  readonly podcast_title: string;
  /** The audio's path or URL as the API answers it. */
  readonly audio_url: string;
  /** The podcast's cover image path, if any (Media Session artwork). */
  readonly image?: string | null | undefined;
  readonly duration_seconds: number;
}

/** Audio player state. */
export interface AudioPlayerData {
  /** What plays, in order. @default [] */
  queue: readonly AudioQueueEntry[];
  /** The queue's current entry, or -1 with nothing chosen. @default -1 */
  index: number;
  /** Whether the person wants it playing (the player follows; the browser may still refuse autoplay). @default false */
  playing: boolean;
  /** Seconds into the current episode, as the player last reported them. @default 0 */
  position: number;
  /** The current episode's length in seconds once known (else its listed duration). @default 0 */
  duration: number;
  /** Playback speed, one of core's `PLAYBACK_RATES`. @default 1 */
  rate: number;
  /** Bumped by every seek a person asks for, so the player moves the audio only then (not on its own reports). @default 0 */
  seek_version: number;
  /** Where the person stopped in each episode played in this instance's life (seconds, by episode id). @default {} */
  positions: Readonly<Record<number, number>>;
}

/** Audio player actions. */
export interface AudioPlayerActions {
  /** Replaces the queue and plays `entries[start]` (from where the person stopped in it, if known). */
  playQueue(entries: readonly AudioQueueEntry[], start?: number): void;
  /** Plays the queue's entry `index` (from where the person stopped in it). */
  playAt(index: number): void;
  setPlaying(playing: boolean): void;
  togglePlaying(): void;
  /** Moves to `seconds` (clamped to the episode) and asks the player to follow. */
  seek(seconds: number): void;
  /** Moves by `delta` seconds (the arrow keys, the Media Session's seek actions). */
  seekBy(delta: number): void;
  /** The player's report: where the audio is and how long it is (does not move the audio). */
  reportProgress(position: number, duration?: number): void;
  /** Remembers where the person stopped in an episode (the server's position when the episode starts). */
  rememberPosition(episodeId: number, seconds: number): void;
  setRate(rate: number): void;
  /** The next entry, if any (else stops at the end). */
  next(): void;
  /** The previous entry, or the current one's start after its first seconds (like every player). */
  previous(): void;
  /** Empties the player (sign-out, the close button). */
  stop(): void;
}

/** Audio player store state. */
export type AudioPlayerState = AudioPlayerData & AudioPlayerActions;

/** Seconds into an episode after which "previous" restarts it rather than going back. */
const RESTART_THRESHOLD_SECONDS = 5;

/** Initial audio player state. */
export function initialAudioPlayerData(): AudioPlayerData {
  return { queue: [], index: -1, playing: false, position: 0, duration: 0, rate: 1, seek_version: 0, positions: {} };
}

/** Creates the audio player store. */
export function createAudioPlayerStore(): StoreApi<AudioPlayerState> {
  return createStore<AudioPlayerState>()((set, get) => {
    /** State for entry `index` of `queue`, resuming where the person stopped in it. */
    const startAt = (queue: readonly AudioQueueEntry[], index: number): Partial<AudioPlayerData> => {
      const entry = queue[index];
      if (entry === undefined) return { queue, index: -1, playing: false, position: 0, duration: 0 };
      const state = get();
      return {
        queue,
        index,
        playing: true,
        position: state.positions[entry.id] ?? 0,
        duration: entry.duration_seconds,
        seek_version: state.seek_version + 1,
      };
    };
    /** Keeps the current episode's position before leaving it. */
    const keepCurrent = (): Readonly<Record<number, number>> => {
      const { queue, index, position, positions } = get();
      const current = queue[index];
      return current === undefined ? positions : { ...positions, [current.id]: position };
    };
    return {
      ...initialAudioPlayerData(),
      playQueue: (entries, start = 0) => set({ positions: keepCurrent(), ...startAt(entries, start) }),
      playAt: (index) => set({ positions: keepCurrent(), ...startAt(get().queue, index) }),
      setPlaying: (playing) => set({ playing: playing && get().index >= 0 }),
      togglePlaying: () => set((state) => ({ playing: !state.playing && state.index >= 0 })),
      seek: (seconds) =>
        set((state) => {
          const end = state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY;
          const position = Math.min(Math.max(0, Number.isFinite(seconds) ? seconds : 0), end);
          return { position, seek_version: state.seek_version + 1 };
        }),
      seekBy: (delta) => get().seek(get().position + delta),
      reportProgress: (position, duration) =>
        set((state) => ({
          position: Number.isFinite(position) ? Math.max(0, position) : state.position,
          duration: duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : state.duration,
        })),
      rememberPosition: (episodeId, seconds) =>
        set((state) => ({ positions: { ...state.positions, [episodeId]: seconds } })),
      setRate: (rate) => set({ rate: clampPlaybackRate(rate) }),
      next: () => {
        const { queue, index } = get();
        if (index + 1 < queue.length) get().playAt(index + 1);
        else set({ playing: false, positions: keepCurrent() });
      },
      previous: () => {
        const { index, position } = get();
        if (position > RESTART_THRESHOLD_SECONDS || index <= 0) get().seek(0);
        else get().playAt(index - 1);
      },
      stop: () => set({ ...initialAudioPlayerData(), rate: get().rate }),
    };
  });
}

/** The entry playing (or paused), if any. */
export const selectCurrentEpisode = (state: AudioPlayerState): AudioQueueEntry | undefined => state.queue[state.index];
