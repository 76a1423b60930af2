import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries, rewardOrders, rewards, sales } from './schema';
import { expectLedgerConsistent } from '../loyalty/ledger-invariants.test-util';
import { demoIds, jpegWithExif, saleFields, userIdOf } from '../loyalty/loyalty-test-helpers.test-util';
import { givePoints, SHIPPING_ADDRESS } from '../loyalty/spending-test-helpers.test-util';
import { DEMO_CLIENT_BASIC, DEMO_PASSWORD } from '../test-support/demo-credentials.test-util';
import { startReferenceApi } from '../test-support/reference-api-process.test-util';
import { createTestDatabase, TEST_DATABASE_URL } from '../test-support/test-app.test-util';

/*
 * Issue 18, "always-on checks": the API process killed with -9 in the middle of a write loop of sales and
 * redemptions, then started again on the same PostgreSQL. Every sale and order it confirmed (201) is there exactly
 * once, none is half written (a sale without its ledger entry or invoice photo, an order without its debit or its
 * stock taken), the balance equals its ledger, and a confirmed write sent again with its Idempotency-Key gets its
 * first answer.
 */
it.runIf(TEST_DATABASE_URL)(
  'loses nothing it confirmed and writes nothing by halves when killed with -9 under writes [postgres]',
  async () => {
    const target = await createTestDatabase('postgres', { migrate: false });
    const env = { DATABASE_URL: String(target.config.databaseUrl) };
    let api = await startReferenceApi({ env });
    try {
      const db = target.database.db;
      const store = (await demoIds(db)).store('Horizonte Paulista');
      const photo = await jpegWithExif();
      const grant = await fetch(`${api.url}/o/token/`, {
        method: 'POST',
        headers: { authorization: DEMO_CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'agent', password: DEMO_PASSWORD }),
      });
      const { access_token: token } = (await grant.json()) as { access_token: string };
      const send = (url: string, invoice: string) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(saleFields(store, { invoice_number: invoice }))) {
          form.set(name, value);
        }
        form.set('invoice_photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'nota.jpg');
        return fetch(`${url}/api/sales/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': `crash-${invoice}` },
          body: form,
        });
      };

      // Redemptions of one reward, with stock and points enough for the whole run.
      const agentId = await userIdOf(db, 'agent');
      await givePoints(db, agentId, 1_000_000);
      const [reward] = await db
        .select()
        .from(rewards)
        .where(sql`${rewards.names}->>'pt-BR' = 'Mouse sem fio'`);
      if (!reward) throw new Error('no reward');
      await db.update(rewards).set({ stock: 100_000 }).where(eq(rewards.id, reward.id));
      const redeem = (url: string, key: string) =>
        fetch(`${url}/api/rewards/${reward.id}/redeem/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, 'content-type': 'application/json' },
          body: JSON.stringify({ quantity: 1, shipping_address: SHIPPING_ADDRESS }),
        });

      const confirmed: { invoice: string; body: string }[] = [];
      const orders: number[] = [];
      const unexpected: number[] = [];
      let writing = true;
      const writer = async () => {
        while (writing) {
          const invoice = `CRASH-${randomBytes(6).toString('hex')}`;
          try {
            const response = await send(api.url, invoice);
            if (response.status === 201) confirmed.push({ invoice, body: await response.text() });
            else if (response.status >= 500) unexpected.push(response.status);
          } catch {
            // The process died with this request in flight: its outcome is unknown to the client.
          }
        }
      };
      const redeemer = async () => {
        while (writing) {
          try {
            const response = await redeem(api.url, `crash-order-${randomBytes(6).toString('hex')}`);
            if (response.status === 201) orders.push(((await response.json()) as { id: number }).id);
            else if (response.status >= 500) unexpected.push(response.status);
          } catch {
            // In flight when the process died.
          }
        }
      };
      const crash = async () => {
        // Until some sales went through, then at once.
        while (confirmed.length < 5 || orders.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
        await api.kill();
        writing = false;
      };
      await Promise.all([writer(), writer(), writer(), redeemer(), redeemer(), crash()]);
      expect(unexpected).toEqual([]);

      api = await startReferenceApi({ env });
      const invoices = confirmed.map((sale) => sale.invoice);
      const rows = await db.select().from(sales).where(inArray(sales.invoiceNumber, invoices));
      expect(rows.map((row) => row.invoiceNumber).sort()).toEqual([...invoices].sort());
      // Nothing by halves: every sale of the run has its invoice photo and its ledger entry; every order its
      // debit, and the reward's stock went down by exactly the orders written.
      const run = await db.select().from(sales).where(eq(sales.userId, agentId));
      const crashSales = run.filter((sale) => sale.invoiceNumber.startsWith('CRASH-'));
      expect(crashSales.filter((sale) => sale.invoicePhotoId === null)).toEqual([]);
      const withoutEntry = await db
        .select({ id: sales.id })
        .from(sales)
        .leftJoin(ledgerEntries, and(eq(ledgerEntries.sourceType, 'sale'), eq(ledgerEntries.sourceId, sales.id)))
        .where(and(eq(sales.userId, agentId), isNull(ledgerEntries.id)));
      expect(withoutEntry).toEqual([]);
      const written = await db.select().from(rewardOrders).where(eq(rewardOrders.rewardId, reward.id));
      expect(written.map((order) => order.id)).toEqual(expect.arrayContaining(orders));
      const debited = await db
        .select({ id: rewardOrders.id })
        .from(rewardOrders)
        .innerJoin(
          ledgerEntries,
          and(eq(ledgerEntries.sourceType, 'reward_order'), eq(ledgerEntries.sourceId, rewardOrders.id)),
        )
        .where(eq(rewardOrders.rewardId, reward.id));
      expect(debited).toHaveLength(written.length);
      const [after] = await db.select({ stock: rewards.stock }).from(rewards).where(eq(rewards.id, reward.id));
      expect(after?.stock).toBe(100_000 - written.reduce((sum, order) => sum + order.quantity, 0));
      await expectLedgerConsistent(db, agentId);

      // The first confirmed write, sent again after the crash: its first answer, no second sale.
      const [first] = confirmed;
      const replay = await send(api.url, String(first?.invoice));
      expect(replay.status).toBe(201);
      expect(await replay.text()).toBe(first?.body);
      const again = await db
        .select()
        .from(sales)
        .where(eq(sales.invoiceNumber, String(first?.invoice)));
      expect(again).toHaveLength(1);
    } finally {
      await api.stop();
      await target.dispose();
    }
  },
  300_000,
);
