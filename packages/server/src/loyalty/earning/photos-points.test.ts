import { addDays, photoWeekStart } from '@campus/core/rules';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { productToday } from '../../shared/product-time';
import {
  ledgerEntries,
  levelRequests,
  memberMessages,
  photoTypes,
  pointLots,
  sales,
  siteListEntries,
  userStores,
} from '../../db/schema';
import { expectLedgerConsistent } from '../ledger-invariants.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import {
  jpegWithExif,
  postMultipart,
  saleFields,
  sendJson,
  useDemoIds,
  useDemoTokens,
} from '../loyalty-test-helpers.test-util';

describeEachDatabase('loyalty photos, points and levels', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const tokens = useDemoTokens(context, ['agent', 'owner', 'admin']);
  const ids = useDemoIds(context);
  let photo: Buffer;

  beforeAll(async () => {
    photo = await jpegWithExif(7);
  });

  const photoTypeId = async (name: string) => {
    const response = await sendJson(context.app, 'GET', '/api/photo-types/', tokens.agent);
    const type = response.json().photo_types.find((entry: { name: string }) => entry.name === name);
    if (!type) throw new Error(name);
    return type as { id: number; points: number };
  };

  it('lists photo types in the request language', async () => {
    const response = await sendJson(context.app, 'GET', '/api/photo-types/?locale=en-US', tokens.agent);
    expect(response.statusCode).toBe(200);
    expect(response.json().photo_types.map((type: { name: string }) => type.name)).toEqual([
      'Shop window',
      'Shelf display',
      'Point-of-sale material',
    ]);
  });

  it('credits one photo per type, store and week, then answers the next allowed date', async () => {
    const shelf = await photoTypeId('Gôndola');
    const store = String(ids.store('Horizonte Paulista').id);
    // The same photo twice in one week: the second is refused with the date the type opens again.
    const sendShelf = () =>
      postMultipart(
        context.app,
        '/api/photos/',
        tokens.agent,
        { photo_type: String(shelf.id), store },
        { photo: { bytes: photo } },
      );
    const first = await sendShelf();
    expect(first.statusCode).toBe(201);
    const monday = photoWeekStart(productToday());
    expect(first.json()).toEqual({
      id: expect.any(Number),
      points: 30,
      week_start: monday,
      next_allowed_date: addDays(monday, 7),
    });
    const again = await sendShelf();
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(
      expect.objectContaining({
        code: 'photo_already_sent_this_week',
        details: { next_allowed_date: addDays(monday, 7) },
        message:
          'Uma foto deste tipo já foi enviada para esta loja nesta semana. Tente novamente a partir de segunda-feira.',
      }),
    );
    const notParticipating = await postMultipart(
      context.app,
      '/api/photos/',
      tokens.agent,
      { photo_type: String(shelf.id), store: String(ids.store('Vale Sul').id) },
      { photo: { bytes: photo } },
    );
    expect(notParticipating.json().code).toBe('store_not_participating');
    const unknownType = await postMultipart(
      context.app,
      '/api/photos/',
      tokens.agent,
      { photo_type: '999999', store },
      { photo: { bytes: photo } },
    );
    expect(unknownType.statusCode).toBe(422);
    const noFile = await postMultipart(context.app, '/api/photos/', tokens.agent, {
      photo_type: String(shelf.id),
      store,
    });
    expect(noFile.statusCode).toBe(400);
    await expectLedgerConsistent(context.database.db, ids.user('agent'));
  });

  it('summarises points: balance, experience, level, pending audit and expiring dates', async () => {
    const response = await sendJson(context.app, 'GET', '/api/points/', tokens.agent);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.level).toBe('intermediate');
    expect(summary.balance).toBeGreaterThan(0);
    expect(summary.experience_points).toBeGreaterThan(summary.balance);
    expect(summary.expiring).toEqual([{ points: summary.balance, expires_on: expect.any(String) }]);
    const statement = await sendJson(context.app, 'GET', '/api/points/statement/?page_size=2', tokens.agent);
    expect(statement.json()).toEqual(
      expect.objectContaining({ count: expect.any(Number), next: expect.stringContaining('page=2'), previous: null }),
    );
    const expired = await sendJson(context.app, 'GET', '/api/points/statement/?kind=expired', tokens.agent);
    expect(expired.json().results.length).toBeGreaterThan(0);
    expect(expired.json().results[0].source.type).toBe('campaign');
  });

  it('answers the statement again from memory, and at once after a ledger entry changes', async () => {
    const { db } = context.database;
    const statement = async () =>
      (await sendJson(context.app, 'GET', '/api/points/statement/?page_size=1', tokens.agent)).body;
    const first = await statement();
    const [entry] = JSON.parse(first).results;
    // Unseen by the database's triggers (replication role): the next answer is the kept one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(ledgerEntries).set({ note: 'não visto' }).where(eq(ledgerEntries.id, entry.id));
    });
    expect(await statement()).toBe(first);
    await db.update(ledgerEntries).set({ note: 'Conferido' }).where(eq(ledgerEntries.id, entry.id));
    expect(JSON.parse(await statement()).results[0].note).toBe('Conferido');
  });

  it('answers the points summary and the levels again from memory, and at once after a lot or a level changes', async () => {
    const { db } = context.database;
    const agent = ids.user('agent');
    const summary = async () => (await sendJson(context.app, 'GET', '/api/points/', tokens.agent)).body;
    const first = await summary();
    const [lot] = await db
      .select()
      .from(pointLots)
      .where(and(eq(pointLots.userId, agent), gt(pointLots.remaining, 0)))
      .limit(1);
    if (!lot?.expiresOn) throw new Error('the demo agent has no lot that expires');
    const later = addDays(lot.expiresOn, 1);
    // Unseen by the database's triggers (replication role): the next answer is the kept one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(pointLots).set({ expiresOn: later }).where(eq(pointLots.id, lot.id));
    });
    expect(await summary()).toBe(first);
    await db.update(pointLots).set({ expiresOn: lot.expiresOn }).where(eq(pointLots.id, lot.id));
    await db.update(pointLots).set({ expiresOn: later }).where(eq(pointLots.id, lot.id));
    expect(JSON.parse(await summary()).expiring.map((entry: { expires_on: string }) => entry.expires_on)).toContain(
      later,
    );
    await db.update(pointLots).set({ expiresOn: lot.expiresOn }).where(eq(pointLots.id, lot.id));

    const levels = async () => (await sendJson(context.app, 'GET', '/api/levels/', tokens.agent)).body;
    const before = await levels();
    const [creator] = await db
      .select()
      .from(siteListEntries)
      .where(and(eq(siteListEntries.list, 'reward_levels'), eq(siteListEntries.code, 'intermediate')));
    if (!creator) throw new Error('the demo has no intermediate level');
    const moved = { ...creator.details, minimum_points: 5001 };
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(siteListEntries).set({ details: moved }).where(eq(siteListEntries.id, creator.id));
    });
    expect(await levels()).toBe(before);
    await db.update(siteListEntries).set({ details: creator.details }).where(eq(siteListEntries.id, creator.id));
    await db.update(siteListEntries).set({ details: moved }).where(eq(siteListEntries.id, creator.id));
    const thresholds = JSON.parse(await levels()).levels.map(
      (level: { minimum_points: number }) => level.minimum_points,
    );
    expect(thresholds).toEqual([0, 5001, 15000]);
    await db.update(siteListEntries).set({ details: creator.details }).where(eq(siteListEntries.id, creator.id));
  });

  it('answers the messages and the photo types again from memory, and at once after they change', async () => {
    const { db } = context.database;
    const owner = ids.user('owner');
    await db.insert(memberMessages).values({ userId: owner, kind: 'level_reached', params: { level: 'intermediate' } });
    const messages = async () => (await sendJson(context.app, 'GET', '/api/messages/?unread=true', tokens.owner)).body;
    const first = await messages();
    expect(JSON.parse(first).count).toBeGreaterThan(0);
    // Unseen by the database's triggers (replication role): the next answer is the kept one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(memberMessages).set({ readAt: new Date() }).where(eq(memberMessages.userId, owner));
    });
    expect(await messages()).toBe(first);
    await db.update(memberMessages).set({ readAt: null }).where(eq(memberMessages.userId, owner));
    const [latest] = JSON.parse(await messages()).results;
    expect((await sendJson(context.app, 'POST', `/api/messages/${latest.id}/read/`, tokens.owner, {})).statusCode).toBe(
      200,
    );
    expect(JSON.parse(await messages()).results.map((message: { id: number }) => message.id)).not.toContain(latest.id);

    const types = async () => (await sendJson(context.app, 'GET', '/api/photo-types/', tokens.agent)).json();
    const [type] = (await types()).photo_types;
    await db
      .update(photoTypes)
      .set({ points: type.points + 1 })
      .where(eq(photoTypes.id, type.id));
    expect((await types()).photo_types[0].points).toBe(type.points + 1);
    await db.update(photoTypes).set({ points: type.points }).where(eq(photoTypes.id, type.id));
  });

  it('lists levels with thresholds and benefits', async () => {
    const response = await sendJson(context.app, 'GET', '/api/levels/', tokens.owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      levels: [
        expect.objectContaining({
          level: 'basic',
          minimum_points: 0,
          benefits: { points_multiplier: 1, events: false },
        }),
        expect.objectContaining({
          level: 'intermediate',
          name: 'Creator',
          minimum_points: 5000,
          benefits: { points_multiplier: 1.5, events: true },
        }),
        expect.objectContaining({
          level: 'highest',
          minimum_points: 15000,
          benefits: { points_multiplier: 2, events: true },
        }),
      ],
      current_level: 'basic',
      level_points: 1050,
    });
  });

  it('opens a level request with a message on reaching a threshold; approval applies the level', async () => {
    const db = context.database.db;
    const owner = ids.user('owner');
    // 500 points × 8 units at level basic: 4000 more level points, 5050 in all (Creator needs 5000).
    const sale = await postMultipart(
      context.app,
      '/api/sales/',
      tokens.owner,
      saleFields(ids.store('Horizonte Centro'), { products: JSON.stringify([{ sku: 'NB-AUR-I7-13', quantity: 8 }]) }),
    );
    expect(sale.statusCode).toBe(201);
    expect(sale.json()).toEqual({ id: expect.any(Number), total_points: 4000, status: 'under_audit' });
    const [message] = await db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.userId, owner), eq(memberMessages.kind, 'level_reached')));
    expect(message?.params).toEqual({ level: 'intermediate' });

    const queue = await sendJson(context.app, 'GET', '/api/admin/level-requests/', tokens.admin);
    expect(queue.statusCode).toBe(200);
    const request = queue.json().results.find((entry: { member: { id: number } }) => entry.member.id === owner);
    expect(request).toEqual(
      expect.objectContaining({ from_level: 'basic', to_level: 'intermediate', level_points: 5050, status: 'pending' }),
    );
    expect(request.sales_to_audit).toBeGreaterThanOrEqual(2);
    expect((await sendJson(context.app, 'GET', '/api/admin/level-requests/', tokens.owner)).statusCode).toBe(403);

    const decided = await sendJson(context.app, 'POST', `/api/admin/level-requests/${request.id}/`, tokens.admin, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().status).toBe('approved');
    const levels = await sendJson(context.app, 'GET', '/api/levels/', tokens.owner);
    expect(levels.json().current_level).toBe('intermediate');
    const again = await sendJson(context.app, 'POST', `/api/admin/level-requests/${request.id}/`, tokens.admin, {
      decision: 'refuse',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('level_request_already_decided');
    const held = await db
      .select()
      .from(sales)
      .where(and(eq(sales.userId, owner), eq(sales.status, 'under_audit')));
    expect(held).toEqual([]);
    const [stored] = await db.select().from(levelRequests).where(eq(levelRequests.id, request.id));
    expect(stored?.decidedAt).toBeInstanceOf(Date);
    await expectLedgerConsistent(db, owner);

    const messages = await sendJson(context.app, 'GET', '/api/messages/?unread=true', tokens.owner);
    expect(messages.statusCode).toBe(200);
    const unread: { id: number; kind: string; text: string }[] = messages.json().results;
    // The points posted also earn the demo's points badges (src/achievements), each with a message of its own.
    expect(unread.map((entry) => entry.kind).filter((kind) => kind !== 'badge_earned')).toEqual([
      'level_approved',
      'level_reached',
    ]);
    const reached = unread.find((entry) => entry.kind === 'level_reached');
    expect(reached?.text).toContain('Creator');
    const read = await sendJson(context.app, 'POST', `/api/messages/${reached?.id}/read/`, tokens.owner);
    expect(read.json().read_at).toEqual(expect.any(String));
    expect((await sendJson(context.app, 'GET', '/api/messages/?unread=true', tokens.owner)).json().count).toBe(
      unread.length - 1,
    );
    expect((await sendJson(context.app, 'POST', `/api/messages/${reached?.id}/read/`, tokens.agent)).statusCode).toBe(
      404,
    );
  });

  // Last: whichever member wins changes their points.
  it('accepts one of two members sending the same photo type to one store at once', async () => {
    const material = await photoTypeId('Material de ponto de venda');
    const centro = ids.store('Horizonte Centro').id;
    await context.database.db.insert(userStores).values({ userId: ids.user('agent'), storeId: centro });
    const send = (token: string) =>
      postMultipart(
        context.app,
        '/api/photos/',
        token,
        { photo_type: String(material.id), store: String(centro) },
        { photo: { bytes: photo } },
      );
    const answers = await Promise.all([send(tokens.agent), send(tokens.owner)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json().code).toBe('photo_already_sent_this_week');
    expect(refused?.json().details.next_allowed_date).toBe(addDays(photoWeekStart(productToday()), 7));
    await expectLedgerConsistent(context.database.db, ids.user('agent'));
    await expectLedgerConsistent(context.database.db, ids.user('owner'));
  });
});
