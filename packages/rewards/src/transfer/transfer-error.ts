import { codeMessageKey, errorMessageKey, isCampusError } from '@campus/core';
import type { Campus } from '@campus/core';

/** Where a refusal is shown: next to the document field, next to the points field, or above the form. */
export type TransferErrorPlace = 'document' | 'points' | 'form';

/** A refused or failed transfer, in the person's language. */
export interface TransferFailure {
  readonly code: string;
  readonly message: string;
  readonly place: TransferErrorPlace;
}

/**
 * The transfer's message namespace: `rewards.transfer.errors.<code>` words a refusal for a transfer (core words
 * `insufficient_points` for a redemption) or one core does not know (`partner_unavailable`).
 */
const NAMESPACE = 'rewards.transfer';

/** Server codes (the partner portals' contract) whose §8 text core holds under another code. */
const CORE_CODE: Readonly<Record<string, string>> = {
  no_access_to_send_points: 'transfer_no_access',
  points_already_sent_with_document: 'transfer_document_already_used',
};

const PLACES: Readonly<Record<string, TransferErrorPlace>> = {
  document_required: 'document',
  invalid_document: 'document',
  points_already_sent_with_document: 'document',
  insufficient_points: 'points',
};

/**
 * The exact message of a refused transfer (spec §8 Points transfer), by core's rule for codes (the package's
 * wording first, then core's): no permission or access to send points, inactive registration in the partner
 * programme, invalid role, no points to send, points already sent with this document from another account — and
 * an invalid document, too many points, the partner unreachable. Anything without a message of its own says the
 * points could not be sent.
 */
export function transferFailure(campus: Campus, error: unknown): TransferFailure {
  const code = isCampusError(error) ? error.code : 'unexpected';
  const place = PLACES[code] ?? 'form';
  const key =
    codeMessageKey(campus.i18n, CORE_CODE[code] ?? code, NAMESPACE) ?? errorMessageKey(campus.i18n, error, NAMESPACE);
  return { code, message: campus.t(key === 'errors.unexpected' ? 'rewards.transfer.failed' : key), place };
}
