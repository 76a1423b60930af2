import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CampusDb } from '../db/database';
import { ledgerEntries, pointAccounts, pointLots } from '../db/schema';

/** A member's balance three ways: the balance row, the sum of entries, the sum of lots' remaining points. */
export async function ledgerTotals(db: CampusDb, userId: number) {
  const [account] = await db.select().from(pointAccounts).where(eq(pointAccounts.userId, userId));
  const [entries] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.points}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  const [lots] = await db
    .select({ sum: sql<string>`coalesce(sum(${pointLots.remaining}), 0)` })
    .from(pointLots)
    .where(eq(pointLots.userId, userId));
  return { balance: account?.balance ?? 0, entries: Number(entries?.sum ?? 0), lots: Number(lots?.sum ?? 0) };
}

/** Asserts the ledger's invariant for a member (balance = entries = lots ≥ 0) and returns the balance. */
export async function expectLedgerConsistent(db: CampusDb, userId: number): Promise<number> {
  const totals = await ledgerTotals(db, userId);
  expect(totals.entries).toBe(totals.balance);
  expect(totals.lots).toBe(totals.balance);
  expect(totals.balance).toBeGreaterThanOrEqual(0);
  return totals.balance;
}
