import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rewardOrders, rewards, siteListEntries } from '../../db/schema';
import { expectLedgerConsistent } from '../ledger-invariants.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { createUser, signIn, TEST_PASSWORD } from '../../test-support/auth-test-helpers.test-util';
import { balanceOf, givePoints } from '../spending-test-helpers.test-util';
import { demoTokens, sendJson } from '../loyalty-test-helpers.test-util';

/*
 * Redemptions racing each other (issue 6: "50 concurrent redemptions of a reward costing exactly the balance →
 * exactly one order; balance never negative; stock and category limits exact"). On PostgreSQL the requests
 * really run at once on a pool of connections; on PGlite they interleave on its single connection.
 */

describeEachDatabase('concurrent redemptions', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let admin: string;
  let department: number;
  let categories: number[];

  beforeAll(async () => {
    ({ admin } = await demoTokens(context.app, ['admin']));
    const entries = await context.database.db.select().from(siteListEntries);
    department = entries.find((entry) => entry.list === 'reward_departments')?.id ?? 0;
    categories = entries.filter((entry) => entry.list === 'reward_categories').map((entry) => entry.id);
  });

  async function member(name: string, points: number) {
    const user = await createUser(context.database.db, `${name}-${kind}`, { roles: ['seller'] });
    if (points > 0) await givePoints(context.database.db, user.id, points);
    return { id: user.id, token: (await signIn(context.app, `${name}-${kind}`, TEST_PASSWORD)).access_token };
  }

  async function reward(fields: { cost: number; stock: number; category: number; categoryMax?: number | null }) {
    const response = await sendJson(context.app, 'POST', '/api/admin/rewards/', admin, {
      names: { 'pt-BR': `Prêmio ${fields.cost}/${fields.stock}` },
      department_id: department,
      category_id: fields.category,
      cost: fields.cost,
      stock: fields.stock,
      ships: false,
      ...(fields.categoryMax === undefined ? {} : { category_max: fields.categoryMax }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }

  const redeemAll = (token: string, id: number, count: number, headers: Record<string, string> = {}) =>
    Promise.all(
      Array.from({ length: count }, () =>
        sendJson(context.app, 'POST', `/api/rewards/${id}/redeem/`, token, {}, headers),
      ),
    );

  const stockOf = async (id: number) =>
    (await context.database.db.select().from(rewards).where(eq(rewards.id, id)))[0]?.stock;

  it('50 redemptions of a reward costing exactly the balance make exactly one order', async () => {
    const buyer = await member('whole-balance', 2500);
    const id = await reward({ cost: 2500, stock: 50, category: categories[0] ?? 0, categoryMax: null });
    const answers = await redeemAll(buyer.token, id, 50);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(49);
    for (const answer of answers.filter((one) => one.statusCode === 422)) {
      expect(answer.json().code).toBe('insufficient_points');
    }
    expect(await balanceOf(context.database.db, buyer.id)).toBe(0);
    expect(await stockOf(id)).toBe(49);
    const orders = await context.database.db.select().from(rewardOrders).where(eq(rewardOrders.userId, buyer.id));
    expect(orders).toHaveLength(1);
    await expectLedgerConsistent(context.database.db, buyer.id);
  });

  it('a category maximum holds under 50 concurrent redemptions', async () => {
    const buyer = await member('category-max', 100_000);
    const category = categories[1] ?? 0;
    const id = await reward({ cost: 10, stock: 100, category, categoryMax: 3 });
    const answers = await redeemAll(buyer.token, id, 50);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().code))).toEqual(
      new Set(['category_limit_reached']),
    );
    expect(await stockOf(id)).toBe(97);
    expect(await balanceOf(context.database.db, buyer.id)).toBe(100_000 - 30);
    await expectLedgerConsistent(context.database.db, buyer.id);
    // Leave the category unlimited for the other tests.
    await sendJson(context.app, 'PATCH', `/api/admin/rewards/${id}/`, admin, { category_max: null });
  });

  it('stock is exact when two members race for the last units', async () => {
    const first = await member('stock-a', 10_000);
    const second = await member('stock-b', 10_000);
    const id = await reward({ cost: 10, stock: 5, category: categories[2] ?? categories[0] ?? 0, categoryMax: null });
    const answers = (await Promise.all([redeemAll(first.token, id, 25), redeemAll(second.token, id, 25)])).flat();
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    for (const answer of answers.filter((one) => one.statusCode !== 201))
      expect(answer.json().code).toBe('out_of_stock');
    expect(await stockOf(id)).toBe(0);
    const orders = await context.database.db.select().from(rewardOrders).where(eq(rewardOrders.rewardId, id));
    expect(orders.reduce((units, order) => units + order.quantity, 0)).toBe(5);
    const spent =
      20_000 - (await balanceOf(context.database.db, first.id)) - (await balanceOf(context.database.db, second.id));
    expect(spent).toBe(50);
    await expectLedgerConsistent(context.database.db, first.id);
    await expectLedgerConsistent(context.database.db, second.id);
  });

  it('one Idempotency-Key sent 10 times at once makes one order and ten identical answers', async () => {
    const buyer = await member('same-key', 1000);
    const id = await reward({ cost: 100, stock: 50, category: categories[0] ?? 0, categoryMax: null });
    const answers = await redeemAll(buyer.token, id, 10, { 'idempotency-key': 'one-redemption' });
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await balanceOf(context.database.db, buyer.id)).toBe(900);
    expect(await stockOf(id)).toBe(49);
  });
});
