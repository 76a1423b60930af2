import { and, eq, isNull } from 'drizzle-orm';
import type { CampusTransaction } from '../../db/database';
import { memberBlocks, memberMessages, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/**
 * Blocks a member for activity inconsistent with the rules (spec §4, §6): `users.status = 'blocked'`, which
 * `authenticate` refuses on every request from then on (403 `user_blocked`, 'Você foi bloqueado'), so the
 * member loses access at once, with every session; the reason is kept in `member_blocks`.
 * @throws 404 `not_found`; 409 `member_already_blocked`; 403 `forbidden` for a superuser or oneself.
 */
export async function blockMember(
  tx: CampusTransaction,
  input: { userId: number; reason: string; adminId: number },
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
  if (!user) throw new ApiError(404, 'not_found');
  // Locking out an administrator (or oneself) would be a mistake nobody could undo from the API.
  if (user.isSuperuser || user.id === input.adminId) throw new ApiError(403, 'forbidden');
  if (user.status === 'blocked') throw new ApiError(409, 'member_already_blocked');
  await tx.update(users).set({ status: 'blocked', updatedAt: new Date() }).where(eq(users.id, user.id));
  await tx.insert(memberBlocks).values({ userId: user.id, reason: input.reason, blockedBy: input.adminId });
  await tx.insert(memberMessages).values({ userId: user.id, kind: 'member_blocked', params: { reason: input.reason } });
}

/**
 * Lifts a member's block: the account is approved again and the open block is closed.
 * @throws 404 `not_found`; 409 `member_not_blocked`.
 */
export async function unblockMember(tx: CampusTransaction, input: { userId: number; adminId: number }): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
  if (!user) throw new ApiError(404, 'not_found');
  if (user.status !== 'blocked') throw new ApiError(409, 'member_not_blocked');
  const now = new Date();
  await tx.update(users).set({ status: 'approved', updatedAt: now }).where(eq(users.id, user.id));
  await tx
    .update(memberBlocks)
    .set({ endedAt: now, endedBy: input.adminId })
    .where(and(eq(memberBlocks.userId, user.id), isNull(memberBlocks.endedAt)));
}
