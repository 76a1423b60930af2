import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVEL_MULTIPLIERS, PROMOTION_MULTIPLIERS } from './levels.js';
import type { PromotionWindow } from './sale-points.js';
import {
  SALE_QUANTITY_MAX,
  SALE_QUANTITY_MIN,
  isSaleQuantity,
  linePoints,
  promotionMultiplierFor,
} from './sale-points.js';

const levelMultiplier = fc.constantFrom(...Object.values(LEVEL_MULTIPLIERS));
const promotionMultiplier = fc.constantFrom(1, ...PROMOTION_MULTIPLIERS);
const unitPoints = fc.integer({ min: 0, max: 100_000 });
const quantity = fc.integer({ min: SALE_QUANTITY_MIN, max: SALE_QUANTITY_MAX });

describe('sale quantity', () => {
  it('is 1 to 9 999 whole units', () => {
    expect([SALE_QUANTITY_MIN, SALE_QUANTITY_MAX]).toEqual([1, 9999]);
    expect(isSaleQuantity(1)).toBe(true);
    expect(isSaleQuantity(9999)).toBe(true);
    expect(isSaleQuantity(0)).toBe(false);
    expect(isSaleQuantity(10_000)).toBe(false);
    expect(isSaleQuantity(1.5)).toBe(false);
    expect(isSaleQuantity(Number.NaN)).toBe(false);
  });

  it('accepts exactly the whole numbers in range', () => {
    fc.assert(
      fc.property(fc.double({ min: -20_000, max: 20_000 }), (value) => {
        expect(isSaleQuantity(value)).toBe(Number.isInteger(value) && value >= 1 && value <= 9999);
      }),
    );
  });
});

describe('linePoints', () => {
  it('multiplies unit points, quantity, level and promotion, rounding halves up', () => {
    expect(linePoints(300, 2, 1.5, 2)).toBe(1800);
    expect(linePoints(5, 1, 1.5)).toBe(8);
    expect(linePoints(3, 1, 1.5)).toBe(5);
    expect(linePoints(100, 3, 1)).toBe(300);
    expect(linePoints(0, 9999, 2, 2)).toBe(0);
  });

  it('is a whole number at most half a point from the exact product; no promotion is a multiplier of 1', () => {
    fc.assert(
      fc.property(unitPoints, quantity, levelMultiplier, promotionMultiplier, (points, units, level, promotion) => {
        const result = linePoints(points, units, level, promotion);
        expect(Number.isInteger(result)).toBe(true);
        expect(Math.abs(result - points * units * level * promotion)).toBeLessThanOrEqual(0.5);
        expect(linePoints(points, units, level)).toBe(linePoints(points, units, level, 1));
      }),
    );
  });

  it('never falls when the quantity or a multiplier grows', () => {
    fc.assert(
      fc.property(unitPoints, quantity, levelMultiplier, (points, units, level) => {
        const base = linePoints(points, units, level);
        expect(linePoints(points, Math.min(units + 1, SALE_QUANTITY_MAX), level)).toBeGreaterThanOrEqual(base);
        for (const promotion of PROMOTION_MULTIPLIERS) {
          expect(linePoints(points, units, level, promotion)).toBeGreaterThanOrEqual(base);
        }
      }),
    );
  });
});

describe('promotionMultiplierFor', () => {
  const everything: PromotionWindow = {
    productId: null,
    multiplier: 2,
    beginDate: '2024-01-01',
    endDate: '2024-01-14',
  };
  const oneProduct: PromotionWindow = { productId: 7, multiplier: 1.5, beginDate: '2024-01-10', endDate: '2024-01-20' };

  it('takes the highest promotion covering the product and the date, both ends inclusive', () => {
    expect(promotionMultiplierFor([everything], 7, '2024-01-03')).toBe(2);
    expect(promotionMultiplierFor([everything], 7, '2024-01-14')).toBe(2);
    expect(promotionMultiplierFor([everything], 7, '2024-01-15')).toBe(1);
    expect(promotionMultiplierFor([oneProduct], 7, '2024-01-20')).toBe(1.5);
    expect(promotionMultiplierFor([oneProduct], 8, '2024-01-15')).toBe(1);
    expect(promotionMultiplierFor([everything, oneProduct], 7, '2024-01-12')).toBe(2);
    expect(promotionMultiplierFor([], 7, '2024-01-12')).toBe(1);
  });

  it('never stacks: the answer is 1 or one of the covering promotions’ multipliers, the largest', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((value) => `2024-02-${String(value).padStart(2, '0')}`);
    const promotion = fc
      .record({
        productId: fc.option(fc.integer({ min: 1, max: 3 })),
        multiplier: fc.constantFrom(...PROMOTION_MULTIPLIERS),
        begin: day,
        end: day,
      })
      .map(({ productId, multiplier, begin, end }) => ({
        productId,
        multiplier,
        beginDate: begin < end ? begin : end,
        endDate: begin < end ? end : begin,
      }));
    fc.assert(
      fc.property(fc.array(promotion, { maxLength: 6 }), fc.integer({ min: 1, max: 3 }), day, (list, product, date) => {
        const covering = list.filter(
          (entry) =>
            (entry.productId === null || entry.productId === product) &&
            entry.beginDate <= date &&
            date <= entry.endDate,
        );
        expect(promotionMultiplierFor(list, product, date)).toBe(
          Math.max(1, ...covering.map((entry) => entry.multiplier)),
        );
      }),
    );
  });
});
