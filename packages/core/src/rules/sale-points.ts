/*
 * Points of a sale (spec §9: promotion multipliers 1.5 and 2, level multipliers 1.5 and 2). Each line earns
 * unit points × quantity × the member's level multiplier × the promotion multiplier of that product on the
 * sale date, rounded to the nearest whole point (halves up); the sale earns the sum of its lines.
 */

/**
 * The fewest units one sale line may have.
 * @default 1
 */
export const SALE_QUANTITY_MIN = 1;

/**
 * The most units one sale line may have.
 * @default 9999
 */
export const SALE_QUANTITY_MAX = 9999;

/** Whether `quantity` is a whole number of units a sale line may have (1 to {@link SALE_QUANTITY_MAX}). */
export function isSaleQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= SALE_QUANTITY_MIN && quantity <= SALE_QUANTITY_MAX;
}

/** A campaign promotion as far as points go: `productId` null covers every product; dates are ISO, inclusive. */
export interface PromotionWindow {
  readonly productId: number | null;
  readonly multiplier: number;
  readonly beginDate: string;
  readonly endDate: string;
}

/**
 * The promotion multiplier of a product on a sale date: the highest promotion covering both (a promotion
 * without a product covers every product), else 1. Promotions never stack.
 * @see SPECIFICATION §9 Points multipliers in promotions
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
 * The points of one sale line: unit points × quantity × level multiplier × promotion multiplier, rounded to
 * the nearest whole point. The sales form estimates with it (no promotion: only the server knows them), the
 * server credits with it.
 * @see SPECIFICATION §9 Points multipliers
 * @param promotionMultiplier the product's promotion multiplier on the sale date ({@link promotionMultiplierFor}) @default 1
 * @example linePoints(300, 2, 1.5, 2) // 1800
 */
export function linePoints(
  unitPoints: number,
  quantity: number,
  levelMultiplier: number,
  promotionMultiplier = 1,
): number {
  return Math.round(unitPoints * quantity * levelMultiplier * promotionMultiplier);
}
