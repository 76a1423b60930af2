import { and, eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { campaigns, clients, ledgerEntries, loyaltyEvents } from '../../db/schema';
import { productToday } from '../../shared/product-time';
import { expectLedgerConsistent } from '../ledger-invariants.test-util';
import { DEMO_EVENT_CODES } from '../../seed/demo/demo-loyalty-store';
import { createUser, signIn, TEST_PASSWORD } from '../../test-support/auth-test-helpers.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { balanceOf } from '../spending-test-helpers.test-util';
import { sendJson, useDemoTokens, userIdOf } from '../loyalty-test-helpers.test-util';

describeEachDatabase('events, check-in and ranking', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const tokens = useDemoTokens(context, ['agent', 'owner', 'learner']);

  it('lists events without their codes, and whether the member’s level opens them', async () => {
    const agent = await sendJson(context.app, 'GET', '/api/events/', tokens.agent);
    expect(agent.statusCode, agent.body).toBe(200);
    expect(agent.json()).toMatchObject({ level: 'intermediate', events_available: true });
    expect(
      agent
        .json()
        .results.map((event: { status: string }) => event.status)
        .sort(),
    ).toEqual(['finished', 'open', 'upcoming']);
    expect(agent.body).not.toContain(DEMO_EVENT_CODES.now);
    const owner = await sendJson(context.app, 'GET', '/api/events/', tokens.owner);
    expect(owner.json()).toMatchObject({ level: 'basic', events_available: false });
  });

  it('keeps the list until a write the triggers see, or until an event begins or ends', async () => {
    const { db } = context.database;
    const list = async () => {
      const response = await sendJson(context.app, 'GET', '/api/events/', tokens.agent);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { results: { title: string; status: string }[] };
    };
    const first = await list();
    // Unseen by the triggers (replication role): the next answer is the kept one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update loyalty_events set title = title || ' (não visto)'`);
    });
    expect(await list()).toEqual(first);
    await db.execute(sql`update loyalty_events set title = replace(title, ' (não visto)', '')`);
    // Time alone: an event beginning in a second is upcoming, then open, with no write in between.
    const [demo] = await db.select().from(loyaltyEvents).where(eq(loyaltyEvents.checkInCode, DEMO_EVENT_CODES.now));
    const begin = new Date(Date.now() + 1000);
    const [event] = await db
      .insert(loyaltyEvents)
      .values({
        clientId: demo?.clientId ?? 0,
        type: 'workshop',
        title: 'Começa já',
        beginAt: begin,
        endAt: new Date(begin.getTime() + 3_600_000),
        checkInCode: '918273',
        qrToken: 'events-kept-test-qr',
        points: 10,
      })
      .returning();
    const statusOf = async () => (await list()).results.find((entry) => entry.title === 'Começa já')?.status;
    const before = [await statusOf(), await statusOf()];
    // (Read before it began, unless a very slow machine took the whole second: then there is nothing to compare.)
    if (Date.now() < begin.getTime()) expect(before).toEqual(['upcoming', 'upcoming']);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, begin.getTime() - Date.now()) + 20));
    expect(await statusOf()).toBe('open');
    await db.delete(loyaltyEvents).where(eq(loyaltyEvents.id, event?.id ?? 0));
  });

  it('checks in with the code once, crediting the points and announcing the ranking change', async () => {
    const publish = vi.spyOn(context.app.realtime, 'publish');
    const agent = await userIdOf(context.database.db, 'agent');
    const before = await balanceOf(context.database.db, agent);
    const response = await sendJson(context.app, 'POST', '/api/events/check-in/', tokens.agent, {
      code: DEMO_EVENT_CODES.now,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ method: 'code', points: 200, balance: before + 200 });
    expect(response.json().event.checked_in_at).not.toBeNull();
    const [entry] = await context.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.sourceType, 'event_attendance'), eq(ledgerEntries.userId, agent)));
    expect(entry).toMatchObject({ kind: 'earned', points: 200 });
    expect(entry?.expiresOn).not.toBeNull();
    await expectLedgerConsistent(context.database.db, agent);
    expect(publish).toHaveBeenCalledWith(
      expect.stringMatching(/^client:\d+$/),
      expect.objectContaining({ kind: 'points', user_ids: [agent], reason: 'event_attendance' }),
    );
    publish.mockRestore();

    const again = await sendJson(context.app, 'POST', '/api/events/check-in/', tokens.agent, {
      code: DEMO_EVENT_CODES.now,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_checked_in', message: 'Você já fez check-in neste evento.' });

    const ranking = await sendJson(context.app, 'GET', '/api/ranking/', tokens.agent);
    expect(ranking.statusCode, ranking.body).toBe(200);
    expect(ranking.json().me).toMatchObject({ user: { id: agent }, level: 'intermediate' });
    const positions = ranking.json().results.map((line: { position: number }) => line.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(ranking.json().realtime_area).toMatch(/^client:\d+$/);
  });

  it('checks in with a QR secret', async () => {
    const [upcoming] = await context.database.db
      .select()
      .from(loyaltyEvents)
      .where(eq(loyaltyEvents.checkInCode, DEMO_EVENT_CODES.upcoming));
    // Open the upcoming event now, so its QR secret checks in.
    await context.database.db
      .update(loyaltyEvents)
      .set({ beginAt: new Date(Date.now() - 3_600_000) })
      .where(eq(loyaltyEvents.id, upcoming?.id ?? 0));
    const response = await sendJson(context.app, 'POST', '/api/events/check-in/', tokens.agent, {
      qr: upcoming?.qrToken,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ method: 'qr', points: 300 });
    await context.database.db
      .update(loyaltyEvents)
      .set({ beginAt: upcoming?.beginAt ?? new Date() })
      .where(eq(loyaltyEvents.id, upcoming?.id ?? 0));
  });

  it('refuses events_level_required, event_not_open, invalid_event_code and invalid_check_in_code', async () => {
    const basic = await sendJson(context.app, 'POST', '/api/events/check-in/', tokens.owner, {
      code: DEMO_EVENT_CODES.now,
    });
    expect(basic.statusCode).toBe(403);
    expect(basic.json()).toMatchObject({
      code: 'events_level_required',
      message: 'Os eventos estão disponíveis a partir do nível Creator.',
    });
    const past = await sendJson(context.app, 'POST', '/api/events/check-in/', tokens.agent, {
      code: DEMO_EVENT_CODES.past,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('event_not_open');
    const wrong = await sendJson(context.app, 'POST', '/api/events/check-in/?locale=en-US', tokens.agent, {
      code: '000001',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_event_code',
      field_errors: { code: 'invalid_event_code' },
      message: 'Invalid event code. Please confirm the code with the organizer.',
    });
    const short = await sendJson(context.app, 'POST', '/api/events/check-in/', tokens.agent, { code: '12a45' });
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe('invalid_check_in_code');
    const both = await sendJson(context.app, 'POST', '/api/events/check-in/', tokens.agent, {
      code: '123456',
      qr: 'x',
    });
    expect(both.statusCode).toBe(400);
    const learner = await sendJson(context.app, 'POST', '/api/events/check-in/', tokens.learner, { code: '123456' });
    expect(learner.statusCode).toBe(403);
  });

  it('locks check-in for 10 minutes after 5 wrong codes', async () => {
    await createUser(context.database.db, `guesser-${kind}`, { roles: ['seller'] });
    const token = (await signIn(context.app, `guesser-${kind}`, TEST_PASSWORD)).access_token;
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await sendJson(context.app, 'POST', '/api/events/check-in/', token, { code: `00000${attempt}` });
      expect(response.statusCode).toBe(422);
    }
    const locked = await sendJson(context.app, 'POST', '/api/events/check-in/', token, { code: DEMO_EVENT_CODES.now });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(500);
  });

  it('ranks by area and answers 404 for another client’s campaign', async () => {
    const { db } = context.database;
    const ranking = await sendJson(context.app, 'GET', '/api/ranking/', tokens.agent);
    expect(ranking.statusCode, ranking.body).toBe(200);
    const active = ranking.json().campaign_id;
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, active));
    if (!campaign) throw new Error(`no campaign ${active}`);
    expect(campaign.beginDate <= productToday() && productToday() <= campaign.endDate).toBe(true);
    expect(ranking.json().results.length).toBeGreaterThan(0);
    const named = await sendJson(context.app, 'GET', `/api/ranking/?campaign=${active}`, tokens.agent);
    expect(named.json()).toEqual(ranking.json());

    // Nobody ranked in the area: still the campaign's answer, not a 404.
    const store = await sendJson(context.app, 'GET', '/api/ranking/?area=store:999999', tokens.agent);
    expect(store.statusCode, store.body).toBe(200);
    expect(store.json()).toMatchObject({ campaign_id: active, results: [], me: null });
    expect((await sendJson(context.app, 'GET', '/api/ranking/?area=planet:1', tokens.agent)).statusCode).toBe(400);
    const missing = await sendJson(context.app, 'GET', '/api/ranking/?campaign=999999', tokens.agent);
    expect(missing.statusCode).toBe(404);
    expect((await sendJson(context.app, 'GET', '/api/ranking/?area=state:SP', tokens.agent)).statusCode).toBe(200);

    // A campaign with ranked members, of another client: the same 404 as one that does not exist.
    const [web] = await db
      .select()
      .from(clients)
      .where(eq(clients.id, campaign?.clientId ?? 0));
    if (!web || !campaign) throw new Error('the demo client or campaign is missing');
    const [other] = await db
      .insert(clients)
      .values({
        clientId: `ranking-other-${kind}`,
        secretHash: 'x',
        name: 'Other',
        params: web.params,
        defaultLanguageId: web.defaultLanguageId,
      })
      .returning({ id: clients.id });
    await db
      .update(campaigns)
      .set({ clientId: other?.id ?? 0 })
      .where(eq(campaigns.id, active));
    try {
      const theirs = await sendJson(context.app, 'GET', `/api/ranking/?campaign=${active}`, tokens.agent);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('not_found_or_forbidden');
      const none = await sendJson(context.app, 'GET', '/api/ranking/', tokens.agent);
      expect(none.statusCode).toBe(404);
      expect(none.json().code).toBe('no_active_campaign');
    } finally {
      await db.update(campaigns).set({ clientId: web.id }).where(eq(campaigns.id, active));
    }
  });
});
