import { errorMessageKey, isCampusError } from '@campus/core';
import type { Campus } from '@campus/core';

/** Where a refusal is shown: next to the document field, next to the points field, or above the form. */
export type TransferErrorPlace = 'document' | 'points' | 'form';

/** A refused or failed transfer, in the person's language. */
export interface TransferFailure {
  readonly code: string;
  readonly message: string;
  readonly place: TransferErrorPlace;
}

/** Server codes whose §8 message core words under another key. */
const CORE_KEYS: Readonly<Record<string, string>> = {
  no_access_to_send_points: 'errors.transfer_no_access',
  points_already_sent_with_document: 'errors.transfer_document_already_used',
};

/** Refusals worded for a transfer by this package (core words them for a redemption, or not at all). */
const OWN_KEYS: Readonly<Record<string, string>> = {
  insufficient_points: 'rewards.transfer.insufficient_points',
  partner_unavailable: 'rewards.transfer.partner_unavailable',
};

const PLACES: Readonly<Record<string, TransferErrorPlace>> = {
  document_required: 'document',
  invalid_document: 'document',
  points_already_sent_with_document: 'document',
  insufficient_points: 'points',
};

/**
 * The exact message of a refused transfer (spec §8 Points transfer): no permission or access to send points,
 * inactive registration in the partner programme, invalid role, no points to send, points already sent with
 * this document from another account — and an invalid document, too many points, the partner unreachable.
 * Anything without a message of its own says the points could not be sent.
 */
export function transferFailure(campus: Campus, error: unknown): TransferFailure {
  const code = isCampusError(error) ? error.code : 'unexpected';
  const place = PLACES[code] ?? 'form';
  const fixed = CORE_KEYS[code] ?? OWN_KEYS[code];
  if (fixed !== undefined) return { code, message: campus.t(fixed), place };
  const key = errorMessageKey(campus.i18n, error);
  return { code, message: campus.t(key === 'errors.unexpected' ? 'rewards.transfer.failed' : key), place };
}
