import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level } from './levels.js';
import {
  EVENTS_MIN_LEVEL,
  LEVELS,
  LEVEL_MULTIPLIERS,
  PROMOTION_MULTIPLIERS,
  canAccessEvents,
  eligibleLevel,
  levelForNextCampaign,
  levelMultiplier,
  reachesLevel,
} from './levels.js';

const minimums = { basic: 0, intermediate: 1000, highest: 2000 };

describe('levels and multipliers', () => {
  it('match the specification', () => {
    expect(LEVELS).toEqual(['basic', 'intermediate', 'highest']);
    expect(LEVEL_MULTIPLIERS).toEqual({ basic: 1, intermediate: 1.5, highest: 2 });
    expect(PROMOTION_MULTIPLIERS).toEqual([1.5, 2]);
    expect(levelMultiplier('basic')).toBe(1);
    expect(levelMultiplier('intermediate')).toBe(1.5);
    expect(levelMultiplier('highest')).toBe(2);
  });
});

describe('eligibleLevel', () => {
  it('gives the highest level whose minimum is reached', () => {
    expect(eligibleLevel(0, minimums)).toBe('basic');
    expect(eligibleLevel(999, minimums)).toBe('basic');
    expect(eligibleLevel(1000, minimums)).toBe('intermediate');
    expect(eligibleLevel(1999, minimums)).toBe('intermediate');
    expect(eligibleLevel(2000, minimums)).toBe('highest');
    expect(eligibleLevel(1_000_000, minimums)).toBe('highest');
  });

  it('keeps basic as the floor even below its minimum', () => {
    expect(eligibleLevel(5, { basic: 10, intermediate: 20, highest: 30 })).toBe('basic');
  });
});

describe('levelForNextCampaign', () => {
  it('keeps a level whose minimum is reached again', () => {
    expect(levelForNextCampaign('highest', 2000, minimums)).toBe('highest');
    expect(levelForNextCampaign('intermediate', 1500, minimums)).toBe('intermediate');
    // It never moves up: that needs the administrator's approval.
    expect(levelForNextCampaign('intermediate', 5000, minimums)).toBe('intermediate');
  });

  it('drops exactly one level otherwise, and basic stays basic', () => {
    expect(levelForNextCampaign('highest', 1999, minimums)).toBe('intermediate');
    expect(levelForNextCampaign('highest', 0, minimums)).toBe('intermediate');
    expect(levelForNextCampaign('intermediate', 999, minimums)).toBe('basic');
    expect(levelForNextCampaign('basic', 0, { basic: 10, intermediate: 20, highest: 30 })).toBe('basic');
  });

  it('property: the next level is the same or one below', () => {
    fc.assert(
      fc.property(fc.constantFrom<Level>(...LEVELS), fc.integer({ min: 0, max: 3000 }), (level, xp) => {
        const next = levelForNextCampaign(level, xp, minimums);
        const drop = LEVELS.indexOf(level) - LEVELS.indexOf(next);
        expect(drop === 0 || (drop === 1 && xp < minimums[level])).toBe(true);
      }),
    );
  });
});

describe('canAccessEvents', () => {
  it('opens events from the creator (intermediate) level', () => {
    expect(EVENTS_MIN_LEVEL).toBe('intermediate');
    expect(canAccessEvents('basic')).toBe(false);
    expect(canAccessEvents('intermediate')).toBe(true);
    expect(canAccessEvents('highest')).toBe(true);
  });
});

describe('reachesLevel', () => {
  const level = fc.constantFrom(...LEVELS);

  it('reads levels lowest first; no minimum is reached by every level', () => {
    expect(reachesLevel('basic', null)).toBe(true);
    expect(reachesLevel('basic', 'intermediate')).toBe(false);
    expect(reachesLevel('intermediate', 'intermediate')).toBe(true);
    expect(reachesLevel('highest', 'intermediate')).toBe(true);
    expect(reachesLevel('intermediate', 'highest')).toBe(false);
  });

  it('is the order of LEVELS: reflexive, transitive, and basic is every level’s floor', () => {
    fc.assert(
      fc.property(level, level, level, (a, b, c) => {
        expect(reachesLevel(a, a)).toBe(true);
        expect(reachesLevel(a, 'basic')).toBe(true);
        expect(reachesLevel(a, b)).toBe(LEVELS.indexOf(a) >= LEVELS.indexOf(b));
        expect(reachesLevel(a, b) || reachesLevel(b, a)).toBe(true);
        if (reachesLevel(a, b) && reachesLevel(b, c)) expect(reachesLevel(a, c)).toBe(true);
      }),
    );
  });

  it('agrees with the events gate: canAccessEvents is reaching EVENTS_MIN_LEVEL', () => {
    for (const candidate of LEVELS) expect(reachesLevel(candidate, EVENTS_MIN_LEVEL)).toBe(canAccessEvents(candidate));
  });
});
