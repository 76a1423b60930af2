import type { LevelRequestWire } from '@campus/core/schemas';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { campaigns, levelRequests, memberMessages, sales, users } from '../../db/schema';
import type { LevelRequestRow, LevelRequestStatus } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { lockPointAccount } from '../ledger-account';
import { isLevelAbove, lockMemberLevel, setMemberLevel } from '../levels';

/** Level requests with a status, oldest first, as the administrator's queue shows them. */
export async function readLevelRequests(db: CampusDb, status: LevelRequestStatus): Promise<LevelRequestWire[]> {
  const rows = await db
    .select({ request: levelRequests, username: users.username, fullName: users.fullName })
    .from(levelRequests)
    .innerJoin(users, eq(users.id, levelRequests.userId))
    .where(eq(levelRequests.status, status))
    .orderBy(asc(levelRequests.createdAt), asc(levelRequests.id))
    .limit(500);
  const toAudit =
    rows.length === 0
      ? []
      : await db
          .select({ userId: sales.userId, campaignId: sales.campaignId, value: count() })
          .from(sales)
          .where(
            and(
              inArray(
                sales.userId,
                rows.map((row) => row.request.userId),
              ),
              inArray(sales.status, ['credited', 'under_audit']),
            ),
          )
          .groupBy(sales.userId, sales.campaignId);
  return rows.map(({ request, username, fullName }) => ({
    id: request.id,
    member: { id: request.userId, username, full_name: fullName },
    campaign_id: request.campaignId,
    from_level: request.fromLevel,
    to_level: request.toLevel,
    level_points: request.levelPoints,
    status: request.status,
    sales_to_audit:
      toAudit.find((entry) => entry.userId === request.userId && entry.campaignId === request.campaignId)?.value ?? 0,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * Decides a level request (spec §4). Approval sets the member's level in the request's campaign for the rest
 * of it (never lowering a level the member already holds) and mirrors it on the profile; refusal keeps the
 * level. Either way the member gets a message, and sales held `under_audit` for the decision go back to
 * `credited` (they can still be audited one by one).
 * @throws 404 `not_found`; 409 `level_request_already_decided`.
 */
export async function decideLevelRequest(
  tx: CampusTransaction,
  input: { requestId: number; decision: 'approve' | 'refuse'; adminId: number; today: string },
): Promise<LevelRequestRow> {
  const [found] = await tx
    .select({ userId: levelRequests.userId })
    .from(levelRequests)
    .where(eq(levelRequests.id, input.requestId));
  if (!found) throw new ApiError(404, 'not_found');
  await lockPointAccount(tx, found.userId, input.today);
  const [request] = await tx.select().from(levelRequests).where(eq(levelRequests.id, input.requestId)).for('update');
  if (!request) throw new ApiError(404, 'not_found');
  if (request.status !== 'pending') throw new ApiError(409, 'level_request_already_decided');
  const decidedAt = new Date();
  const status = input.decision === 'approve' ? 'approved' : 'refused';
  const [decided] = await tx
    .update(levelRequests)
    .set({ status, decidedBy: input.adminId, decidedAt })
    .where(eq(levelRequests.id, request.id))
    .returning();
  if (!decided) throw new Error('level request vanished');
  if (status === 'approved') {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, request.campaignId));
    if (campaign) {
      const current = await lockMemberLevel(tx, request.userId, campaign);
      if (isLevelAbove(request.toLevel, current.level)) {
        await setMemberLevel(tx, request.userId, campaign.id, request.toLevel);
      }
    }
  }
  await tx.insert(memberMessages).values({
    userId: request.userId,
    kind: status === 'approved' ? 'level_approved' : 'level_refused',
    params: { level: request.toLevel },
  });
  await tx
    .update(sales)
    .set({ status: 'credited', updatedAt: decidedAt })
    .where(
      and(eq(sales.userId, request.userId), eq(sales.campaignId, request.campaignId), eq(sales.status, 'under_audit')),
    );
  return decided;
}

/** The level requests of a status of the client's campaigns, oldest first (the administrator's queue). */
export async function readClientLevelRequests(
  db: CampusDb,
  clientId: number,
  status: LevelRequestStatus,
): Promise<LevelRequestWire[]> {
  const all = await readLevelRequests(db, status);
  const own = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.clientId, clientId));
  const ids = new Set(own.map((row) => row.id));
  return all.filter((entry) => ids.has(Number(entry.campaign_id)));
}

/** Decides a level request inside the caller's transaction and reads it back as the queue shows it. */
export async function decideLevelRequestForAnswer(
  tx: CampusTransaction,
  input: Parameters<typeof decideLevelRequest>[1],
): Promise<LevelRequestWire> {
  const decided = await decideLevelRequest(tx, input);
  const [wire] = (await readLevelRequests(tx, decided.status)).filter((entry) => entry.id === decided.id);
  if (!wire) throw new Error('decided request vanished');
  return wire;
}
