import { addMonths } from './dates.js';

/**
 * Partner-programme roles allowed to receive transferred points.
 * @see SPECIFICATION §5 Points transfer
 */
export const TRANSFER_ROLES = ['seller', 'cashier', 'store_owner'] as const;

/** A role allowed to receive transferred points. */
export type TransferRole = (typeof TRANSFER_ROLES)[number];

/**
 * Months within which transferred points must be redeemed in the partner programme.
 * @see SPECIFICATION §9 Transferred points
 * @default 12
 */
export const TRANSFERRED_POINTS_VALIDITY_MONTHS = 12;

/**
 * Error codes of {@link checkPointsTransfer}, in the order it reports them.
 * @see SPECIFICATION §5 Points transfer, §8 Points transfer
 */
export const POINTS_TRANSFER_ERROR_CODES = ['inactive_registration', 'invalid_role', 'no_points'] as const;

/** An error of {@link checkPointsTransfer}. */
export type PointsTransferError = (typeof POINTS_TRANSFER_ERROR_CODES)[number];

/** What {@link checkPointsTransfer} checks. */
export interface PointsTransferCheckInput {
  /** Whether the user's registration in the partner programme is active. */
  readonly registrationActive: boolean;
  /** The user's role in the partner programme, if any. */
  readonly role: string | null | undefined;
  /** Training points available to send. */
  readonly points: number;
}

/**
 * Whether a partner-programme role may receive points.
 * @see SPECIFICATION §5 Points transfer
 * @example isTransferRole('cashier') // true
 */
export function isTransferRole(role: string | null | undefined): role is TransferRole {
  return TRANSFER_ROLES.some((allowed) => allowed === role);
}

/**
 * Whether a Campus user may send points to the partner programme: a seller, cashier or store owner, or a
 * superuser (superusers hold every role). Anyone else sees 'no access to send points' (`transfer_no_access`).
 * `roles` and `is_superuser` as `GET /api/me/` answers them.
 * @see SPECIFICATION §5 Points transfer, §6 "The points transfer is for registered, active roles only"
 * @example maySendPoints({ roles: ['cashier'], is_superuser: false }) // true
 * @example maySendPoints({ roles: ['painter'], is_superuser: false }) // false
 */
export function maySendPoints(user: { readonly roles: readonly string[]; readonly is_superuser: boolean }): boolean {
  return user.is_superuser || user.roles.some((role) => isTransferRole(role));
}

/**
 * Every error of a points transfer: `inactive_registration`, `invalid_role` (allowed: seller, cashier,
 * store_owner), `no_points` (points ≤ 0).
 * @see SPECIFICATION §5 Points transfer
 * @example checkPointsTransfer({ registrationActive: true, role: 'painter', points: 0 }) // ['invalid_role', 'no_points']
 */
export function checkPointsTransfer(input: PointsTransferCheckInput): PointsTransferError[] {
  const errors: PointsTransferError[] = [];
  if (!input.registrationActive) errors.push('inactive_registration');
  if (!isTransferRole(input.role)) errors.push('invalid_role');
  // `!(x > 0)` also refuses NaN.
  if (!(input.points > 0)) errors.push('no_points');
  return errors;
}

/**
 * The last day transferred points can be redeemed: 12 calendar months after the transfer (a day the
 * month lacks becomes its last day).
 * @see SPECIFICATION §9 Transferred points
 * @example transferredPointsExpiryDate('2024-02-29') // '2025-02-28'
 */
export function transferredPointsExpiryDate(transferDate: string): string {
  return addMonths(transferDate, TRANSFERRED_POINTS_VALIDITY_MONTHS);
}
