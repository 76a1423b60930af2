import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  campaigns,
  catalogueUserStates,
  clientAnswerVersions,
  ledgerEntries,
  memberCampaignLevels,
  rewardOrders,
  rewardOrderStatusHistory,
  rewards,
  sales,
  userAnswerVersions,
} from '../../db/schema';
import { expectLedgerConsistent } from '../ledger-invariants.test-util';
import { captureLogs, describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { balanceOf, givePoints, SHIPPING_ADDRESS } from '../spending-test-helpers.test-util';
import { sendJson, useDemoTokens, userIdOf } from '../loyalty-test-helpers.test-util';

describeEachDatabase('reward store and orders', (kind) => {
  const logs = captureLogs('error');
  const context = useTestApp(kind, { seed: true, logger: logs.logger });
  const tokens = useDemoTokens(context, ['agent', 'owner', 'admin', 'learner']);
  let agent: number;
  let rewardsClient: number;
  const rewardId = async (name: string) => {
    const rows = await context.database.db.select().from(rewards);
    const row = rows.find((reward) => reward.names['pt-BR'] === name);
    if (!row) throw new Error(`no reward ${name}`);
    return row.id;
  };

  beforeAll(async () => {
    agent = await userIdOf(context.database.db, 'agent');
    const [reward] = await context.database.db.select({ clientId: rewards.clientId }).from(rewards).limit(1);
    rewardsClient = reward?.clientId ?? 0;
  });

  describe('GET /api/rewards/', () => {
    it('lists the store with stock, filters and the member’s reward state', async () => {
      const response = await sendJson(context.app, 'GET', '/api/rewards/?sort=price', tokens.agent);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.count).toBe(7);
      const costs = body.results.map((reward: { cost: number }) => reward.cost);
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
      expect(body.results.find((reward: { name: string }) => reward.name === 'Liquidificador').stock).toBe(0);
      expect(body.departments.length).toBeGreaterThan(0);
      expect(body.categories.length).toBeGreaterThan(0);
      expect(body.user.reward_user_level).toBe('intermediate');
      expect(body.user.reward_user_points).toBe(await balanceOf(context.database.db, agent));
      const giftCards = body.results.find((reward: { name: string }) => reward.name.startsWith('Vale-presente'));
      expect(giftCards.category_max).toBe(2);
      const filtered = await sendJson(
        context.app,
        'GET',
        `/api/rewards/?category=${giftCards.category.id}`,
        tokens.agent,
      );
      expect(filtered.json().results.map((reward: { id: number }) => reward.id)).toEqual([giftCards.id]);
      const byName = (await sendJson(context.app, 'GET', '/api/rewards/?sort=name', tokens.agent)).json();
      expect(byName.results[0].name).toBe('Cafeteira elétrica');
    });

    it('answers the store again from memory, and at once with new points, stock, levels or campaigns', async () => {
      const { db } = context.database;
      const store = async () => (await sendJson(context.app, 'GET', '/api/rewards/?sort=name', tokens.agent)).body;
      const stockOf = (body: string, id: number) =>
        (JSON.parse(body) as { results: { id: number; stock: number }[] }).results.find((reward) => reward.id === id)
          ?.stock;
      const id = await rewardId('Cafeteira elétrica');
      const first = await store();
      // Unseen by the database's triggers (replication role): the next answer is the kept one.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx
          .update(rewards)
          .set({ stock: sql`${rewards.stock} + 1` })
          .where(eq(rewards.id, id));
      });
      expect(await store()).toBe(first);
      await db
        .update(rewards)
        .set({ stock: sql`${rewards.stock} - 1` })
        .where(eq(rewards.id, id));
      expect(stockOf(await store(), id)).toBe(stockOf(first, id));

      const points = await givePoints(db, agent, 10);
      expect(JSON.parse(await store()).user.reward_user_points).toBe(points);

      const versions = async () => {
        const [client] = await db
          .select({ version: clientAnswerVersions.version })
          .from(clientAnswerVersions)
          .where(eq(clientAnswerVersions.clientId, rewardsClient));
        const [member] = await db
          .select({ version: userAnswerVersions.version })
          .from(userAnswerVersions)
          .where(eq(userAnswerVersions.userId, agent));
        return { client: client?.version ?? 0, member: member?.version ?? 0 };
      };
      const before = await versions();
      await db
        .update(campaigns)
        .set({ name: sql`${campaigns.name}` })
        .where(eq(campaigns.clientId, rewardsClient));
      const afterCampaign = await versions();
      expect(afterCampaign.client).toBeGreaterThan(before.client);
      await db
        .update(memberCampaignLevels)
        .set({ levelPoints: sql`${memberCampaignLevels.levelPoints}` })
        .where(eq(memberCampaignLevels.userId, agent));
      expect((await versions()).member).toBeGreaterThan(afterCampaign.member);
    });

    it('refuses a signed-in user without a programme role and a signed-out one', async () => {
      expect((await sendJson(context.app, 'GET', '/api/rewards/', tokens.learner)).statusCode).toBe(403);
      expect((await context.app.inject({ method: 'GET', url: '/api/rewards/' })).statusCode).toBe(401);
    });

    it('shows one reward, 404 for an unknown one', async () => {
      const id = await rewardId('Mouse sem fio');
      const response = await sendJson(context.app, 'GET', `/api/rewards/${id}/`, tokens.agent);
      expect(response.json()).toMatchObject({ id, cost: 1200, ships: true });
      const missing = await sendJson(context.app, 'GET', '/api/rewards/999999/', tokens.agent);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('not_found_or_forbidden');
    });
  });

  describe('POST /api/rewards/{id}/redeem/', () => {
    it('takes points and stock together and answers the order awaiting approval', async () => {
      await givePoints(context.database.db, agent, 20_000);
      const id = await rewardId('Mouse sem fio');
      const before = await balanceOf(context.database.db, agent);
      const response = await sendJson(context.app, 'POST', `/api/rewards/${id}/redeem/`, tokens.agent, {
        quantity: 2,
        shipping_address: SHIPPING_ADDRESS,
      });
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json();
      expect(order).toMatchObject({ status: 'awaiting_approval', quantity: 2, unit_cost: 1200, total_points: 2400 });
      expect(order.balance).toBe(before - 2400);
      expect(order.history).toEqual([expect.objectContaining({ status: 'awaiting_approval' })]);
      const [reward] = await context.database.db.select().from(rewards).where(eq(rewards.id, id));
      expect(reward?.stock).toBe(38);
      const [entry] = await context.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.sourceType, 'reward_order'), eq(ledgerEntries.sourceId, order.id)));
      expect(entry).toMatchObject({ kind: 'redeemed', points: -2400 });
      await expectLedgerConsistent(context.database.db, agent);
    });

    it('replays an Idempotency-Key and refuses it with another body', async () => {
      const id = await rewardId('Carregador portátil 10.000 mAh');
      const headers = { 'idempotency-key': `redeem-${kind}` };
      const body = { quantity: 1, shipping_address: SHIPPING_ADDRESS };
      const first = await sendJson(context.app, 'POST', `/api/rewards/${id}/redeem/`, tokens.agent, body, headers);
      const again = await sendJson(context.app, 'POST', `/api/rewards/${id}/redeem/`, tokens.agent, body, headers);
      expect(first.statusCode, first.body + logs.text()).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      const other = await sendJson(
        context.app,
        'POST',
        `/api/rewards/${id}/redeem/`,
        tokens.agent,
        { ...body, quantity: 2 },
        headers,
      );
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('idempotency_key_reused');
    });

    it('needs a shipping address for a prize that ships', async () => {
      const response = await sendJson(
        context.app,
        'POST',
        `/api/rewards/${await rewardId('Mouse sem fio')}/redeem/`,
        tokens.agent,
        {},
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(['body.shipping_address']);
    });

    it('refuses with out_of_stock, category_limit_reached, training_required, reward_level_required', async () => {
      const blender = await sendJson(
        context.app,
        'POST',
        `/api/rewards/${await rewardId('Liquidificador')}/redeem/`,
        tokens.agent,
        {
          shipping_address: SHIPPING_ADDRESS,
        },
      );
      expect(blender.statusCode).toBe(422);
      expect(blender.json()).toMatchObject({
        code: 'out_of_stock',
        message: 'Não há estoque suficiente deste prêmio.',
      });

      const gift = await rewardId('Vale-presente R$ 100');
      const two = await sendJson(context.app, 'POST', `/api/rewards/${gift}/redeem/`, tokens.agent, { quantity: 2 });
      expect(two.statusCode, two.body).toBe(201);
      const third = await sendJson(context.app, 'POST', `/api/rewards/${gift}/redeem/`, tokens.agent, { quantity: 1 });
      expect(third.statusCode).toBe(422);
      expect(third.json().code).toBe('category_limit_reached');

      const spa = await rewardId('Dia de spa');
      const [reward] = await context.database.db.select().from(rewards).where(eq(rewards.id, spa));
      const training = reward?.mandatoryTrainingId ?? 0;
      await context.database.db
        .delete(catalogueUserStates)
        .where(and(eq(catalogueUserStates.userId, agent), eq(catalogueUserStates.itemId, training)));
      const untrained = await sendJson(context.app, 'POST', `/api/rewards/${spa}/redeem/`, tokens.agent, {});
      expect(untrained.statusCode).toBe(422);
      expect(untrained.json().code).toBe('training_required');
      await context.database.db
        .insert(catalogueUserStates)
        .values({ userId: agent, itemId: training, status: 'finished', progress: 100 });
      const trained = await sendJson(context.app, 'POST', `/api/rewards/${spa}/redeem/`, tokens.agent, {});
      expect(trained.statusCode, trained.body).toBe(201);
      expect(trained.json().shipping_address).toBeNull();

      const owner = await sendJson(context.app, 'POST', `/api/rewards/${spa}/redeem/`, tokens.owner, {});
      expect(owner.statusCode).toBe(422);
      expect(owner.json().code).toBe('reward_level_required');
    });

    it('refuses with insufficient_points, and redemption_pending_audit when only points under audit cover it', async () => {
      const owner = await userIdOf(context.database.db, 'owner');
      const coffee = await rewardId('Cafeteira elétrica');
      const balance = await balanceOf(context.database.db, owner);
      if (balance >= 4800) throw new Error('the demo owner was expected to hold fewer than 4800 points');
      const short = await sendJson(context.app, 'POST', `/api/rewards/${coffee}/redeem/`, tokens.owner, {
        shipping_address: SHIPPING_ADDRESS,
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().code).toBe('insufficient_points');

      await givePoints(context.database.db, owner, 4800 - balance);
      const [sale] = await context.database.db.select().from(sales).where(eq(sales.userId, owner)).limit(1);
      if (!sale) throw new Error('the demo owner has no sale');
      await context.database.db
        .update(sales)
        .set({ status: 'under_audit', totalPoints: 1 })
        .where(eq(sales.id, sale.id));
      const held = await sendJson(context.app, 'POST', `/api/rewards/${coffee}/redeem/`, tokens.owner, {
        shipping_address: SHIPPING_ADDRESS,
      });
      expect(held.statusCode).toBe(422);
      expect(held.json()).toMatchObject({
        code: 'redemption_pending_audit',
        message: 'Seu resgate está pendente de auditoria.',
      });
      await context.database.db
        .update(sales)
        .set({ status: sale.status, totalPoints: sale.totalPoints })
        .where(eq(sales.id, sale.id));
      const en = await sendJson(context.app, 'POST', `/api/rewards/999999/redeem/?locale=en-US`, tokens.owner, {});
      expect(en.statusCode).toBe(404);
    });
  });

  describe('orders', () => {
    it('lists the member’s orders and lets the administrator move them along', async () => {
      const list = await sendJson(context.app, 'GET', '/api/orders/?status=awaiting_approval', tokens.agent);
      expect(list.statusCode, list.body).toBe(200);
      const [order] = list.json().results;
      expect(order.status).toBe('awaiting_approval');
      const path = `/api/admin/orders/${order.id}/status/`;
      expect((await sendJson(context.app, 'POST', path, tokens.agent, { status: 'approved' })).statusCode).toBe(403);
      const skipped = await sendJson(context.app, 'POST', path, tokens.admin, { status: 'delivered' });
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json().code).toBe('invalid_order_transition');
      for (const status of ['approved', 'shipped', 'delivered'] as const) {
        const moved = await sendJson(context.app, 'POST', path, tokens.admin, { status, note: `to ${status}` });
        expect(moved.statusCode, moved.body).toBe(200);
        expect(moved.json().status).toBe(status);
      }
      const mine = await sendJson(context.app, 'GET', `/api/orders/${order.id}/`, tokens.agent);
      expect(mine.json().history.map((entry: { status: string }) => entry.status)).toEqual([
        'awaiting_approval',
        'approved',
        'shipped',
        'delivered',
      ]);
      expect((await sendJson(context.app, 'GET', `/api/orders/${order.id}/`, tokens.owner)).statusCode).toBe(404);
    });

    it('answers the orders again from memory, and at once after a change to an order or its history', async () => {
      const { db } = context.database;
      const list = async () => (await sendJson(context.app, 'GET', '/api/orders/?page_size=3', tokens.agent)).body;
      const redeemed = await sendJson(
        context.app,
        'POST',
        `/api/rewards/${await rewardId('Fone de ouvido Bluetooth')}/redeem/`,
        tokens.agent,
        {
          shipping_address: SHIPPING_ADDRESS,
        },
      );
      expect(redeemed.statusCode, redeemed.body).toBe(201);
      const first = await list();
      const [order] = JSON.parse(first).results;
      expect(order.id).toBe(redeemed.json().id);
      // Unseen by the database's triggers (replication role): the next answer is the kept one.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(rewardOrders).set({ status: 'reproved' }).where(eq(rewardOrders.id, order.id));
      });
      expect(await list()).toBe(first);
      const other = order.status === 'shipped' ? 'approved' : 'shipped';
      await db.update(rewardOrders).set({ status: other }).where(eq(rewardOrders.id, order.id));
      expect(JSON.parse(await list()).results[0].status).toBe(other);
      await db.update(rewardOrders).set({ status: order.status }).where(eq(rewardOrders.id, order.id));
      expect(JSON.parse(await list()).results[0].status).toBe(order.status);

      const member = async () =>
        (await db.select().from(userAnswerVersions).where(eq(userAnswerVersions.userId, agent)))[0]?.version ?? 0;
      const beforeHistory = await member();
      await db
        .update(rewardOrderStatusHistory)
        .set({ note: sql`${rewardOrderStatusHistory.note}` })
        .where(eq(rewardOrderStatusHistory.orderId, order.id));
      expect(await member()).toBeGreaterThan(beforeHistory);
      // Points and stock back for the tests below.
      const path = `/api/admin/orders/${order.id}/status/`;
      const reproved = await sendJson(context.app, 'POST', path, tokens.admin, { status: 'reproved', note: 'teste' });
      expect(reproved.statusCode, reproved.body).toBe(200);
      expect(JSON.parse(await list()).results[0].status).toBe('reproved');
    });

    it('reproving returns the points and the stock with a ledger entry', async () => {
      const id = await rewardId('Fone de ouvido Bluetooth');
      const redeemed = await sendJson(context.app, 'POST', `/api/rewards/${id}/redeem/`, tokens.agent, {
        shipping_address: SHIPPING_ADDRESS,
      });
      expect(redeemed.statusCode, redeemed.body).toBe(201);
      const before = await balanceOf(context.database.db, agent);
      const reproved = await sendJson(
        context.app,
        'POST',
        `/api/admin/orders/${redeemed.json().id}/status/`,
        tokens.admin,
        {
          status: 'reproved',
          note: 'endereço inválido',
        },
      );
      expect(reproved.statusCode, reproved.body).toBe(200);
      expect(await balanceOf(context.database.db, agent)).toBe(before + 3500);
      const [reward] = await context.database.db.select().from(rewards).where(eq(rewards.id, id));
      expect(reward?.stock).toBe(15);
      const entries = await context.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.sourceType, 'reward_order'), eq(ledgerEntries.sourceId, redeemed.json().id)));
      expect(entries.map((entry) => [entry.kind, entry.points]).sort()).toEqual([
        ['redeemed', -3500],
        ['reversed', 3500],
      ]);
      const again = await sendJson(
        context.app,
        'POST',
        `/api/admin/orders/${redeemed.json().id}/status/`,
        tokens.admin,
        {
          status: 'reproved',
        },
      );
      expect(again.statusCode).toBe(409);
      await expectLedgerConsistent(context.database.db, agent);
      const queue = await sendJson(context.app, 'GET', '/api/admin/orders/?status=reproved', tokens.admin);
      expect(queue.json().results[0]).toMatchObject({ status: 'reproved', member: { username: 'agent' } });
    });
  });
});
