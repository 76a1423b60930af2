import type { CampaignPromotionRow } from '../db/schema';

/*
 * Points of a sale (spec §9: promotion multipliers 1.5 and 2, level multipliers 1.5 and 2). Each line earns
 * unit points × quantity × the member's level multiplier × the promotion multiplier of that product on the
 * sale date, rounded to the nearest whole point (halves up); the sale earns the sum of its lines.
 */

/** A promotion as far as points go. */
export type PromotionWindow = Pick<CampaignPromotionRow, 'productId' | 'multiplier' | 'beginDate' | 'endDate'>;

/**
 * The promotion multiplier of a product on a sale date: the highest promotion covering both (a promotion
 * without a product covers every product), else 1. Promotions never stack.
 * @example promotionMultiplierFor([{ productId: null, multiplier: 2, beginDate: '2024-01-01', endDate: '2024-01-14' }], 7, '2024-01-03') // 2
 */
export function promotionMultiplierFor(
  promotions: readonly PromotionWindow[],
  productId: number,
  saleDate: string,
): number {
  let best = 1;
  for (const promotion of promotions) {
    const covers = promotion.productId === null || promotion.productId === productId;
    // ISO dates compare as strings.
    if (covers && promotion.beginDate <= saleDate && saleDate <= promotion.endDate) {
      best = Math.max(best, promotion.multiplier);
    }
  }
  return best;
}

/**
 * The points of one sale line.
 * @example linePoints(300, 2, 1.5, 2) // 1800
 */
export function linePoints(unitPoints: number, quantity: number, levelMultiplier: number, promotionMultiplier: number) {
  return Math.round(unitPoints * quantity * levelMultiplier * promotionMultiplier);
}
