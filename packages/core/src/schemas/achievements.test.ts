import { describe, expect, it } from 'vitest';
import { BADGE_RULE_KINDS } from '../rules/badges.js';
import { badgeRuleSchema, certificateVerificationSchema } from './achievements.js';

describe('achievement wire schemas', () => {
  it('accept a rule of every kind of core’s badge rules, with its parameters checked', () => {
    const samples: Record<(typeof BADGE_RULE_KINDS)[number], unknown> = {
      first_course_finished: { kind: 'first_course_finished' },
      courses_finished: { kind: 'courses_finished', count: 5 },
      trail_finished: { kind: 'trail_finished', trail_id: 3 },
      perfect_test_score: { kind: 'perfect_test_score' },
      points_balance: { kind: 'points_balance', points: 5000 },
      points_earned: { kind: 'points_earned', points: 1000 },
    };
    for (const kind of BADGE_RULE_KINDS) expect(badgeRuleSchema.safeParse(samples[kind]).success, kind).toBe(true);
    expect(badgeRuleSchema.safeParse({ kind: 'courses_finished' }).success).toBe(false);
    expect(badgeRuleSchema.safeParse({ kind: 'points_earned', points: 0 }).success).toBe(false);
    expect(badgeRuleSchema.safeParse({ kind: 'courses_finished', count: 1.5 }).success).toBe(false);
    expect(badgeRuleSchema.safeParse({ kind: 'sold_a_car' }).success).toBe(false);
  });

  it('verify with name, training and day, or only say the code is not genuine', () => {
    expect(
      certificateVerificationSchema.safeParse({
        genuine: true,
        learner_name: 'Ana Souza',
        training_title: 'Código de Conduta',
        issued_on: '2026-11-26',
      }).success,
    ).toBe(true);
    expect(certificateVerificationSchema.safeParse({ genuine: false }).success).toBe(true);
    expect(certificateVerificationSchema.safeParse({ genuine: true }).success).toBe(false);
  });
});
