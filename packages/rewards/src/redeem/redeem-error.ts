import { errorMessageKey, isCampusError } from '@campus/core';
import type { Campus } from '@campus/core';

/**
 * The exact message for a refused or failed redemption (spec §8 Redemption): the server's code in the person's
 * language — insufficient points, not enough stock, category maximum, training first, pending audit — the
 * reward's level, a missing shipping field, and "error redeeming" for anything without a message of its own.
 */
export function redeemErrorMessage(campus: Campus, error: unknown): string {
  if (isCampusError(error)) {
    if (error.code === 'reward_level_required') return campus.t('rewards.errors.reward_level_required');
    // 400 from the request schema: a prize that ships went without a complete address.
    if (error.code === 'invalid_request') return campus.t('errors.required_fields_missing');
  }
  const key = errorMessageKey(campus.i18n, error);
  return campus.t(key === 'errors.unexpected' ? 'errors.redeem_failed' : key);
}

/**
 * Whether a redemption's idempotency key is spent: the server answered (a refusal is final for that body),
 * so the next attempt is a new write. A lost answer (network, 5xx) keeps the key, so a retry replays.
 */
export function isFinalAnswer(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
