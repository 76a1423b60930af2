import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE_GROUPS, ACTIVITY_TYPES } from './activities.js';
import {
  ACTIVITY_COMPLETION_RULES,
  MEDIA_COMPLETION_SHARE,
  activityStatusFromCompletion,
  completionRuleOf,
  documentCompletion,
  htmlCompletion,
  mediaCompletion,
} from './activity-completion.js';
import { recordPlayback } from './watched-intervals.js';
import type { WatchedInterval } from './watched-intervals.js';

describe('completion rules per type (issue 20, spec §3 Activity types, §7 files complete)', () => {
  it('gives every file and media type a rule, and none to the other groups', () => {
    expect(Object.keys(ACTIVITY_COMPLETION_RULES).sort()).toEqual([...ACTIVITY_TYPE_GROUPS.media].sort());
    for (const type of ACTIVITY_TYPES) {
      const media = (ACTIVITY_TYPE_GROUPS.media as readonly string[]).includes(type);
      expect(completionRuleOf(type) !== null, type).toBe(media);
    }
    expect(completionRuleOf('vimeo')).toBe('watched_share');
    expect(completionRuleOf('ppt')).toBe('last_page');
    expect(completionRuleOf('scorm_cloud')).toBe('scorm');
    expect(completionRuleOf('flash')).toBe('file_complete');
    expect(completionRuleOf('toString')).toBeNull();
  });
});

describe('mediaCompletion', () => {
  it('completes at the share of the length played, 90 % by default', () => {
    expect(MEDIA_COMPLETION_SHARE).toBe(0.9);
    expect(mediaCompletion({ watched: [[0, 89.9]], duration: 100 })).toEqual({ complete: false, progress: 89 });
    expect(mediaCompletion({ watched: [[0, 90]], duration: 100 })).toEqual({ complete: true, progress: 100 });
    expect(mediaCompletion({ watched: [[0, 50]], duration: 100, threshold: 0.5 }).complete).toBe(true);
  });

  it('does not count a seek to the end: only the intervals played', () => {
    let watched: WatchedInterval[] = [];
    for (let at = 0; at < 10; at += 0.25) watched = recordPlayback(watched, at, at + 0.25);
    watched = recordPlayback(watched, 10, 99.5);
    for (let at = 99.5; at < 100; at += 0.25) watched = recordPlayback(watched, at, at + 0.25);
    expect(mediaCompletion({ watched, duration: 100, ended: true })).toEqual({ complete: false, progress: 10 });
  });

  it('counts overlapping intervals once (replaying a part adds nothing)', () => {
    const watched: WatchedInterval[] = [
      [0, 60],
      [0, 60],
      [30, 80],
    ];
    expect(mediaCompletion({ watched, duration: 100 })).toEqual({ complete: false, progress: 80 });
  });

  it('reaches the threshold despite floating-point sums of small steps', () => {
    let watched: WatchedInterval[] = [];
    for (let at = 0; at < 9; at += 0.1) watched = recordPlayback(watched, at, at + 0.1);
    expect(mediaCompletion({ watched, duration: 10 }).complete).toBe(true);
  });

  it('completes a media without a usable length (0, unknown, live) on its end event only', () => {
    expect(mediaCompletion({ watched: [], duration: 0 })).toEqual({ complete: false, progress: 0 });
    expect(mediaCompletion({ watched: [], duration: 0, ended: true })).toEqual({ complete: true, progress: 100 });
    expect(mediaCompletion({ watched: [[0, 500]], duration: Number.NaN })).toEqual({ complete: false, progress: 0 });
    expect(mediaCompletion({ watched: [[0, 500]], duration: Number.POSITIVE_INFINITY, ended: true }).complete).toBe(
      true,
    );
  });

  it('never reports 100 before completion', () => {
    expect(mediaCompletion({ watched: [[0, 99.9]], duration: 100, threshold: 1 })).toEqual({
      complete: false,
      progress: 99,
    });
  });
});

describe('documentCompletion (PDF and converted presentations)', () => {
  it('completes once the last page was shown, jumping there included', () => {
    expect(documentCompletion({ pageCount: 50, furthestPage: 25 })).toEqual({ complete: false, progress: 50 });
    expect(documentCompletion({ pageCount: 50, furthestPage: 49 })).toEqual({ complete: false, progress: 98 });
    expect(documentCompletion({ pageCount: 50, furthestPage: 50 })).toEqual({ complete: true, progress: 100 });
    expect(documentCompletion({ pageCount: 1, furthestPage: 1 })).toEqual({ complete: true, progress: 100 });
  });

  it('clamps a page past the end and refuses documents without pages', () => {
    expect(documentCompletion({ pageCount: 3, furthestPage: 7 }).complete).toBe(true);
    expect(documentCompletion({ pageCount: 0, furthestPage: 0 })).toEqual({ complete: false, progress: 0 });
    expect(documentCompletion({ pageCount: 10, furthestPage: 0 })).toEqual({ complete: false, progress: 0 });
    expect(documentCompletion({ pageCount: Number.NaN, furthestPage: 1 }).complete).toBe(false);
  });
});

describe('htmlCompletion', () => {
  it('completes on the completion call, or on the visit when the package has none', () => {
    expect(htmlCompletion({ reportsCompletion: true, completionCalled: false, visited: true }).complete).toBe(false);
    expect(htmlCompletion({ reportsCompletion: true, completionCalled: true, visited: true })).toEqual({
      complete: true,
      progress: 100,
    });
    expect(htmlCompletion({ reportsCompletion: false, completionCalled: false, visited: true }).complete).toBe(true);
    expect(htmlCompletion({ reportsCompletion: false, completionCalled: false, visited: false })).toEqual({
      complete: false,
      progress: 0,
    });
  });
});

describe('activityStatusFromCompletion', () => {
  it('maps completion to finished, in progress or not started', () => {
    expect(activityStatusFromCompletion({ complete: true, progress: 100 }, true)).toBe('finished');
    expect(activityStatusFromCompletion({ complete: false, progress: 0 }, true)).toBe('in_progress');
    expect(activityStatusFromCompletion({ complete: false, progress: 12 }, false)).toBe('in_progress');
    expect(activityStatusFromCompletion({ complete: false, progress: 0 }, false)).toBe('not_started');
  });
});
