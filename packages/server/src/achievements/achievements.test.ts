import { badgesResponseSchema, certificatesResponseSchema, certificateVerificationSchema } from '@campus/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  badges,
  catalogueItemChildren,
  catalogueItems,
  certificates,
  memberMessages,
  userBadges,
  users,
} from '../db/schema';
import { memberMessageText } from '../i18n/member-message-texts';
import { givePoints } from '../loyalty/spending-test-helpers.test-util';
import { enrol, expectApiError, insertActivities, setActivityState } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { pdfText } from './pdf-text.test-util';

describeEachDatabase('Certificates and badges', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let courseA: number;
  let courseB: number;
  let trail: number;
  let otherTrail: number;
  let a: Record<'pdf' | 'html', number>;
  let b: Record<'html', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    await db.update(users).set({ fullName: 'Ana Júlia Souza' }).where(eq(users.id, fixture.ana.id));
    const inserted = await db
      .insert(catalogueItems)
      .values([
        { clientId: fixture.clientId, type: 'online_course', title: 'Vendas Consultivas', workloadMinutes: 150 },
        { clientId: fixture.clientId, type: 'online_course', title: 'Pós-venda', workloadMinutes: null },
        { clientId: fixture.clientId, type: 'trail', title: 'Trilha Certificada', workloadMinutes: 300 },
        { clientId: fixture.clientId, type: 'trail', title: 'Trilha Bloqueada' },
      ])
      .returning({ id: catalogueItems.id });
    [courseA, courseB, trail, otherTrail] = inserted.map((row) => row.id) as [number, number, number, number];
    await db.insert(catalogueItemChildren).values([
      { parentId: trail, childId: courseA, position: 1 },
      { parentId: trail, childId: courseB, position: 2 },
      { parentId: otherTrail, childId: courseA, position: 1 },
    ]);
    a = await insertActivities(db, courseA, {
      pdf: { title: 'Apostila', type: 'pdf' },
      html: { title: 'Página', type: 'html' },
    });
    b = await insertActivities(db, courseB, { html: { title: 'Página', type: 'html' } });
    for (const item of [courseA, courseB, trail]) await enrol(db, fixture.ana.id, item);
    // Bia failed a block test in course A: she may finish the rest, but gets no certificate (§4 Test modes).
    await enrol(db, fixture.bia.id, courseA);
    await enrol(db, fixture.bia.id, otherTrail);
    await setActivityState(db, fixture.bia.id, a.html, { status: 'blocked', blockedReason: 'block_test_failed' });
    await db.insert(badges).values([
      badge('first', { kind: 'first_course_finished' }, 1),
      badge('two', { kind: 'courses_finished', count: 2 }, 2),
      badge('trail', { kind: 'trail_finished' }, 3),
      badge('perfect', { kind: 'perfect_test_score' }, 4),
      badge('balance', { kind: 'points_balance', points: 100 }, 5),
      badge('earned', { kind: 'points_earned', points: 100 }, 6),
      // A definition whose parameters do not make a rule: never listed, never awarded.
      { ...badge('broken', { kind: 'courses_finished' }, 7) },
      // Another client's badge.
      { ...badge('elsewhere', { kind: 'first_course_finished' }, 1), clientId: fixture.otherClientId },
    ]);
  }, 60_000);

  function badge(code: string, rule: { kind: string } & Record<string, unknown>, position: number) {
    const { kind: ruleKind, ...ruleParams } = rule;
    return {
      clientId: fixture.clientId,
      code,
      names: { 'pt-BR': `Selo ${code}`, 'en-US': `Badge ${code}`, 'es-ES': `Insignia ${code}` },
      descriptions: { 'pt-BR': `Descrição ${code}` },
      ruleKind: ruleKind as 'first_course_finished',
      ruleParams: ruleParams as Record<string, number>,
      position,
    };
  }

  const headers = (user: FixtureUser | null, locale = 'pt-BR') => ({
    ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    'accept-language': locale,
  });
  const report = (user: FixtureUser, activityId: number, payload: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: `/api/activities/${activityId}/progress/`,
      headers: headers(user),
      payload,
    });
  const get = (url: string, user: FixtureUser | null, locale = 'pt-BR') =>
    context.app.inject({ method: 'GET', url, headers: headers(user, locale) });
  const myCertificates = async (user: FixtureUser) => {
    const response = await get('/api/certificates/', user);
    expect(response.statusCode, response.body).toBe(200);
    return certificatesResponseSchema.parse(response.json()).results;
  };
  const myBadges = async (user: FixtureUser, locale = 'pt-BR') => {
    const response = await get('/api/badges/', user, locale);
    expect(response.statusCode, response.body).toBe(200);
    return badgesResponseSchema.parse(response.json()).results;
  };
  const badgeMessages = (user: FixtureUser) =>
    context.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.userId, user.id), eq(memberMessages.kind, 'badge_earned')));
  const trailCertificate = (
    user: FixtureUser | null,
    body: string,
    contentType = 'application/x-www-form-urlencoded',
  ) =>
    context.app.inject({
      method: 'POST',
      url: '/get_trail_user_result_certificate/',
      headers: { ...headers(user, 'en-US'), 'content-type': contentType },
      payload: body,
    });
  const expectPdf = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return pdfText(new Uint8Array(response.rawPayload));
  };

  describe('issuance', () => {
    it('issues nothing before the course is finished', async () => {
      expect((await report(fixture.ana, a.pdf, { kind: 'document', page: 1, page_count: 3 })).statusCode).toBe(200);
      expect(await myCertificates(fixture.ana)).toEqual([]);
      expect((await myBadges(fixture.ana)).filter((item) => item.earned_at !== null)).toEqual([]);
    });

    it('issues the course certificate when its last activity finishes it, once, with the course badges', async () => {
      await report(fixture.ana, a.pdf, { kind: 'document', page: 3, page_count: 3 });
      const finishing = await report(fixture.ana, a.html, { kind: 'html', event: 'visit' });
      expect(finishing.json()).toMatchObject({ course: { id: courseA, status: 'finished' } });
      const [certificate, ...others] = await myCertificates(fixture.ana);
      expect(others).toEqual([]);
      expect(certificate).toMatchObject({
        training_type: 'online_course',
        training_id: courseA,
        training_title: 'Vendas Consultivas',
        workload_minutes: 150,
      });
      expect(certificate?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      // Later reports of the finished course change nothing.
      await report(fixture.ana, a.html, { kind: 'html', event: 'complete' });
      await report(fixture.ana, a.pdf, { kind: 'document', page: 3, page_count: 3 });
      expect(await myCertificates(fixture.ana)).toEqual([certificate]);
      // The fixture's finished service course (from before certificates) counts too: two courses finished.
      const earned = (await myBadges(fixture.ana)).filter((item) => item.earned_at !== null);
      expect(earned.map((item) => item.code)).toEqual(['first', 'two']);
      const messages = await badgeMessages(fixture.ana);
      expect(messages).toHaveLength(2);
      const first = messages.find((message) => message.params['badge'] === 'Selo first');
      expect(memberMessageText('badge_earned', first?.params ?? {}, 'en-US')).toBe(
        'Congratulations! You earned the Badge first badge.',
      );
      expect(memberMessageText('badge_earned', first?.params ?? {}, 'pt-BR')).toBe(
        'Parabéns! Você conquistou o selo Selo first.',
      );
    });

    it('gives no certificate to a learner blocked in the course, who may still finish the rest', async () => {
      const response = await report(fixture.bia, a.pdf, { kind: 'document', page: 3, page_count: 3 });
      expect(response.json()).toMatchObject({ status: 'finished', course: { status: 'blocked' } });
      expect(await myCertificates(fixture.bia)).toEqual([]);
      expect(await badgeMessages(fixture.bia)).toEqual([]);
    });

    it('issues the trail certificate when the trail’s last course finishes, and the badge that earns', async () => {
      await report(fixture.ana, b.html, { kind: 'html', event: 'visit' });
      const list = await myCertificates(fixture.ana);
      expect(list.map((item) => [item.training_type, item.training_id])).toEqual(
        expect.arrayContaining([
          ['online_course', courseA],
          ['online_course', courseB],
          ['trail', trail],
        ]),
      );
      expect(list).toHaveLength(3);
      // Not the other trail holding course A: Ana is not enrolled in it.
      expect(list.some((item) => item.training_id === otherTrail)).toBe(false);
      const earned = (await myBadges(fixture.ana)).filter((item) => item.earned_at !== null);
      expect(earned.map((item) => item.code).sort()).toEqual(['first', 'trail', 'two']);
      expect(await badgeMessages(fixture.ana)).toHaveLength(3);
      const [rows] = await Promise.all([
        context.database.db
          .select({ value: sql<number>`count(*)::int` })
          .from(userBadges)
          .where(eq(userBadges.userId, fixture.ana.id)),
      ]);
      expect(rows[0]?.value).toBe(3);
    });
  });

  describe('PDF, ownership and verification', () => {
    it('answers the owner’s certificate as a PDF with the learner, training, workload, date and code', async () => {
      const [certificate] = (await myCertificates(fixture.ana)).filter((item) => item.training_id === courseA);
      const lines = await expectPdf(await get(`/api/certificates/${certificate?.id}/pdf/`, fixture.ana, 'fr-FR'));
      expect(lines).toContain('CERTIFICAT DE RÉUSSITE');
      expect(lines).toContain('Ana Júlia Souza');
      expect(lines).toContain('Vendas Consultivas');
      expect(lines).toContain('Charge horaire : 2 h 30 min');
      expect(lines).toContain(`Code de vérification : ${certificate?.code}`);
      expect(lines.some((line) => line.startsWith('Délivré le '))).toBe(true);
      const portuguese = await expectPdf(await get(`/api/certificates/${certificate?.id}/pdf/`, fixture.ana));
      expect(portuguese).toContain('concluiu o curso');
      expect(portuguese).toContain('Carga horária: 2 h 30 min');
    });

    it('answers 404 to anyone but the owner, and 400 to an id that is not one', async () => {
      const [certificate] = await myCertificates(fixture.ana);
      const url = `/api/certificates/${certificate?.id}/pdf/`;
      expectApiError(await get(url, fixture.bia), 404, 'not_found_or_forbidden');
      expectApiError(await get(url, fixture.carl), 404, 'not_found_or_forbidden');
      expectApiError(await get('/api/certificates/999999/pdf/', fixture.ana), 404, 'not_found_or_forbidden');
      expectApiError(await get('/api/certificates/abc/pdf/', fixture.ana), 400, 'invalid_request');
      expectApiError(await get('/api/certificates/99999999999/pdf/', fixture.ana), 400, 'invalid_request');
      expectApiError(await get(url, null), 401, 'unauthorized');
      expect(await myCertificates(fixture.carl)).toEqual([]);
    });

    it('verifies a genuine code without sign-in, with name, training and day only', async () => {
      const [certificate] = (await myCertificates(fixture.ana)).filter((item) => item.training_id === courseA);
      const code = certificate?.code ?? '';
      for (const typed of [code, code.toLowerCase(), code.replace(/-/g, ''), code.replace(/-/g, ' ')]) {
        const response = await get(`/api/certificates/verify/${encodeURIComponent(typed)}/`, null);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<Record<string, unknown>>();
        expect(certificateVerificationSchema.parse(body)).toEqual({
          genuine: true,
          learner_name: 'Ana Júlia Souza',
          training_title: 'Vendas Consultivas',
          issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
        expect(Object.keys(body).sort()).toEqual(['genuine', 'issued_on', 'learner_name', 'training_title']);
      }
      // A well-formed code that was never issued.
      const unknown = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`;
      const response = await get(`/api/certificates/verify/${unknown}/`, null);
      expect(response.json()).toEqual({ genuine: false });
      expectApiError(await get('/api/certificates/verify/abc/', null), 400, 'invalid_request');
      expectApiError(await get(`/api/certificates/verify/${'x'.repeat(100)}/`, null), 400, 'invalid_request');
    });
  });

  describe('POST /get_trail_user_result_certificate/', () => {
    it('answers the trail’s certificate as a PDF to a form-encoded request with bearer', async () => {
      const lines = await expectPdf(await trailCertificate(fixture.ana, `id_trail=${trail}`));
      expect(lines).toContain('has completed the trail');
      expect(lines).toContain('Trilha Certificada');
      expect(lines).toContain('Ana Júlia Souza');
      expect(lines).toContain('Workload: 5 h');
    });

    it('refuses without a session, bad input, others’ trails, unfinished and blocked trails', async () => {
      expectApiError(await trailCertificate(null, `id_trail=${trail}`), 401, 'unauthorized');
      expectApiError(await trailCertificate(fixture.ana, 'id_trail=abc'), 400, 'invalid_request');
      expectApiError(await trailCertificate(fixture.ana, ''), 400, 'invalid_request');
      expectApiError(await trailCertificate(fixture.ana, 'id_trail=99999999999'), 400, 'invalid_request');
      expectApiError(await trailCertificate(fixture.ana, `id_trail=${courseA}`), 404, 'not_found_or_forbidden');
      expectApiError(await trailCertificate(fixture.carl, `id_trail=${trail}`), 404, 'not_found_or_forbidden');
      expectApiError(await trailCertificate(fixture.ana, `id_trail=${fixture.items.trail}`), 422, 'trail_not_finished');
      expectApiError(await trailCertificate(fixture.bia, `id_trail=${otherTrail}`), 422, 'quiz_blocked');
      expect(await myCertificates(fixture.bia)).toEqual([]);
    });
  });

  describe('badges', () => {
    it('lists every badge of the client, earned first with the date, then the others with progress', async () => {
      const list = await myBadges(fixture.ana, 'es-ES');
      expect(list.map((item) => item.code).slice(3)).toEqual(['perfect', 'balance', 'earned']);
      expect(list.slice(0, 3).every((item) => item.earned_at !== null)).toBe(true);
      expect(list.find((item) => item.code === 'two')).toMatchObject({
        name: 'Insignia two',
        description: 'Descrição two',
        progress: { current: 2, target: 2 },
      });
      expect(list.find((item) => item.code === 'balance')).toMatchObject({
        earned_at: null,
        rule: { kind: 'points_balance', points: 100 },
        progress: { current: 0, target: 100 },
      });
      expect(list.some((item) => item.code === 'broken' || item.code === 'elsewhere')).toBe(false);
      expect((await myBadges(fixture.carl)).map((item) => item.code)).toEqual(['elsewhere']);
    });

    it('awards a points badge when points are posted, once, with one message', async () => {
      const before = (await badgeMessages(fixture.ana)).length;
      await givePoints(context.database.db, fixture.ana.id, 60);
      expect((await myBadges(fixture.ana)).find((item) => item.code === 'balance')?.earned_at).toBeNull();
      await givePoints(context.database.db, fixture.ana.id, 60);
      await givePoints(context.database.db, fixture.ana.id, 60);
      const list = await myBadges(fixture.ana);
      expect(list[0]).toMatchObject({ code: 'balance', progress: { current: 100, target: 100 } });
      // An adjustment is not points earned (experience points count only earned credits).
      expect(list.find((item) => item.code === 'earned')?.earned_at).toBeNull();
      expect((await badgeMessages(fixture.ana)).length).toBe(before + 1);
    });

    it('refuses anonymous callers', async () => {
      expectApiError(await get('/api/badges/', null), 401, 'unauthorized');
      expectApiError(await get('/api/certificates/', null), 401, 'unauthorized');
    });
  });

  it('keeps one certificate per learner and training in the database', async () => {
    const rows = await context.database.db
      .select({ userId: certificates.userId, itemId: certificates.itemId })
      .from(certificates);
    expect(new Set(rows.map((row) => `${row.userId}:${row.itemId}`)).size).toBe(rows.length);
  });
});
