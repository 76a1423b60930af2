import { checkPointsTransfer, maySendPoints, transferredPointsExpiryDate, validateDocument } from '@campus/core/rules';
import type { PointsTransferResponse } from '@campus/core/schemas';
import { eq, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { executeRows } from '../../db/execute-rows';
import { pointTransfers, transferDocuments } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { debitPoints } from '../ledger';
import { lockPointAccount } from '../ledger-account';
import type { PartnerProgramme, PartnerRegistration } from './transfer-partner';

/*
 * Points transfer to the partner construction programme (spec §5 Points transfer, §6 "for registered, active
 * roles only; others see 'no access to send points'", §8, §9 12 months). Checked in three steps: the caller's
 * own access (a Campus seller, cashier or store owner), the partner registration of the document (core's
 * `checkPointsTransfer`: active, with a role that may receive points), then, under the member's account lock,
 * the balance and the document's owner. The debit, the transfer row and the partner's credit happen in one
 * transaction: when the partner refuses or cannot be reached, nothing is written.
 */

/** The caller of a transfer. */
export interface TransferCaller {
  readonly userId: number;
  readonly roles: readonly string[];
  readonly isSuperuser: boolean;
}

/** 403 `no_access_to_send_points` unless the caller holds a role that may send points. */
export function assertMaySendPoints(caller: TransferCaller): void {
  if (!maySendPoints({ roles: caller.roles, is_superuser: caller.isSuperuser })) {
    throw new ApiError(403, 'no_access_to_send_points');
  }
}

/**
 * The document's digits (422 `invalid_document`, a Brazilian CPF, on field `document`) and its partner
 * registration, refused with core's codes: 422 `inactive_registration` (none, or inactive), `invalid_role`,
 * `no_points` (points ≤ 0).
 */
export async function checkTransferTarget(
  partner: PartnerProgramme,
  input: { readonly document: string; readonly points: number },
): Promise<PartnerRegistration> {
  const document = validateDocument(input.document, 'BRA');
  if (!document.valid) {
    throw new ApiError(422, document.error, {}, { fieldErrors: { document: document.error } });
  }
  let registration: PartnerRegistration | null;
  try {
    registration = await partner.findRegistration(document.digits);
  } catch (error) {
    throw new ApiError(503, 'partner_unavailable', {}, { cause: error });
  }
  const [first] = checkPointsTransfer({
    registrationActive: registration?.active ?? false,
    role: registration?.role,
    points: input.points,
  });
  if (first !== undefined || !registration) throw new ApiError(422, first ?? 'inactive_registration');
  return registration;
}

/** What a transfer writes. */
export interface TransferInput {
  readonly userId: number;
  readonly registration: PartnerRegistration;
  readonly points: number;
  readonly today: string;
  readonly partner: PartnerProgramme;
}

/**
 * Sends points inside the caller's transaction. Refusals: 422 `no_points` (an empty balance),
 * `insufficient_points` (less than asked), `points_already_sent_with_document` (another account sent to this
 * document first), 503 `partner_unavailable`.
 */
export async function transferPoints(tx: CampusTransaction, input: TransferInput): Promise<PointsTransferResponse> {
  const account = await lockPointAccount(tx, input.userId, input.today);
  if (account.balance === 0) throw new ApiError(422, 'no_points');
  if (account.balance < input.points) throw new ApiError(422, 'insufficient_points');
  const { document } = input.registration;
  // The first account to send to a document owns it; the primary key decides between two at once.
  await tx.insert(transferDocuments).values({ document, userId: input.userId }).onConflictDoNothing();
  const [owner] = await tx
    .select({ userId: transferDocuments.userId })
    .from(transferDocuments)
    .where(eq(transferDocuments.document, document));
  if (owner?.userId !== input.userId) throw new ApiError(422, 'points_already_sent_with_document');
  // The ledger entry names the transfer and the transfer names the entry: take the id first.
  const [next] = await executeRows<{ id: number | string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('point_transfers', 'id')) as id`,
  );
  const transferId = Number(next?.id);
  const { entry } = await debitPoints(account, {
    kind: 'transferred',
    sourceType: 'point_transfer',
    sourceId: transferId,
    points: input.points,
  });
  if (!entry) throw new Error('transfer debit not written');
  const redeemBy = transferredPointsExpiryDate(input.today);
  let partnerReference: string;
  try {
    ({ partnerReference } = await input.partner.credit({
      document,
      points: input.points,
      reference: `campus-transfer-${transferId}`,
      redeemBy,
    }));
  } catch (error) {
    // Whatever went wrong there (PartnerUnavailableError or a network failure), nothing is written here.
    throw new ApiError(503, 'partner_unavailable', {}, { cause: error });
  }
  const [transfer] = await tx
    .insert(pointTransfers)
    .values({
      id: transferId,
      userId: input.userId,
      document,
      points: input.points,
      partnerReference,
      partnerRole: input.registration.role,
      redeemBy,
      entryId: entry.id,
    })
    .returning();
  if (!transfer) throw new Error('transfer not written');
  return {
    id: transfer.id,
    points: transfer.points,
    document,
    partner_reference: partnerReference,
    partner_role: transfer.partnerRole,
    redeem_by: redeemBy,
    balance: account.balance,
    created_at: transfer.createdAt.toISOString(),
  };
}
