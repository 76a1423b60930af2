import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWatchTracker, MEDIA_REPORT_INTERVAL_MS } from './watch-tracker.js';
import type { MediaReportSender } from './watch-tracker.js';

let sent: { report: Parameters<MediaReportSender>[0]; options: Parameters<MediaReportSender>[1] }[];
let fail = false;
const send: MediaReportSender = (report, options) => {
  sent.push({ report, options });
  return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
};

/** Plays from `from` to `to` with a position every quarter second, as `timeupdate` does. */
function play(tracker: ReturnType<typeof createWatchTracker>, from: number, to: number) {
  for (let at = from; at <= to + 1e-9; at += 0.25) {
    tracker.position(at);
    vi.advanceTimersByTime(250);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  fail = false;
});
afterEach(() => vi.useRealTimers());

describe('createWatchTracker', () => {
  it('reports the watched intervals every 15 s while playing, and on pause', () => {
    const tracker = createWatchTracker(send);
    tracker.duration(120);
    tracker.seeked(0);
    tracker.play();
    play(tracker, 0, 14.5);
    expect(sent).toHaveLength(0);
    play(tracker, 14.75, 20);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.report).toEqual({ kind: 'media', watched: [[0, 14.75]], duration: 120 });
    tracker.pause();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.report.watched).toEqual([[0, 20]]);
    // Paused: no timer, nothing new, nothing sent.
    vi.advanceTimersByTime(MEDIA_REPORT_INTERVAL_MS * 3);
    expect(sent).toHaveLength(2);
  });

  it('does not count a seek as watched: jumping to the end adds nothing until played', () => {
    const tracker = createWatchTracker(send);
    tracker.duration(100);
    tracker.seeked(0);
    tracker.play();
    play(tracker, 0, 10);
    tracker.seeked(90);
    play(tracker, 90, 95);
    tracker.pause();
    expect(sent.at(-1)?.report.watched).toEqual([
      [0, 10],
      [90, 95],
    ]);
    // A jump reported as a position (a throttled timeupdate across a seek) is not watched either.
    tracker.play();
    tracker.position(40);
    tracker.pause();
    expect(sent.at(-1)?.report.watched).toEqual([
      [0, 10],
      [90, 95],
    ]);
  });

  it('reports the end with `ended`, and a live stream without a length', () => {
    const tracker = createWatchTracker(send);
    tracker.duration(Number.POSITIVE_INFINITY);
    tracker.seeked(0);
    tracker.play();
    play(tracker, 0, 2);
    tracker.ended();
    expect(sent.at(-1)?.report).toEqual({ kind: 'media', watched: [[0, 2]], duration: null, ended: true });
  });

  it('reports with keepalive as the page goes away, and sends a failed report again with the next one', async () => {
    const tracker = createWatchTracker(send);
    tracker.duration(60);
    tracker.seeked(0);
    tracker.play();
    fail = true;
    play(tracker, 0, 3);
    tracker.pause();
    await vi.runAllTimersAsync();
    fail = false;
    tracker.pageHide();
    expect(sent.at(-1)).toEqual({
      report: { kind: 'media', watched: [[0, 3]], duration: 60 },
      options: { keepalive: true },
    });
    // Nothing new since: the viewer closing sends nothing more.
    tracker.stop();
    expect(sent).toHaveLength(2);
  });
});
