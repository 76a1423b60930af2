import { eq } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { pointAdjustments, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { lockPointAccount } from '../ledger-account';
import { InsufficientPointsError, creditPoints, debitPoints } from '../ledger';

/** What an adjustment did. */
export interface AdjustmentOutcome {
  readonly id: number;
  readonly userId: number;
  readonly points: number;
  readonly balance: number;
}

/**
 * A manual correction by the programme administrator: an `adjusted` ledger entry of `points` (negative takes
 * points away, from the lots expiring first; positive points never expire), with the reason on the statement.
 * @throws 404 `not_found` for an unknown user; 422 `balance_below_zero` when a negative adjustment exceeds the
 *   balance (a balance never goes below zero).
 */
export async function adjustPoints(
  tx: CampusTransaction,
  input: { userId: number; points: number; reason: string; adminId: number; today: string },
): Promise<AdjustmentOutcome> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new ApiError(404, 'not_found', {}, { fieldErrors: { user: 'not_found' } });
  const account = await lockPointAccount(tx, user.id, input.today);
  const [adjustment] = await tx
    .insert(pointAdjustments)
    .values({ userId: user.id, points: input.points, reason: input.reason, createdBy: input.adminId })
    .returning();
  if (!adjustment) throw new Error('adjustment not written');
  const posting = {
    kind: 'adjusted' as const,
    sourceType: 'adjustment' as const,
    sourceId: adjustment.id,
    note: input.reason,
    createdBy: input.adminId,
  };
  if (input.points > 0) await creditPoints(account, { ...posting, points: input.points });
  else {
    try {
      await debitPoints(account, { ...posting, points: -input.points });
    } catch (error) {
      if (error instanceof InsufficientPointsError) {
        throw new ApiError(422, 'balance_below_zero', {}, { fieldErrors: { points: 'balance_below_zero' } });
      }
      throw error;
    }
  }
  return { id: adjustment.id, userId: user.id, points: input.points, balance: account.balance };
}
