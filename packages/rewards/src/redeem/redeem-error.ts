import { errorMessageKey, isCampusError } from '@campus/core';
import type { Campus } from '@campus/core';

/**
 * The exact message for a refused or failed redemption (spec §8 Redemption), by core's rule for codes: the
 * package's `rewards.errors.*` (the reward's level), then core's `errors.*` (insufficient points, not enough
 * stock, category maximum, training first, pending audit); a missing shipping field; and "error redeeming" for
 * anything without a message of its own.
 */
export function redeemErrorMessage(campus: Campus, error: unknown): string {
  // 400 from the request schema: a prize that ships went without a complete address.
  if (isCampusError(error) && error.code === 'invalid_request') return campus.t('errors.required_fields_missing');
  const key = errorMessageKey(campus.i18n, error, 'rewards');
  return campus.t(key === 'errors.unexpected' ? 'errors.redeem_failed' : key);
}
