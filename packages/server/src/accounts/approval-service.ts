import { and, asc, count, eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { memberMessages, userClients, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { readPage } from '../shared/pagination';
import type { PageRequest } from '../shared/pagination';

/** An account awaiting approval, as the administrator sees it. */
export interface PendingAccount {
  readonly id: number;
  readonly username: string;
  readonly full_name: string;
  readonly email: string | null;
  readonly roles: string[];
  readonly created_at: string;
}

/** Accounts of `clientId` awaiting approval (spec §4), oldest first. */
export async function listPendingAccounts(db: CampusDb, clientId: number, requestUrl: string, query: PageRequest) {
  const where = and(eq(userClients.clientId, clientId), eq(users.status, 'awaiting_approval'));
  return readPage(
    requestUrl,
    query,
    db.select({ value: count() }).from(users).innerJoin(userClients, eq(userClients.userId, users.id)).where(where),
    async ({ limit, offset }): Promise<PendingAccount[]> => {
      const rows = await db
        .select({ user: users })
        .from(users)
        .innerJoin(userClients, eq(userClients.userId, users.id))
        .where(where)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ user }) => ({
        id: user.id,
        username: user.username,
        full_name: user.fullName,
        email: user.email,
        roles: [...user.roles],
        created_at: user.createdAt.toISOString(),
      }));
    },
  );
}

/** A decision on an account awaiting approval. */
export type ApprovalDecision =
  { readonly decision: 'approve' } | { readonly decision: 'refuse'; readonly reason: string };

/**
 * Approves (status `approved`, the member may sign in) or refuses (status `blocked`) an account awaiting
 * approval of `clientId`, and leaves the member an internal message (`account_approved` or `account_refused`
 * with the reason), in the same transaction.
 * @throws 404 `not_found` for an unknown account or another client's; 409 `member_not_awaiting_approval`.
 */
export async function decideAccount(
  tx: CampusTransaction,
  input: { readonly clientId: number; readonly userId: number } & ApprovalDecision,
): Promise<{ user: number; status: 'approved' | 'blocked' }> {
  const [row] = await tx
    .select({ user: users })
    .from(users)
    .innerJoin(userClients, eq(userClients.userId, users.id))
    .where(and(eq(users.id, input.userId), eq(userClients.clientId, input.clientId)))
    .for('update', { of: users });
  if (!row) throw new ApiError(404, 'not_found');
  if (row.user.status !== 'awaiting_approval') throw new ApiError(409, 'member_not_awaiting_approval');
  const status = input.decision === 'approve' ? 'approved' : 'blocked';
  await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, input.userId));
  await tx
    .insert(memberMessages)
    .values(
      input.decision === 'approve'
        ? { userId: input.userId, kind: 'account_approved', params: {} }
        : { userId: input.userId, kind: 'account_refused', params: { reason: input.reason } },
    );
  return { user: input.userId, status };
}
