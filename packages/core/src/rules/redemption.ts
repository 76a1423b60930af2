/**
 * Error codes of {@link checkRedemption}, in the order it reports them.
 * @see SPECIFICATION §5 Redemption, §8 Redemption
 */
export const REDEMPTION_ERROR_CODES = [
  'invalid_quantity',
  'insufficient_points',
  'out_of_stock',
  'category_limit_reached',
  'training_required',
] as const;

/** An error of {@link checkRedemption}. */
export type RedemptionError = (typeof REDEMPTION_ERROR_CODES)[number];

/** What {@link checkRedemption} checks. */
export interface RedemptionCheckInput {
  /** The user's redeemable points. */
  readonly balance: number;
  /** Points per unit of the reward. */
  readonly cost: number;
  /** Units asked for. @default 1 */
  readonly quantity?: number | undefined;
  /** Units left in stock. */
  readonly stock: number;
  /** Units of this category the user already redeemed. */
  readonly redeemedInCategory: number;
  /** Most units per user in the category; `null` for no limit. */
  readonly categoryMax: number | null;
  readonly mandatoryTrainingDone: boolean;
}

/**
 * Every error of a redemption: `invalid_quantity` (not a whole number of at least 1),
 * `insufficient_points` (balance < cost × quantity), `out_of_stock` (stock < quantity),
 * `category_limit_reached` (redeemedInCategory + quantity > categoryMax), `training_required`.
 * @see SPECIFICATION §5 Redemption
 * @example
 * checkRedemption({ balance: 100, cost: 60, quantity: 2, stock: 5, redeemedInCategory: 0,
 *   categoryMax: null, mandatoryTrainingDone: true }) // ['insufficient_points']
 */
export function checkRedemption(input: RedemptionCheckInput): RedemptionError[] {
  const quantity = input.quantity ?? 1;
  const errors: RedemptionError[] = [];
  if (!Number.isInteger(quantity) || quantity < 1) errors.push('invalid_quantity');
  if (input.balance < input.cost * quantity) errors.push('insufficient_points');
  if (input.stock < quantity) errors.push('out_of_stock');
  if (input.categoryMax !== null && input.redeemedInCategory + quantity > input.categoryMax) {
    errors.push('category_limit_reached');
  }
  if (!input.mandatoryTrainingDone) errors.push('training_required');
  return errors;
}
