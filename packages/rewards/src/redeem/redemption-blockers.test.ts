import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRedemption, reachesLevel } from '@campus/core/rules';
import { order, reward } from '../testing/rewards-fixtures.test-util.js';
import { redemptionBlockers, unitsInCategory } from './redemption-blockers.js';

const state = { balance: 5000, level: 'intermediate' as const, orders: [], trainingDone: true };

describe('redemptionBlockers', () => {
  it('is empty when core allows the redemption and the level reaches the reward', () => {
    expect(redemptionBlockers(reward(), 1, state)).toEqual([]);
  });

  it('puts the reward level first, then core’s codes in core’s order', () => {
    const spa = reward({ cost: 9000, stock: 0, minimum_level: 'highest' });
    expect(redemptionBlockers(spa, 1, { ...state, trainingDone: false })).toEqual([
      'reward_level_required',
      'insufficient_points',
      'out_of_stock',
      'training_required',
    ]);
  });

  it('leaves an unknown training to the server', () => {
    const spa = reward({ mandatory_training: { id: 1, title: 'x' } });
    expect(redemptionBlockers(spa, 1, { ...state, trainingDone: undefined })).toEqual([]);
  });

  it('counts units of the category in orders not reproved', () => {
    const orders = [
      order({ quantity: 2 }),
      order({ id: 2, quantity: 5, status: 'reproved' }),
      order({ id: 3, quantity: 1, reward: { id: 9, name: 'x', image: null, category_id: 999 } }),
    ];
    expect(unitsInCategory(orders, 81)).toBe(2);
    expect(redemptionBlockers(reward({ category_max: 3 }), 2, { ...state, orders })).toEqual([
      'category_limit_reached',
    ]);
    expect(redemptionBlockers(reward({ category_max: 3 }), 1, { ...state, orders })).toEqual([]);
  });

  it('agrees with core’s checkRedemption for every reward without a level', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: -1, max: 12 }),
        (balance, cost, stock, quantity) => {
          const expected = checkRedemption({
            balance,
            cost,
            quantity,
            stock,
            redeemedInCategory: 0,
            categoryMax: null,
            mandatoryTrainingDone: true,
          });
          expect(redemptionBlockers(reward({ cost, stock }), quantity, { ...state, balance })).toEqual(expected);
        },
      ),
    );
  });

  it('orders the levels basic < intermediate < highest', () => {
    expect(reachesLevel('basic', null)).toBe(true);
    expect(reachesLevel('basic', 'intermediate')).toBe(false);
    expect(reachesLevel('highest', 'intermediate')).toBe(true);
  });
});
