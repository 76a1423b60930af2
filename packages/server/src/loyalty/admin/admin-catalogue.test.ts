import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { sendJson, useDemoTokens } from '../loyalty-test-helpers.test-util';
import { beforeAll, describe, expect, it } from 'vitest';
import { retailChains, rewards, siteListEntries, stores } from '../../db/schema';
import { DEMO_EVENT_CODES } from '../../seed/demo/demo-loyalty-store';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';

describeEachDatabase('programme administrator: rewards, events, campaigns, stores', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const tokens = useDemoTokens(context, ['admin', 'agent', 'auditor']);
  let department: number;
  let category: number;

  beforeAll(async () => {
    const entries = await context.database.db.select().from(siteListEntries);
    department = entries.find((entry) => entry.list === 'reward_departments')?.id ?? 0;
    category = entries.find((entry) => entry.list === 'reward_categories' && entry.code === 'electronics')?.id ?? 0;
  });

  it('is for the programme administrator only', async () => {
    for (const path of ['/api/admin/rewards/', '/api/admin/events/', '/api/admin/campaigns/', '/api/admin/stores/']) {
      expect((await sendJson(context.app, 'GET', path, tokens.agent)).statusCode, path).toBe(403);
      expect((await sendJson(context.app, 'GET', path, tokens.auditor)).statusCode, path).toBe(403);
      expect((await sendJson(context.app, 'GET', path, tokens.admin)).statusCode, path).toBe(200);
    }
  });

  describe('rewards', () => {
    it('creates, changes (stock, category maximum), lists and deletes a reward', async () => {
      const created = await sendJson(context.app, 'POST', '/api/admin/rewards/', tokens.admin, {
        names: { 'pt-BR': 'Caneca', 'en-US': 'Mug' },
        department_id: department,
        category_id: category,
        cost: 300,
        stock: 10,
        category_max: 5,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Caneca', stock: 10, category_max: 5, is_active: true });
      const id = created.json().id;
      const changed = await sendJson(context.app, 'PATCH', `/api/admin/rewards/${id}/?locale=en-US`, tokens.admin, {
        stock: 3,
        category_max: null,
        is_active: false,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ name: 'Mug', stock: 3, category_max: null, is_active: false });
      const store = await sendJson(context.app, 'GET', '/api/rewards/', tokens.agent);
      expect(store.json().results.map((reward: { id: number }) => reward.id)).not.toContain(id);
      expect((await sendJson(context.app, 'DELETE', `/api/admin/rewards/${id}/`, tokens.admin)).statusCode).toBe(204);
      expect((await sendJson(context.app, 'DELETE', `/api/admin/rewards/${id}/`, tokens.admin)).statusCode).toBe(404);
    });

    it('refuses unknown references and deleting a redeemed reward', async () => {
      const unknown = await sendJson(context.app, 'POST', '/api/admin/rewards/', tokens.admin, {
        names: { 'pt-BR': 'X' },
        department_id: category,
        category_id: category,
        cost: 1,
        stock: 1,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        code: 'unknown_reference',
        field_errors: { department_id: 'unknown_reference' },
      });
      const rewards = (await sendJson(context.app, 'GET', '/api/admin/rewards/', tokens.admin)).json().results;
      const giftCard = rewards.find((reward: { name: string }) => reward.name.startsWith('Vale-presente'));
      const redeemed = await sendJson(context.app, 'POST', `/api/rewards/${giftCard.id}/redeem/`, tokens.agent, {});
      expect(redeemed.statusCode, redeemed.body).toBe(201);
      const refused = await sendJson(context.app, 'DELETE', `/api/admin/rewards/${giftCard.id}/`, tokens.admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('reward_in_use');
      const empty = await sendJson(context.app, 'PATCH', `/api/admin/rewards/${giftCard.id}/`, tokens.admin, {});
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('events', () => {
    it('creates an event with a drawn code, refuses a taken code, changes and deletes it', async () => {
      const begin = new Date(Date.now() - 3_600_000).toISOString();
      const end = new Date(Date.now() + 3_600_000).toISOString();
      const created = await sendJson(context.app, 'POST', '/api/admin/events/', tokens.admin, {
        type: 'training',
        title: 'Treinamento relâmpago',
        begin_at: begin,
        end_at: end,
        points: 50,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().check_in_code).toMatch(/^\d{6}$/);
      expect(created.json().qr).toMatch(/^[0-9a-f]{32}$/);
      const id = created.json().id;
      const taken = await sendJson(context.app, 'PATCH', `/api/admin/events/${id}/`, tokens.admin, {
        check_in_code: DEMO_EVENT_CODES.now,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('check_in_code_taken');
      const changed = await sendJson(context.app, 'PATCH', `/api/admin/events/${id}/`, tokens.admin, {
        check_in_code: '424242',
        regenerate_qr: true,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().check_in_code).toBe('424242');
      expect(changed.json().qr).not.toBe(created.json().qr);
      const checkedIn = await sendJson(context.app, 'POST', '/api/events/check-in/', tokens.agent, { code: '424242' });
      expect(checkedIn.statusCode, checkedIn.body).toBe(201);
      const inUse = await sendJson(context.app, 'DELETE', `/api/admin/events/${id}/`, tokens.admin);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().code).toBe('event_in_use');
      const badCode = await sendJson(context.app, 'POST', '/api/admin/events/', tokens.admin, {
        type: 'x',
        title: 'x',
        begin_at: begin,
        end_at: end,
        check_in_code: '12345',
      });
      expect(badCode.statusCode).toBe(400);
    });
  });

  describe('campaigns and stores', () => {
    it('creates a campaign with stores, changes it, deletes an unused one and refuses a used one', async () => {
      const stores = (await sendJson(context.app, 'GET', '/api/admin/stores/', tokens.admin)).json().results;
      const created = await sendJson(context.app, 'POST', '/api/admin/campaigns/', tokens.admin, {
        name: 'Campanha de teste',
        begin_date: '2031-01-01',
        end_date: '2031-03-15',
        store_ids: [stores[0].id],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().store_ids).toEqual([stores[0].id]);
      const id = created.json().id;
      const changed = await sendJson(context.app, 'PATCH', `/api/admin/campaigns/${id}/`, tokens.admin, {
        end_date: '2031-03-20',
        store_ids: stores.slice(0, 2).map((store: { id: number }) => store.id),
      });
      expect(changed.json()).toMatchObject({ end_date: '2031-03-20' });
      expect(changed.json().store_ids).toHaveLength(2);
      const backwards = await sendJson(context.app, 'PATCH', `/api/admin/campaigns/${id}/`, tokens.admin, {
        begin_date: '2031-04-01',
      });
      expect(backwards.statusCode).toBe(400);
      expect((await sendJson(context.app, 'DELETE', `/api/admin/campaigns/${id}/`, tokens.admin)).statusCode).toBe(204);
      const events = (await sendJson(context.app, 'GET', '/api/admin/events/', tokens.admin)).json().results;
      const active = events.find((event: { campaign_id: number | null }) => event.campaign_id !== null).campaign_id;
      const used = await sendJson(context.app, 'DELETE', `/api/admin/campaigns/${active}/`, tokens.admin);
      expect(used.statusCode).toBe(409);
      expect(used.json().code).toBe('campaign_in_use');
    });

    it('creates and changes a store with its camera rule and participation', async () => {
      const [chain] = await context.database.db.select().from(retailChains).limit(1);
      const campaigns = (await sendJson(context.app, 'GET', '/api/admin/campaigns/', tokens.admin)).json().results;
      const created = await sendJson(context.app, 'POST', '/api/admin/stores/', tokens.admin, {
        retailer_id: chain?.id,
        name: 'Loja Nova',
        state: 'SP',
        cameras_allowed: false,
        campaign_ids: [campaigns[0].id],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        name: 'Loja Nova',
        cameras_allowed: false,
        campaign_ids: [campaigns[0].id],
      });
      const changed = await sendJson(context.app, 'PATCH', `/api/admin/stores/${created.json().id}/`, tokens.admin, {
        is_active: false,
        cameras_allowed: true,
        campaign_ids: [],
      });
      expect(changed.json()).toMatchObject({ is_active: false, cameras_allowed: true, campaign_ids: [] });
      const unknown = await sendJson(context.app, 'POST', '/api/admin/stores/', tokens.admin, {
        retailer_id: 999999,
        name: 'x',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().field_errors).toEqual({ retailer_id: 'unknown_reference' });
      const [retailer] = await context.database.db
        .select()
        .from(retailChains)
        .where(and(eq(retailChains.id, chain?.id ?? 0)));
      expect(retailer).toBeDefined();
    });
  });

  it('answers the rewards and stores lists from memory until a write the database’s triggers see', async () => {
    const { db } = context.database;
    /** Writes outside the API, unseen by the answer versions' triggers when `quiet`. */
    const write = (statement: SQL, quiet = false) =>
      db.transaction(async (tx) => {
        if (quiet) await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(statement);
      });
    const list = async (path: string) => {
      const answer = await sendJson(context.app, 'GET', path, tokens.admin);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.body;
    };
    const writes: Record<string, (quiet: boolean) => Promise<unknown>> = {
      '/api/admin/rewards/': (quiet) => write(sql`update ${rewards} set stock = stock + 1`, quiet),
      '/api/admin/stores/': (quiet) => write(sql`update ${stores} set city = city || '+'`, quiet),
    };
    for (const [path, change] of Object.entries(writes)) {
      const first = await list(path);
      await change(true);
      expect(await list(path), path).toBe(first);
      await change(false);
      expect(await list(path), path).not.toBe(first);
    }
    await write(sql`update ${rewards} set stock = stock - 2`);
    await write(sql`update ${stores} set city = left(city, length(city) - 2)`);
  });
});
