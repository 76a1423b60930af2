import { TEXT_MAX_LENGTH } from './text.js';

/*
 * Podcasts (spec §1 "podcasts (with playlists)"; issue 24): the learner's own playlists and the audio player's
 * limits. The playlist editor validates with these as the person types; the server decides with the same ones.
 */

/**
 * Longest playlist name, in characters (code points).
 * @see SPECIFICATION §5 Other fields, §9 Text maximum
 * @default 256
 */
export const PLAYLIST_NAME_MAX_LENGTH = TEXT_MAX_LENGTH;

/**
 * How many playlists one learner may keep per client: a playlist is a personal list, not a catalogue.
 * @default 50
 */
export const LEARNER_PLAYLISTS_MAX = 50;

/**
 * How many episodes one learner playlist may hold.
 * @default 200
 */
export const PLAYLIST_EPISODES_MAX = 200;

/** The error codes of the learner playlists (client messages `podcasts.errors.<code>`, server `errors.<code>`). */
export const PLAYLIST_ERROR_CODES = [
  'playlist_name_required',
  'text_too_long',
  'playlist_name_taken',
  'playlist_limit_reached',
  'playlist_full',
  'playlist_not_found',
  'episode_not_found',
  'episode_already_in_playlist',
  'episode_not_in_playlist',
  'playlist_order_mismatch',
] as const;

/** A playlist error code. */
export type PlaylistErrorCode = (typeof PLAYLIST_ERROR_CODES)[number];

/** A playlist name as stored: trimmed, inner runs of white space made one space. */
export function normalizePlaylistName(name: string): string {
  return name.trim().replace(/\s+/gu, ' ');
}

/**
 * Why a playlist name is refused, or null when it is fine (after {@link normalizePlaylistName}): empty is
 * `playlist_name_required`, more than {@link PLAYLIST_NAME_MAX_LENGTH} characters `text_too_long`.
 * @example playlistNameError('  ') // 'playlist_name_required'
 */
export function playlistNameError(name: string): 'playlist_name_required' | 'text_too_long' | null {
  const normalized = normalizePlaylistName(name);
  if (normalized === '') return 'playlist_name_required';
  if ([...normalized].length > PLAYLIST_NAME_MAX_LENGTH) return 'text_too_long';
  return null;
}

/** Whether two names are the same playlist's for a learner (case and accents ignored, like the search). */
export function isSamePlaylistName(a: string, b: string): boolean {
  return playlistNameKey(a) === playlistNameKey(b);
}

/** A playlist name folded (normalized, no accents, lower case): two names with one key are the same playlist's. */
export function playlistNameKey(name: string): string {
  return normalizePlaylistName(name).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether `proposed` is a new order of exactly the episodes of `current` (each once, none added or missing):
 * a reorder is one write of the whole order, refused with `playlist_order_mismatch` otherwise (e.g. a stale tab).
 */
export function isReorderOf(current: readonly number[], proposed: readonly number[]): boolean {
  if (current.length !== proposed.length) return false;
  const left = new Set(current);
  const seen = new Set<number>();
  for (const id of proposed) {
    if (!left.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/**
 * The list with the entry at `index` moved by `delta` places (−1 up, +1 down), clamped to the ends; the same
 * list when nothing moves. The keyboard's move up/down of the playlist editor.
 */
export function moveEntry<T>(list: readonly T[], index: number, delta: number): readonly T[] {
  const target = Math.min(Math.max(index + delta, 0), list.length - 1);
  if (index < 0 || index >= list.length || target === index) return list;
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry as T);
  return next;
}

/**
 * The audio player's speeds, slowest first (issue 24: 0.75–2×).
 * @default [0.75, 1, 1.25, 1.5, 1.75, 2]
 */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The nearest allowed speed to `rate` (1 for anything not a finite number). */
export function clampPlaybackRate(rate: number): number {
  if (!Number.isFinite(rate)) return 1;
  return PLAYBACK_RATES.reduce((best, allowed) => (Math.abs(allowed - rate) < Math.abs(best - rate) ? allowed : best));
}

/**
 * Seconds the arrow keys and the Media Session's seek actions move the player.
 * @default 15
 */
export const SEEK_STEP_SECONDS = 15;

/**
 * A listening position worth resuming: not in the first seconds, not at the very end (a finished episode
 * starts again from the beginning).
 */
export function resumablePosition(position: number, duration: number): number {
  if (!Number.isFinite(position) || position < 5) return 0;
  if (Number.isFinite(duration) && duration > 0 && position > duration - 5) return 0;
  return Math.floor(position);
}
