/**
 * A stretch of a media timeline that was played, `[start, end)` in seconds. A set of them is kept sorted by
 * start, with no two overlapping or touching: what {@link mergeIntervals} returns.
 */
export type WatchedInterval = readonly [start: number, end: number];

/**
 * The longest jump, in seconds, between two consecutive playback positions that still counts as playing
 * rather than seeking. Players report positions a few times a second (media `timeupdate`, the YouTube and
 * Vimeo postMessage events), up to about a second apart in a throttled background tab or at double speed;
 * anything longer is a seek and is not counted as watched.
 */
export const MEDIA_MAX_PLAYBACK_STEP_SECONDS = 3;

/**
 * The intervals as a normalised set: invalid ones dropped (not finite, empty or reversed), starts below 0
 * raised to 0, sorted, and overlapping or touching ones merged. Safe on untrusted input (what a client sent).
 * @example mergeIntervals([[10, 20], [0, 5], [4, 12]]) // [[0, 20]]
 */
export function mergeIntervals(intervals: readonly WatchedInterval[]): WatchedInterval[] {
  const valid = intervals
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end))
    .map(([start, end]): WatchedInterval => [Math.max(0, start), end])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of valid) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Records the playback from one reported position to the next: a forward step of at most `maxStepSeconds`
 * adds `[from, to]` to the set; a longer jump or a jump backwards is a seek and adds nothing, so seeking to
 * the end never counts as watching it.
 * @example recordPlayback([[0, 10]], 10, 10.25) // [[0, 10.25]]; recordPlayback([[0, 10]], 10, 95) // [[0, 10]]
 */
export function recordPlayback(
  intervals: readonly WatchedInterval[],
  from: number,
  to: number,
  maxStepSeconds: number = MEDIA_MAX_PLAYBACK_STEP_SECONDS,
): WatchedInterval[] {
  const step = to - from;
  return mergeIntervals(step > 0 && step <= maxStepSeconds ? [...intervals, [from, to]] : intervals);
}

/**
 * Seconds of `[0, duration]` the intervals cover, each second counted once however often it was watched.
 * An infinite `duration` (a live stream) does not clip the intervals.
 * @example watchedSeconds([[0, 30], [20, 50], [90, 200]], 100) // 60
 */
export function watchedSeconds(intervals: readonly WatchedInterval[], duration: number): number {
  if (!(duration > 0)) return 0;
  let total = 0;
  for (const [start, end] of mergeIntervals(intervals)) total += Math.max(0, Math.min(end, duration) - start);
  return total;
}
