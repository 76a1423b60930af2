import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import { ledgerEntries, lotConsumptions, pointAccounts, pointLots } from '../db/schema';
import type { LedgerEntryRow } from '../db/schema';

/**
 * A member's lots that still hold points and have an expiry date, narrowed by `expiry`: due ones
 * (`lt(pointLots.expiresOn, today)`) are what {@link expireDueLots} settles, the rest is what the points
 * summary lists as expiring. One condition, so the summary and the expiry never disagree on which lots count.
 */
export function expiringLots(userId: number, expiry: SQL): SQL | undefined {
  return and(eq(pointLots.userId, userId), gt(pointLots.remaining, 0), isNotNull(pointLots.expiresOn), expiry);
}

/**
 * A member's points account, locked for the rest of the transaction. Every ledger write goes through one:
 * {@link lockPointAccount} takes the row lock, and the functions in ledger.ts keep `balance` in step with the
 * entries they add. Never keep one across transactions.
 */
export interface LockedAccount {
  readonly tx: CampusTransaction;
  readonly userId: number;
  /** The product's today (`YYYY-MM-DD`, UTC−3): lots whose `expires_on` is before it have expired. */
  readonly today: string;
  /** The balance as of now in this transaction (updated by each posting). */
  balance: number;
  experiencePoints: number;
}

/**
 * Locks a member's balance row (`select … for update`, creating it at zero the first time), then expires the
 * member's lots that are past their date, so the balance the caller reads is what can really be spent.
 *
 * Locking rules: call it first in the transaction, before reading or writing anything of that member's
 * points, orders or transfers; lock one member per transaction (or several in ascending id order) so two
 * transactions never wait on each other in a cycle. Concurrent writers for the same member queue on this row,
 * which makes "read balance → check → debit" safe under READ COMMITTED.
 */
export async function lockPointAccount(tx: CampusTransaction, userId: number, today: string): Promise<LockedAccount> {
  const lockRow = async () =>
    (await tx.select().from(pointAccounts).where(eq(pointAccounts.userId, userId)).for('update'))[0];
  // The row exists after a member's first posting: lock it in one statement, and create it only when missing
  // (issue 27: each statement of a sale is a round trip). A concurrent first posting may create it in between:
  // `on conflict do nothing` then leaves theirs, and the second lock waits for it.
  let row = await lockRow();
  if (!row) {
    await tx.insert(pointAccounts).values({ userId }).onConflictDoNothing();
    row = await lockRow();
  }
  if (!row) throw new Error(`point account of user ${userId} vanished under its lock`);
  const account: LockedAccount = {
    tx,
    userId,
    today,
    balance: row.balance,
    experiencePoints: row.experiencePoints,
  };
  await expireDueLots(account);
  return account;
}

/** Writes the account's balance and experience points back to its row (the row is locked by us). */
export async function saveAccount(account: LockedAccount): Promise<void> {
  await account.tx
    .update(pointAccounts)
    .set({ balance: account.balance, experiencePoints: account.experiencePoints, updatedAt: new Date() })
    .where(eq(pointAccounts.userId, account.userId));
}

/**
 * Expires every lot of the locked member whose `expires_on` is before today (spec §4: campaign points expire
 * at campaign end): one `expired` entry per campaign and expiry date, each lot's consumption recorded.
 * @returns the entries written (none when nothing was due).
 */
export async function expireDueLots(account: LockedAccount): Promise<LedgerEntryRow[]> {
  const { tx, userId, today } = account;
  const due = await tx
    .select()
    .from(pointLots)
    .where(expiringLots(userId, lt(pointLots.expiresOn, today)))
    .orderBy(asc(pointLots.expiresOn), asc(pointLots.id))
    .for('update');
  const groups = new Map<string, typeof due>();
  for (const lot of due) {
    const key = `${lot.campaignId ?? ''}|${lot.expiresOn ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), lot]);
  }
  const entries: LedgerEntryRow[] = [];
  for (const lots of groups.values()) {
    const first = lots[0];
    if (!first || first.campaignId === null) continue;
    const points = lots.reduce((sum, lot) => sum + lot.remaining, 0);
    account.balance -= points;
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        userId,
        kind: 'expired',
        sourceType: 'campaign',
        sourceId: first.campaignId,
        points: -points,
        balanceAfter: account.balance,
        campaignId: first.campaignId,
        expiresOn: first.expiresOn,
      })
      .returning();
    if (!entry) throw new Error('expiry entry not written');
    await tx
      .insert(lotConsumptions)
      .values(lots.map((lot) => ({ entryId: entry.id, lotId: lot.id, points: lot.remaining })));
    await tx
      .update(pointLots)
      .set({ remaining: 0 })
      .where(
        sql`${pointLots.id} in (${sql.join(
          lots.map((lot) => sql`${lot.id}`),
          sql`, `,
        )})`,
      );
    entries.push(entry);
  }
  if (entries.length > 0) await saveAccount(account);
  return entries;
}
