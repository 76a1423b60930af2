import { describe, expect, it } from 'vitest';
import {
  MEDIA_MAX_PLAYBACK_STEP_SECONDS,
  mergeIntervals,
  recordPlayback,
  watchedSeconds,
} from './watched-intervals.js';
import type { WatchedInterval } from './watched-intervals.js';

describe('watched intervals (issue 20: media completion counts what was played)', () => {
  it('merges overlapping and touching intervals into a sorted set', () => {
    expect(
      mergeIntervals([
        [10, 20],
        [0, 5],
        [4, 12],
      ]),
    ).toEqual([[0, 20]]);
    expect(
      mergeIntervals([
        [30, 40],
        [0, 10],
        [10, 15],
      ]),
    ).toEqual([
      [0, 15],
      [30, 40],
    ]);
    expect(
      mergeIntervals([
        [0, 50],
        [10, 20],
      ]),
    ).toEqual([[0, 50]]);
  });

  it('drops empty, reversed and non-finite intervals and raises negative starts to 0', () => {
    const input: WatchedInterval[] = [
      [5, 5],
      [9, 3],
      [Number.NaN, 4],
      [2, Number.POSITIVE_INFINITY],
      [-3, 2],
    ];
    expect(mergeIntervals(input)).toEqual([[0, 2]]);
    expect(mergeIntervals([[-5, -1]])).toEqual([]);
    expect(mergeIntervals([])).toEqual([]);
  });

  it('does not modify its input', () => {
    const input: WatchedInterval[] = [
      [4, 8],
      [0, 5],
    ];
    mergeIntervals(input);
    expect(input).toEqual([
      [4, 8],
      [0, 5],
    ]);
  });

  it('records a forward playback step and ignores seeks forward or backward', () => {
    let watched = recordPlayback([], 0, 0.25);
    watched = recordPlayback(watched, 0.25, 0.5);
    expect(watched).toEqual([[0, 0.5]]);
    expect(recordPlayback(watched, 0.5, 95)).toEqual([[0, 0.5]]);
    expect(recordPlayback(watched, 0.5, 0.1)).toEqual([[0, 0.5]]);
    expect(recordPlayback(watched, 0.5, 0.5 + MEDIA_MAX_PLAYBACK_STEP_SECONDS)).toEqual([[0, 3.5]]);
    expect(recordPlayback(watched, 0.5, 0.5 + MEDIA_MAX_PLAYBACK_STEP_SECONDS + 0.01)).toEqual([[0, 0.5]]);
    expect(recordPlayback(watched, 0.5, 10, 20)).toEqual([[0, 10]]);
  });

  it('counts each second of the timeline once, clipped to the duration', () => {
    expect(
      watchedSeconds(
        [
          [0, 30],
          [20, 50],
          [90, 200],
        ],
        100,
      ),
    ).toBe(60);
    expect(
      watchedSeconds(
        [
          [0, 10],
          [0, 10],
          [0, 10],
        ],
        100,
      ),
    ).toBe(10);
    expect(watchedSeconds([[0, 10]], 0)).toBe(0);
    expect(watchedSeconds([[0, 10]], Number.NaN)).toBe(0);
    expect(
      watchedSeconds(
        [
          [0, 10],
          [20, 25],
        ],
        Number.POSITIVE_INFINITY,
      ),
    ).toBe(15);
  });
});
