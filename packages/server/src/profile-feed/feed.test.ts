import { feedResponseSchema } from '@campus/core/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  badges,
  catalogueItems,
  catalogueUserStates,
  certificates,
  eventAttendances,
  loyaltyEvents,
  retailChains,
  sales,
  stores,
  userBadges,
} from '../db/schema';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));

describeEachDatabase('GET /api/feed/', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let started: number;
  let finished: number;
  let saleId: number;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    // Only this suite's training states count (the fixture's enrolments are left out).
    await db.delete(catalogueUserStates).where(inArray(catalogueUserStates.userId, [fixture.ana.id, fixture.bia.id]));
    const items = await db
      .insert(catalogueItems)
      .values([
        { clientId: fixture.clientId, type: 'online_course', title: 'Curso Iniciado' },
        { clientId: fixture.clientId, type: 'online_course', title: 'Curso Concluído' },
        { clientId: fixture.otherClientId, type: 'online_course', title: 'De outro cliente' },
      ])
      .returning({ id: catalogueItems.id });
    const [a, b, other] = items.map((row) => row.id) as [number, number, number];
    started = a;
    finished = b;
    await db.insert(catalogueUserStates).values([
      { userId: fixture.ana.id, itemId: a, enrolled: true, status: 'in_progress', progress: 40, updatedAt: at(2) },
      { userId: fixture.ana.id, itemId: b, enrolled: true, status: 'finished', progress: 100, updatedAt: at(3) },
      { userId: fixture.ana.id, itemId: other, enrolled: true, status: 'finished', progress: 100, updatedAt: at(3) },
      { userId: fixture.bia.id, itemId: a, enrolled: true, status: 'in_progress', progress: 10, updatedAt: at(2) },
    ]);
    await db.insert(certificates).values({
      code: '0123456789AB',
      userId: fixture.ana.id,
      clientId: fixture.clientId,
      itemId: b,
      trainingType: 'online_course',
      learnerName: 'Ana',
      trainingTitle: 'Curso Concluído',
      issuedAt: at(4),
    });
    const [badge] = await db
      .insert(badges)
      .values({
        clientId: fixture.clientId,
        code: 'first',
        names: { 'pt-BR': 'Primeiro curso', 'en-US': 'First course' },
        descriptions: {},
        ruleKind: 'first_course_finished',
      })
      .returning();
    await db.insert(userBadges).values({ userId: fixture.ana.id, badgeId: badge!.id, earnedAt: at(5) });
    const [chain] = await db.insert(retailChains).values({ clientId: fixture.clientId, name: 'Rede' }).returning();
    const [store] = await db
      .insert(stores)
      .values({ clientId: fixture.clientId, chainId: chain!.id, name: 'Loja', state: 'SP' })
      .returning();
    const [sale] = await db
      .insert(sales)
      .values({
        userId: fixture.ana.id,
        campaignId: fixture.campaigns.active,
        retailChainId: chain!.id,
        storeId: store!.id,
        saleDate: '2026-01-06',
        invoiceNumber: 'NF-77',
        invoiceKey: 'nf-77',
        status: 'rejected',
        totalPoints: 120,
        levelMultiplier: 1,
        rejectionReason: 'Nota ilegível',
        auditedAt: at(7),
        createdAt: at(6),
      })
      .returning();
    saleId = sale!.id;
    const [event] = await db
      .insert(loyaltyEvents)
      .values({
        clientId: fixture.clientId,
        type: 'workshop',
        title: 'Encontro de lojistas',
        beginAt: at(8),
        endAt: at(9),
        checkInCode: '123456',
        qrToken: 'feed-test-qr',
        points: 50,
      })
      .returning();
    await db
      .insert(eventAttendances)
      .values({ eventId: event!.id, userId: fixture.ana.id, method: 'code', points: 50, createdAt: at(8) });
  }, 60_000);

  const feed = async (user: FixtureUser, query = '', locale = 'pt-BR') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/feed/${query}`,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return feedResponseSchema.parse(response.json());
  };

  it('lists what the caller did in the client, newest first, with what the descriptions need', async () => {
    const page = await feed(fixture.ana);
    expect(page.count).toBe(7);
    expect(page.results.map((entry) => entry.kind)).toEqual([
      'event_check_in',
      'sale_rejected',
      'sale_reported',
      'badge_earned',
      'certificate_issued',
      'training_finished',
      'training_started',
    ]);
    const byKind = Object.fromEntries(page.results.map((entry) => [entry.kind, entry]));
    expect(byKind['sale_rejected']?.params).toMatchObject({ invoice_number: 'NF-77', reason: 'Nota ilegível' });
    expect(byKind['sale_rejected']?.source_id).toBe(saleId);
    expect(byKind['event_check_in']?.params).toMatchObject({ title: 'Encontro de lojistas', points: 50 });
    expect(byKind['training_finished']).toMatchObject({ source_id: finished, params: { title: 'Curso Concluído' } });
    expect(byKind['training_started']).toMatchObject({ source_id: started, occurred_at: at(2).toISOString() });
    expect(byKind['badge_earned']?.params['title']).toBe('Primeiro curso');
  });

  it('names badges in the request language', async () => {
    const page = await feed(fixture.ana, '', 'en-US');
    expect(page.results.find((entry) => entry.kind === 'badge_earned')?.params['title']).toBe('First course');
  });

  it('pages the feed with links that keep going', async () => {
    const first = await feed(fixture.ana, '?page=1&page_size=3');
    expect(first.results).toHaveLength(3);
    expect(first.next).toBe('/api/feed/?page=2&page_size=3');
    const last = await feed(fixture.ana, '?page=3&page_size=3');
    expect(last.results.map((entry) => entry.kind)).toEqual(['training_started']);
    expect(last.next).toBeNull();
  });

  it('shows only the caller’s own activity', async () => {
    const page = await feed(fixture.bia);
    expect(page.results.map((entry) => entry.kind)).toEqual(['training_started']);
    expect(await feed(fixture.carl)).toMatchObject({ count: 0, results: [] });
  });

  it('refuses anonymous callers and bad pages with an error body', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/feed/' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await context.app.inject({
      method: 'GET',
      url: '/api/feed/?page=0',
      headers: { authorization: `Bearer ${fixture.ana.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('keeps sales of unaudited status out of the audit entries', async () => {
    await context.database.db.update(sales).set({ status: 'credited', auditedAt: null }).where(eq(sales.id, saleId));
    const page = await feed(fixture.ana);
    expect(page.results.map((entry) => entry.kind)).not.toContain('sale_rejected');
    expect(page.count).toBe(6);
  });

  it('keeps the feed, the badges and the certificates in memory until a write the database’s triggers see', async () => {
    const { db } = context.database;
    const body = async (url: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${fixture.ana.token}`, 'accept-language': 'pt-BR' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body;
    };
    const urls = ['/api/feed/', '/api/badges/', '/api/certificates/'];
    const first = [];
    for (const url of urls) first.push(await body(url));
    // Unseen by the triggers (replication role): each next answer is the kept one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update certificates set training_title = training_title || ' (não visto)'`);
      await tx.execute(sql`update badges set names = jsonb_set(names, '{pt-BR}', '"Não visto"')`);
    });
    for (const [index, url] of urls.entries()) expect(await body(url), url).toBe(first[index]);
    // Seen, one table at a time: each answer that reads it changes at once.
    const ana = fixture.ana.id;
    const writes: [SQL, string[]][] = [
      [
        sql`update certificates set training_title = training_title || '!' where user_id = ${ana}`,
        urls.filter((url) => url !== '/api/badges/'),
      ],
      [sql`update badges set names = jsonb_set(names, '{pt-BR}', '"Primeiro!"')`, ['/api/feed/', '/api/badges/']],
      [
        sql`update user_badges set earned_at = earned_at + interval '1 minute' where user_id = ${ana}`,
        ['/api/feed/', '/api/badges/'],
      ],
      [sql`update loyalty_events set title = title || '!'`, ['/api/feed/']],
      [sql`update event_attendances set points = points + 1 where user_id = ${ana}`, ['/api/feed/']],
    ];
    for (const [statement, reading] of writes) {
      const before = [];
      for (const url of reading) before.push(await body(url));
      await db.execute(statement);
      for (const [index, url] of reading.entries()) expect(await body(url), url).not.toBe(before[index]);
    }
  });
});
