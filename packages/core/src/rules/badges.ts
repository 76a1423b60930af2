/**
 * Badge rules (spec §2 profile "badges"; issue 21: "rules are data, not code"): a badge definition names one rule
 * kind and its parameters, stored as data; this module says what each kind means, over the facts the server reads
 * of a learner. Pure, so the server decides with it and a widget may show the same progress ("3 of 5 courses").
 */

/** The kinds of badge rules. */
export const BADGE_RULE_KINDS = [
  'first_course_finished',
  'courses_finished',
  'trail_finished',
  'perfect_test_score',
  'points_balance',
  'points_earned',
] as const;

/** A kind of badge rule. */
export type BadgeRuleKind = (typeof BADGE_RULE_KINDS)[number];

/**
 * A badge's rule with its parameters:
 * - `first_course_finished`: one online course finished (not blocked);
 * - `courses_finished`: `count` online courses finished;
 * - `trail_finished`: the trail `trail_id` finished, or any trail when it is absent;
 * - `perfect_test_score`: `count` tests (default 1) passed with the full score;
 * - `points_balance`: a points balance of at least `points` (the ledger's balance, which redemptions lower);
 * - `points_earned`: `points` earned in total (experience points, never lowered by a redemption, spec §4).
 */
export type BadgeRule =
  | { readonly kind: 'first_course_finished' }
  | { readonly kind: 'courses_finished'; readonly count: number }
  | { readonly kind: 'trail_finished'; readonly trail_id?: number | undefined }
  | { readonly kind: 'perfect_test_score'; readonly count?: number | undefined }
  | { readonly kind: 'points_balance'; readonly points: number }
  | { readonly kind: 'points_earned'; readonly points: number };

/** What the badge rules read of a learner (in one client). */
export interface BadgeFacts {
  /** Online courses finished or improved, not blocked. */
  readonly coursesFinished: number;
  /** Ids of the trails finished (every item of the trail done, none blocked). */
  readonly trailsFinished: readonly number[];
  /** Tests passed with the full score (0 until tests are taken). */
  readonly perfectTests: number;
  /** The points balance. */
  readonly pointsBalance: number;
  /** Points earned in total. */
  readonly pointsEarned: number;
}

/** How far a learner is towards a badge: `current` of `target` (a badge is earned when `current >= target`). */
export interface BadgeProgress {
  readonly current: number;
  readonly target: number;
}

/** Events after which a kind of rule may change, so the server evaluates only what an event can move. */
export type BadgeEvent = 'course_finished' | 'test_passed' | 'points_posted';

const EVENT_KINDS: Readonly<Record<BadgeEvent, readonly BadgeRuleKind[]>> = {
  course_finished: ['first_course_finished', 'courses_finished', 'trail_finished'],
  test_passed: ['perfect_test_score'],
  points_posted: ['points_balance', 'points_earned'],
};

/**
 * The rule kinds an event can move.
 * @example badgeKindsMovedBy('points_posted') // ['points_balance', 'points_earned']
 */
export function badgeKindsMovedBy(event: BadgeEvent): readonly BadgeRuleKind[] {
  return EVENT_KINDS[event];
}

const atLeastOne = (value: number | undefined) => Math.max(1, Math.floor(value ?? 1));

/**
 * A learner's progress towards a badge's rule. Targets below one count as one, so a badge is never earned
 * by nothing.
 * @example badgeProgress({ kind: 'courses_finished', count: 5 }, facts) // { current: 3, target: 5 }
 */
export function badgeProgress(rule: BadgeRule, facts: BadgeFacts): BadgeProgress {
  switch (rule.kind) {
    case 'first_course_finished':
      return { current: Math.min(facts.coursesFinished, 1), target: 1 };
    case 'courses_finished': {
      const target = atLeastOne(rule.count);
      return { current: Math.min(facts.coursesFinished, target), target };
    }
    case 'trail_finished': {
      const done =
        rule.trail_id === undefined ? facts.trailsFinished.length > 0 : facts.trailsFinished.includes(rule.trail_id);
      return { current: done ? 1 : 0, target: 1 };
    }
    case 'perfect_test_score': {
      const target = atLeastOne(rule.count);
      return { current: Math.min(facts.perfectTests, target), target };
    }
    case 'points_balance': {
      const target = atLeastOne(rule.points);
      return { current: Math.min(Math.max(facts.pointsBalance, 0), target), target };
    }
    case 'points_earned': {
      const target = atLeastOne(rule.points);
      return { current: Math.min(Math.max(facts.pointsEarned, 0), target), target };
    }
  }
}

/**
 * Whether the learner meets a badge's rule.
 * @example isBadgeEarned({ kind: 'points_earned', points: 1000 }, { ...facts, pointsEarned: 1200 }) // true
 */
export function isBadgeEarned(rule: BadgeRule, facts: BadgeFacts): boolean {
  const { current, target } = badgeProgress(rule, facts);
  return current >= target;
}
