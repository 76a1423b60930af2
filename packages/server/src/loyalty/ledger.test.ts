import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, ledgerEntries, pointAdjustments, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { lockPointAccount } from './ledger-account';
import { InsufficientPointsError, creditPoints, debitPoints, refundDebit, reverseCredit } from './ledger';
import { expectLedgerConsistent } from './ledger-invariants.test-util';

describeEachDatabase('points ledger', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const db = () => context.database.db;

  async function userId(username: string): Promise<number> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(username);
    return row.id;
  }

  async function campaignsByBegin() {
    return db().select().from(campaigns).orderBy(asc(campaigns.beginDate));
  }

  /** A source id no other test uses (adjustment rows give unique ids). */
  async function adjustmentSource(user: number): Promise<number> {
    const [row] = await db().insert(pointAdjustments).values({ userId: user, points: 1, reason: 'test' }).returning();
    if (!row) throw new Error('adjustment');
    return row.id;
  }

  it('keeps the demo members consistent: balance = sum of entries = sum of open lots', async () => {
    for (const name of ['agent', 'owner']) {
      const balance = await expectLedgerConsistent(db(), await userId(name));
      expect(balance).toBeGreaterThan(0);
    }
    // The previous campaign's points expired at its end.
    const agent = await userId('agent');
    const expired = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, agent), eq(ledgerEntries.kind, 'expired')));
    expect(expired.length).toBeGreaterThan(0);
  });

  it('credits, debits from the lots expiring first, refunds into the same lots, and never goes negative', async () => {
    const user = await userId('learner');
    const [, , previous, active] = await campaignsByBegin();
    if (!previous || !active) throw new Error('campaigns');
    const today = active.beginDate;
    const [early, late, order] = [
      await adjustmentSource(user),
      await adjustmentSource(user),
      await adjustmentSource(user),
    ];
    await withTransaction(db(), async (tx) => {
      const account = await lockPointAccount(tx, user, today);
      await creditPoints(account, { kind: 'adjusted', sourceType: 'adjustment', sourceId: late, points: 300 });
      await creditPoints(account, {
        kind: 'earned',
        sourceType: 'sale',
        sourceId: early,
        points: 200,
        campaignId: active.id,
        expiresOn: active.endDate,
      });
      expect(account.balance).toBe(500);
      expect(account.experiencePoints).toBe(200);
    });
    const debit = await withTransaction(db(), async (tx) => {
      const account = await lockPointAccount(tx, user, today);
      await expect(
        debitPoints(account, { kind: 'redeemed', sourceType: 'reward_order', sourceId: order, points: 501 }),
      ).rejects.toBeInstanceOf(InsufficientPointsError);
      const result = await debitPoints(account, {
        kind: 'redeemed',
        sourceType: 'reward_order',
        sourceId: order,
        points: 250,
      });
      expect(account.balance).toBe(250);
      // Redemption never lowers experience points (spec §4).
      expect(account.experiencePoints).toBe(200);
      return result.entry;
    });
    expect(debit?.balanceAfter).toBe(250);
    await expectLedgerConsistent(db(), user);

    // The campaign's lot (expiring) was spent first: after the campaign ends only the never-expiring rest is left.
    const afterEnd = await withTransaction(db(), async (tx) => {
      const account = await lockPointAccount(tx, user, addDay(active.endDate));
      return account.balance;
    });
    expect(afterEnd).toBe(250);
    await expectLedgerConsistent(db(), user);

    // Refunding the order puts 200 back into the expired campaign lot (which expires again) and 50 into the other.
    await withTransaction(db(), async (tx) => {
      const account = await lockPointAccount(tx, user, addDay(active.endDate));
      if (!debit) throw new Error('debit');
      await refundDebit(account, debit, { sourceType: 'reward_order', sourceId: order });
      expect(account.balance).toBe(500);
    });
    const reopened = await withTransaction(
      db(),
      async (tx) => (await lockPointAccount(tx, user, addDay(active.endDate))).balance,
    );
    expect(reopened).toBe(300);
    await expectLedgerConsistent(db(), user);

    // A second refund of the same order is refused by the ledger's unique index.
    await expect(
      withTransaction(db(), async (tx) => {
        const account = await lockPointAccount(tx, user, addDay(active.endDate));
        if (!debit) throw new Error('debit');
        await refundDebit(account, debit, { sourceType: 'reward_order', sourceId: order });
      }),
    ).rejects.toThrow();
    await expectLedgerConsistent(db(), user);
  });

  it('takes back a credit only down to zero and reports what was already spent', async () => {
    const user = await userId('moderator');
    const [, , , active] = await campaignsByBegin();
    if (!active) throw new Error('campaigns');
    const today = active.beginDate;
    const [sale, order] = [await adjustmentSource(user), await adjustmentSource(user)];
    const credit = await withTransaction(db(), async (tx) => {
      const account = await lockPointAccount(tx, user, today);
      const entry = await creditPoints(account, {
        kind: 'earned',
        sourceType: 'sale',
        sourceId: sale,
        points: 400,
        campaignId: active.id,
        expiresOn: active.endDate,
      });
      await debitPoints(account, { kind: 'redeemed', sourceType: 'reward_order', sourceId: order, points: 300 });
      return entry;
    });
    const outcome = await withTransaction(db(), async (tx) => {
      const account = await lockPointAccount(tx, user, today);
      const result = await reverseCredit(account, credit, { sourceType: 'sale', sourceId: sale, note: 'fraude' });
      return { ...result, balance: account.balance, experience: account.experiencePoints };
    });
    expect(outcome.entry?.points).toBe(-100);
    expect(outcome.unrecovered).toBe(300);
    expect(outcome.balance).toBe(0);
    expect(outcome.experience).toBe(0);
    await expectLedgerConsistent(db(), user);
  });

  it('does not take back points of a credit that already expired', async () => {
    const user = await userId('auditor');
    const [, , , active] = await campaignsByBegin();
    if (!active) throw new Error('campaigns');
    const [sale, bonus] = [await adjustmentSource(user), await adjustmentSource(user)];
    const credit = await withTransaction(db(), async (tx) => {
      const account = await lockPointAccount(tx, user, active.beginDate);
      await creditPoints(account, { kind: 'adjusted', sourceType: 'adjustment', sourceId: bonus, points: 5 });
      return creditPoints(account, {
        kind: 'earned',
        sourceType: 'sale',
        sourceId: sale,
        points: 300,
        campaignId: active.id,
        expiresOn: active.endDate,
      });
    });
    const outcome = await withTransaction(db(), async (tx) => {
      const account = await lockPointAccount(tx, user, addDay(active.endDate));
      expect(account.balance).toBe(5);
      const result = await reverseCredit(account, credit, { sourceType: 'sale', sourceId: sale, note: 'x' });
      return { ...result, balance: account.balance };
    });
    expect(outcome).toEqual({ entry: null, unrecovered: 0, balance: 5 });
    await expectLedgerConsistent(db(), user);
  });

  describe('under concurrency', () => {
    it('lets exactly one of many concurrent debits of the whole balance through', async () => {
      const user = await userId('instructor');
      const seed = await adjustmentSource(user);
      await withTransaction(db(), async (tx) => {
        const account = await lockPointAccount(tx, user, '2030-01-01');
        await creditPoints(account, { kind: 'adjusted', sourceType: 'adjustment', sourceId: seed, points: 1000 });
      });
      const sources = await Promise.all(Array.from({ length: 12 }, () => adjustmentSource(user)));
      const results = await Promise.allSettled(
        sources.map((source) =>
          withTransaction(db(), async (tx) => {
            const account = await lockPointAccount(tx, user, '2030-01-01');
            return debitPoints(account, {
              kind: 'redeemed',
              sourceType: 'reward_order',
              sourceId: source,
              points: 1000,
            });
          }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.filter((result) => result.status === 'rejected');
      for (const result of refused) expect(result.reason).toBeInstanceOf(InsufficientPointsError);
      expect(await expectLedgerConsistent(db(), user)).toBe(0);
    });
  });
});

function addDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
