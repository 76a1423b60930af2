import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RedemptionCheckInput, RedemptionError } from './redemption.js';
import { REDEMPTION_ERROR_CODES, checkRedemption } from './redemption.js';

const base: RedemptionCheckInput = {
  balance: 100,
  cost: 50,
  stock: 3,
  redeemedInCategory: 0,
  categoryMax: 2,
  mandatoryTrainingDone: true,
};

describe('checkRedemption', () => {
  it('accepts a redemption that meets every rule, quantity 1 by default', () => {
    expect(checkRedemption(base)).toEqual([]);
    expect(checkRedemption({ ...base, quantity: 2 })).toEqual([]);
  });

  it('needs balance ≥ cost × quantity', () => {
    expect(checkRedemption({ ...base, balance: 50 })).toEqual([]);
    expect(checkRedemption({ ...base, balance: 49 })).toEqual(['insufficient_points']);
    expect(checkRedemption({ ...base, quantity: 2, balance: 99 })).toEqual(['insufficient_points']);
  });

  it('needs enough stock', () => {
    expect(checkRedemption({ ...base, stock: 1 })).toEqual([]);
    expect(checkRedemption({ ...base, stock: 0 })).toEqual(['out_of_stock']);
    expect(checkRedemption({ ...base, quantity: 2, balance: 1000, stock: 1 })).toEqual(['out_of_stock']);
  });

  it('limits the category: redeemed + quantity may reach the maximum, not pass it', () => {
    expect(checkRedemption({ ...base, redeemedInCategory: 1 })).toEqual([]);
    expect(checkRedemption({ ...base, redeemedInCategory: 2 })).toEqual(['category_limit_reached']);
    expect(checkRedemption({ ...base, redeemedInCategory: 1, quantity: 2 })).toEqual(['category_limit_reached']);
    expect(checkRedemption({ ...base, redeemedInCategory: 99, categoryMax: null })).toEqual([]);
    expect(checkRedemption({ ...base, categoryMax: 0 })).toEqual(['category_limit_reached']);
  });

  it('needs the mandatory training', () => {
    expect(checkRedemption({ ...base, mandatoryTrainingDone: false })).toEqual(['training_required']);
  });

  it('needs a whole quantity of at least 1', () => {
    expect(checkRedemption({ ...base, quantity: 0 })).toEqual(['invalid_quantity']);
    expect(checkRedemption({ ...base, quantity: 1.5 })).toEqual(['invalid_quantity']);
  });

  it('reports every error at once', () => {
    expect(
      checkRedemption({
        balance: 0,
        cost: 10,
        stock: 0,
        redeemedInCategory: 5,
        categoryMax: 5,
        mandatoryTrainingDone: false,
      }),
    ).toEqual(['insufficient_points', 'out_of_stock', 'category_limit_reached', 'training_required']);
  });

  it('property: returns exactly the set of violated conditions', () => {
    fc.assert(
      fc.property(
        fc.record({
          balance: fc.integer({ min: 0, max: 500 }),
          cost: fc.integer({ min: 0, max: 200 }),
          quantity: fc.integer({ min: -1, max: 5 }),
          stock: fc.integer({ min: 0, max: 6 }),
          redeemedInCategory: fc.integer({ min: 0, max: 6 }),
          categoryMax: fc.option(fc.integer({ min: 0, max: 6 })),
          mandatoryTrainingDone: fc.boolean(),
        }),
        (input) => {
          const expected = new Set<RedemptionError>();
          if (input.quantity < 1) expected.add('invalid_quantity');
          if (input.balance < input.cost * input.quantity) expected.add('insufficient_points');
          if (input.stock < input.quantity) expected.add('out_of_stock');
          if (input.categoryMax !== null && input.redeemedInCategory + input.quantity > input.categoryMax) {
            expected.add('category_limit_reached');
          }
          if (!input.mandatoryTrainingDone) expected.add('training_required');
          const errors = checkRedemption(input);
          expect(errors).toEqual(REDEMPTION_ERROR_CODES.filter((code) => expected.has(code)));
        },
      ),
    );
  });
});
