import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { CATALOGUE_KINDS } from '../catalogue/catalogue-kinds';
import { executeRows } from '../db/execute-rows';
import { OPENAPI_PATH } from '../http/openapi';
import { campaigns, levelRequests, memberMessages } from '../db/schema';
import {
  demoIds,
  demoTokens,
  jpegWithExif,
  postMultipart,
  saleFields,
  sendJson,
  userIdOf,
} from '../loyalty/loyalty-test-helpers.test-util';
import { givePoints, SHIPPING_ADDRESS } from '../loyalty/spending-test-helpers.test-util';
import { createSecondClient } from '../test-support/second-client.test-util';
import type { SecondClient } from '../test-support/second-client.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/*
 * Issue 18, finding 5: tenants are isolated. A second client's member and staff (programme administrator,
 * auditor, moderator) call every operation of the OpenAPI document that names an object, with the first
 * client's objects: every answer is 403 or 404. Every list they read shows none of the first client's names.
 * A new route with a path parameter fails this test until it is added to TARGETS.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The first client's objects, by what a path parameter names. */
interface FirstClientObjects {
  readonly [name: string]: string;
}

/**
 * What to put in each templated path (OpenAPI `{name}` syntax), from the first client's objects. `null`: the
 * parameter names no object of a client (a search term, a static file). Catalogue routes are per kind (see below).
 */
const TARGETS: Record<string, ((objects: FirstClientObjects) => Record<string, string>) | null> = {
  '/static/{*}': null,
  '/api/podcasts/search/{name}/': null,
  // A stored avatar's name is a capability (128 random bits, public so an <img> can show it), like a static file.
  '/api/avatars/{name}': null,
  // A game's picture, likewise: its name is 128 random bits, public so the board's <img> can show it.
  '/api/activities/{activity_id}/images/{name}': null,
  '/api/sessions/{id}/': (o) => ({ id: o['session'] ?? '' }),
  '/api/institutional/{slug}/': (o) => ({ slug: o['institutional'] ?? '' }),
  '/api/portfolio/{id}/': (o) => ({ id: o['online_course'] ?? '' }),
  '/api/campaigns/{id}/select/': (o) => ({ id: o['campaign'] ?? '' }),
  '/api/messages/{id}/read/': (o) => ({ id: o['message'] ?? '' }),
  '/api/rewards/{id}/': (o) => ({ id: o['reward'] ?? '' }),
  '/api/rewards/{id}/redeem/': (o) => ({ id: o['reward'] ?? '' }),
  '/api/orders/{id}/': (o) => ({ id: o['order'] ?? '' }),
  '/api/uploads/{name}': (o) => ({ name: o['upload'] ?? '' }),
  '/api/admin/campaigns/{id}/': (o) => ({ id: o['campaign'] ?? '' }),
  '/api/admin/campaigns/{id}/close/': (o) => ({ id: o['campaign'] ?? '' }),
  '/api/admin/events/{id}/': (o) => ({ id: o['event'] ?? '' }),
  '/api/admin/level-requests/{id}/': (o) => ({ id: o['levelRequest'] ?? '' }),
  '/api/admin/members/{id}/block/': (o) => ({ id: o['member'] ?? '' }),
  '/api/admin/members/{id}/unblock/': (o) => ({ id: o['member'] ?? '' }),
  '/api/admin/members/{id}/approve/': (o) => ({ id: o['member'] ?? '' }),
  '/api/admin/members/{id}/refuse/': (o) => ({ id: o['member'] ?? '' }),
  '/api/admin/orders/{id}/status/': (o) => ({ id: o['order'] ?? '' }),
  '/api/admin/rewards/{id}/': (o) => ({ id: o['reward'] ?? '' }),
  '/api/admin/sales/{id}/audit/': (o) => ({ id: o['sale'] ?? '' }),
  '/api/admin/stores/{id}/': (o) => ({ id: o['store'] ?? '' }),
  '/api/admin/users/{id}/sessions/revoke/': (o) => ({ id: o['member'] ?? '' }),
  '/api/activities/{activity_id}/runtime/': (o) => ({ activity_id: o['scormActivity'] ?? '' }),
  '/api/activities/{activity_id}/progress/': (o) => ({ activity_id: o['scormActivity'] ?? '' }),
  '/api/activities/{activity_id}/launch/': (o) => ({ activity_id: o['scormActivity'] ?? '' }),
  '/api/activities/{activity_id}/scorm-cloud/sync/': (o) => ({ activity_id: o['scormActivity'] ?? '' }),
  // Public by design: a static page that reads nothing.
  '/api/activities/{activity_id}/scorm-cloud/exit/': null,
  '/api/admin/courses/{course_id}/activities/': (o) => ({ course_id: o['online_course'] ?? '' }),
  '/api/certificates/{id}/pdf/': (o) => ({ id: o['certificate'] ?? '' }),
  // Public by design: whoever holds a certificate's code may check it (name, training and day only).
  '/api/certificates/verify/{code}/': null,
  '/api/activities/{activity_id}/test/': (o) => ({ activity_id: o['testActivity'] ?? '' }),
  '/api/activities/{activity_id}/test/attempts/': (o) => ({ activity_id: o['testActivity'] ?? '' }),
  '/api/activities/{activity_id}/reaction/': (o) => ({ activity_id: o['reactionActivity'] ?? '' }),
  '/api/test-attempts/{attempt_id}/answers/{question_id}/': (o) => ({
    attempt_id: o['attempt'] ?? '',
    question_id: 'primeiro-passo',
  }),
  '/api/test-attempts/{attempt_id}/submit/': (o) => ({ attempt_id: o['attempt'] ?? '' }),
  '/api/activities/{activity_id}/game/': (o) => ({ activity_id: o['gameActivity'] ?? '' }),
  '/api/activities/{activity_id}/game/attempts/': (o) => ({ activity_id: o['gameActivity'] ?? '' }),
  '/api/game-attempts/{attempt_id}/moves/': (o) => ({ attempt_id: o['gameAttempt'] ?? '' }),
  '/api/forums/{forum_id}/': (o) => ({ forum_id: o['forum'] ?? '' }),
  '/api/forums/{forum_id}/topics/': (o) => ({ forum_id: o['forum'] ?? '' }),
  '/api/forum-topics/{topic_id}/': (o) => ({ topic_id: o['forumTopic'] ?? '' }),
  '/api/forum-topics/{topic_id}/replies/': (o) => ({ topic_id: o['forumTopic'] ?? '' }),
  '/api/forum-replies/{reply_id}/': (o) => ({ reply_id: o['forumReply'] ?? '' }),
  '/api/forum-moderation/topics/{topic_id}/status/': (o) => ({ topic_id: o['forumTopic'] ?? '' }),
  '/api/forum-moderation/replies/{reply_id}/status/': (o) => ({ reply_id: o['forumReply'] ?? '' }),
  '/api/forum-moderation/reports/{report_id}/dismiss/': (o) => ({ report_id: o['forumReport'] ?? '' }),
  '/api/podcast-playlists/{id}/': (o) => ({ id: o['playlist'] ?? '' }),
  '/api/podcast-playlists/{id}/episodes/': (o) => ({ id: o['playlist'] ?? '' }),
  '/api/podcast-playlists/{id}/episodes/{episode_id}/': (o) => ({
    id: o['playlist'] ?? '',
    episode_id: o['episode'] ?? '',
  }),
  '/api/podcast-episodes/{episode_id}/position/': (o) => ({ episode_id: o['episode'] ?? '' }),
  '/api/surveys/{survey_id}/': (o) => ({ survey_id: o['survey'] ?? '' }),
  '/api/surveys/{survey_id}/answers/': (o) => ({ survey_id: o['survey'] ?? '' }),
  // Issue 26: instructors' classes (a live class by its item id, an in-person event by its id) and a learner's event.
  '/api/instructor/classes/{id}/': (o) => ({ id: o['live_class'] ?? '' }),
  '/api/instructor/classes/{id}/attendances/{user_id}/': (o) => ({
    id: o['live_class'] ?? '',
    user_id: o['member'] ?? '',
  }),
  '/api/instructor/classes/{id}/authorizations/': (o) => ({ id: o['live_class'] ?? '' }),
  '/api/instructor/events/{id}/': (o) => ({ id: o['presentialEvent'] ?? '' }),
  '/api/instructor/events/{id}/attendances/{user_id}/': (o) => ({
    id: o['presentialEvent'] ?? '',
    user_id: o['member'] ?? '',
  }),
  '/api/instructor/events/{id}/authorizations/': (o) => ({ id: o['presentialEvent'] ?? '' }),
  '/api/instructor/events/{id}/results/': (o) => ({ id: o['presentialEvent'] ?? '' }),
  '/api/presential-events/{id}/': (o) => ({ id: o['presentialEvent'] ?? '' }),
  // Issue 26: live transmissions (read, and an instructor's or staff's move) and calendar export.
  '/api/live-classes/{id}/transmission/': (o) => ({ id: o['live_class'] ?? '' }),
  '/api/webinars/{id}/transmission/': (o) => ({ id: o['webinar'] ?? '' }),
  '/api/presential-events/{id}/transmission/': (o) => ({ id: o['presentialEvent'] ?? '' }),
  '/api/live-classes/{id}/calendar/': (o) => ({ id: o['live_class'] ?? '' }),
  '/api/webinars/{id}/calendar/': (o) => ({ id: o['webinar'] ?? '' }),
  '/api/presential-courses/{id}/calendar/': (o) => ({ id: o['presential_course'] ?? '' }),
  // Issue 26: SENCE sessions, on the first client's course flagged for SENCE. SENCE's answers (`/api/sence/return/`,
  // `/api/sence/error/`) name no object in their path and carry no bearer token (SENCE form-POSTs them through the
  // browser): the unguessable `IdSesionAlumno` in their body is what ties them to one learner's attempt.
  '/api/online-courses/{id}/sence/': (o) => ({ id: o['senceCourse'] ?? '' }),
  '/api/online-courses/{id}/sence/sessions/': (o) => ({ id: o['senceCourse'] ?? '' }),
  '/api/online-courses/{id}/sence/sessions/close/': (o) => ({ id: o['senceCourse'] ?? '' }),
};

/** `/api/<kind segment>/{id}/…` of every catalogue kind: the first client's item of that kind. */
function targetOf(template: string): ((objects: FirstClientObjects) => Record<string, string>) | null | undefined {
  if (template in TARGETS) return TARGETS[template];
  const kind = Object.values(CATALOGUE_KINDS).find((entry) => template.startsWith(`/api/${entry.segment}/{id}/`));
  return kind && ((o) => ({ id: o[kind.type] ?? '' }));
}

/** Bodies that pass validation, by `METHOD template`; others get `{}`. */
const BODIES: Record<string, unknown> = {
  'POST /api/rewards/{id}/redeem/': { quantity: 1 },
  'POST /api/admin/level-requests/{id}/': { decision: 'approve' },
  'POST /api/admin/members/{id}/block/': { reason: 'Teste de isolamento' },
  'POST /api/admin/members/{id}/refuse/': { reason: 'Teste de isolamento' },
  'POST /api/admin/orders/{id}/status/': { status: 'approved' },
  'PATCH /api/admin/rewards/{id}/': { stock: 1 },
  'PATCH /api/admin/events/{id}/': { title: 'Evento renomeado' },
  'PATCH /api/admin/campaigns/{id}/': { name: 'Campanha renomeada' },
  'PATCH /api/admin/stores/{id}/': { name: 'Loja renomeada' },
  'POST /api/admin/sales/{id}/audit/': { decision: 'approve' },
  'POST /api/activities/{activity_id}/progress/': { kind: 'html', event: 'visit' },
  'PUT /api/test-attempts/{attempt_id}/answers/{question_id}/': { lease: 'lease', answer: 'cumprimentar' },
  'POST /api/test-attempts/{attempt_id}/submit/': { lease: 'lease' },
  'POST /api/game-attempts/{attempt_id}/moves/': { lease: 'lease', item: 'isolamento', answer: true },
  'POST /api/activities/{activity_id}/reaction/': { answers: { geral: 5, util: 5 } },
  'POST /api/forums/{forum_id}/topics/': { title: 'Isolamento', body: 'Teste de isolamento' },
  'PATCH /api/forum-topics/{topic_id}/': { body: 'Teste de isolamento' },
  'POST /api/forum-topics/{topic_id}/replies/': { body: 'Teste de isolamento' },
  'PATCH /api/forum-replies/{reply_id}/': { body: 'Teste de isolamento' },
  'POST /api/forum-moderation/topics/{topic_id}/status/': { status: 'closed' },
  'POST /api/forum-moderation/replies/{reply_id}/status/': { status: 'hidden' },
  'PATCH /api/podcast-playlists/{id}/': { name: 'Isolamento' },
  'POST /api/podcast-playlists/{id}/episodes/': { episode_id: 1 },
  'PUT /api/podcast-playlists/{id}/episodes/': { episode_ids: [] },
  'PUT /api/podcast-episodes/{episode_id}/position/': { position_seconds: 10 },
  'POST /api/surveys/{survey_id}/answers/': { answers: {} },
  'POST /api/online-courses/{id}/sence/sessions/': { run: '15.432.876-9', return_url: 'http://localhost:3000/' },
  'POST /api/online-courses/{id}/sence/sessions/close/': { return_url: 'http://localhost:3000/' },
  'PUT /api/instructor/classes/{id}/attendances/{user_id}/': { present: true },
  'PUT /api/instructor/events/{id}/attendances/{user_id}/': { present: true },
  'POST /api/instructor/classes/{id}/authorizations/': { activity_id: 1 },
  'POST /api/instructor/events/{id}/authorizations/': { activity_id: 1 },
  'POST /api/live-classes/{id}/transmission/': { status: 'live' },
  'POST /api/webinars/{id}/transmission/': { status: 'live' },
  'POST /api/presential-events/{id}/transmission/': { status: 'live' },
  'PUT /api/activities/{activity_id}/runtime/': {
    sco: 'item_1',
    version: 'scorm2004',
    attempt: 1,
    sequence: 1,
    cmi: { location: 'isolamento' },
  },
};

/** Query strings that pass validation, by `METHOD template`; others get none. */
const QUERIES: Record<string, string> = {
  'GET /api/activities/{activity_id}/runtime/': '?sco=item_1',
  'GET /api/live-classes/{id}/calendar/': '?tz=America%2FSao_Paulo',
  'GET /api/webinars/{id}/calendar/': '?tz=America%2FSao_Paulo',
  'GET /api/presential-courses/{id}/calendar/': '?tz=America%2FSao_Paulo',
};

/** The OpenAPI document's operations. */
async function operations(context: ReturnType<typeof useTestApp>) {
  const document = (await context.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(document.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => ({
      method: method.toUpperCase() as Method,
      template,
    })),
  );
}

describeEachDatabase('tenant isolation between two clients', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let other: SecondClient;
  let objects: FirstClientObjects;
  let markers: string[];

  beforeAll(async () => {
    const db = context.database.db;
    // The first client's agent reports a sale with an invoice photo: a sale and an upload to point at.
    const { agent } = await demoTokens(context.app, ['agent']);
    const store = (await demoIds(db)).store('Horizonte Paulista');
    const sale = await postMultipart(context.app, '/api/sales/', agent, saleFields(store), {
      invoice_photo: { bytes: await jpegWithExif() },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    // An order, a level request and a message of the agent, which the demo data does not have.
    const agentUser = await userIdOf(db, 'agent');
    await givePoints(db, agentUser, 20_000);
    const [reward] = await executeRows<{ id: number }>(db, sql`select id from rewards order by id limit 1`);
    const order = await sendJson(context.app, 'POST', `/api/rewards/${reward?.id}/redeem/`, agent, {
      quantity: 1,
      shipping_address: SHIPPING_ADDRESS,
    });
    expect(order.statusCode, order.body).toBe(201);
    const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).limit(1);
    await db.insert(levelRequests).values({
      userId: agentUser,
      campaignId: campaign?.id ?? 0,
      fromLevel: 'basic',
      toLevel: 'intermediate',
      levelPoints: 5000,
    });
    await db.insert(memberMessages).values({ userId: agentUser, kind: 'level_reached' });
    other = await createSecondClient(context.app, db);

    const missing: string[] = [];
    const first = async (query: ReturnType<typeof sql>) => {
      const [row] = await executeRows<{ value: unknown }>(db, query);
      if (row === undefined) missing.push(JSON.stringify(query.queryChunks).slice(0, 120));
      return String(row?.value);
    };
    const client = Number(await first(sql`select id as value from clients where client_id = 'campus-web'`));
    const agentId = await first(sql`select id as value from users where username = 'agent'`);
    // A game of the first client with the learner's attempt at it (the demo has none: both are made here).
    const gameActivity = await first(
      sql`insert into course_activities (course_id, hierarchy_order, title, type)
          select c.id, 900, 'Jogo de isolamento', 'true_or_false' from catalogue_items c
          where c.client_id = ${client} and c.type = 'online_course' order by c.id limit 1
          returning id as value`,
    );
    const statements = [{ id: 'isolamento', text: 'O isolamento funciona.', answer: true }];
    await db.execute(
      sql`insert into activity_documents (activity_id, kind, document)
          values (${Number(gameActivity)}, 'game', ${JSON.stringify({ statements })}::jsonb)`,
    );
    objects = {
      session: await first(sql`select id as value from token_families where user_id = ${agentId} limit 1`),
      institutional: await first(
        sql`select slug as value from institutional_pages where client_id = ${client} limit 1`,
      ),
      ...Object.fromEntries(
        await Promise.all(
          Object.keys(CATALOGUE_KINDS).map(async (type) => [
            type,
            await first(
              sql`select id as value from catalogue_items where client_id = ${client} and type = ${type} limit 1`,
            ),
          ]),
        ),
      ),
      campaign: await first(sql`select id as value from campaigns where client_id = ${client} limit 1`),
      message: await first(sql`select id as value from member_messages where user_id = ${agentId} limit 1`),
      reward: await first(sql`select id as value from rewards where client_id = ${client} limit 1`),
      order: await first(sql`select id as value from reward_orders limit 1`),
      upload: await first(sql`select name as value from uploaded_files limit 1`),
      event: await first(sql`select id as value from loyalty_events where client_id = ${client} limit 1`),
      levelRequest: await first(sql`select id as value from level_requests limit 1`),
      member: agentId,
      sale: await first(sql`select id as value from sales order by id desc limit 1`),
      store: String(store.id),
      certificate: await first(
        sql`select c.id as value from certificates c join users u on u.id = c.user_id
            where u.username = 'learner' and c.client_id = ${client} limit 1`,
      ),
      testActivity: await first(
        sql`select a.id as value from course_activities a join catalogue_items c on c.id = a.course_id
            where c.client_id = ${client} and a.type = 'conventional_test' limit 1`,
      ),
      reactionActivity: await first(
        sql`select a.id as value from course_activities a join catalogue_items c on c.id = a.course_id
            where c.client_id = ${client} and a.type = 'reaction_evaluation' limit 1`,
      ),
      // The learner's attempt at the tests showcase's conventional test (the demo has none: one is started here).
      attempt: await first(
        sql`insert into test_attempts (user_id, activity_id, course_id, number, question_ids, option_orders, lease)
            select u.id, a.id, a.course_id, 1, '["primeiro-passo"]'::jsonb, '{}'::jsonb, 'lease'
            from course_activities a join catalogue_items c on c.id = a.course_id, users u
            where u.username = 'learner' and c.client_id = ${client} and c.title like 'Conheça as avaliações: teste%'
              and a.type = 'conventional_test'
            returning id as value`,
      ),
      gameActivity,
      gameAttempt: await first(
        sql`insert into game_attempts (user_id, activity_id, course_id, number, lease, board, secret, state)
            select u.id, a.id, a.course_id, 1, 'lease', '{"type":"true_or_false","statements":[]}'::jsonb,
              '{}'::jsonb, '{"errors":0,"closed":{},"guessed":[]}'::jsonb
            from course_activities a, users u where a.id = ${Number(gameActivity)} and u.username = 'learner'
            returning id as value`,
      ),
      forum: await first(sql`select id as value from forums where client_id = ${client} order by id limit 1`),
      forumTopic: await first(
        sql`select t.id as value from forum_topics t join forums f on f.id = t.forum_id
            where f.client_id = ${client} order by t.id limit 1`,
      ),
      forumReply: await first(
        sql`select r.id as value from forum_replies r join forum_topics t on t.id = r.topic_id
            join forums f on f.id = t.forum_id where f.client_id = ${client} order by r.id limit 1`,
      ),
      forumReport: await first(sql`select id as value from forum_reports where client_id = ${client} limit 1`),
      playlist: await first(
        sql`select p.id as value from learner_playlists p join users u on u.id = p.user_id
            where u.username = 'learner' limit 1`,
      ),
      episode: await first(
        sql`select e.id as value from podcast_episodes e join podcast_playlists p on p.id = e.playlist_id
            join catalogue_items c on c.id = p.podcast_id where c.client_id = ${client} limit 1`,
      ),
      survey: await first(sql`select id as value from surveys where client_id = ${client} limit 1`),
      senceCourse: await first(
        sql`select s.item_id as value from sence_courses s join catalogue_items c on c.id = s.item_id
            where c.client_id = ${client} limit 1`,
      ),
      presentialEvent: await first(
        sql`select e.id as value from presential_events e join catalogue_items c on c.id = e.item_id
            where c.client_id = ${client} order by e.id limit 1`,
      ),
      scormActivity: await first(
        sql`select a.id as value from course_activities a join catalogue_items c on c.id = a.course_id
            where c.client_id = ${client} and a.type = 'scorm' limit 1`,
      ),
    };
    expect(missing, 'first-client objects the demo data lacks').toEqual([]);
    const names = await executeRows<{ value: string }>(
      db,
      sql`select name as value from stores union select name from retail_chains
          union select name from agencies union select name from brands
          union select name from campaigns where client_id = ${client}
          union select name from loyalty_products where client_id = ${client}
          union select title from loyalty_events where client_id = ${client}
          union select title from catalogue_items where client_id = ${client}
          union select email from users where username in ('agent', 'learner', 'admin', 'auditor')`,
    );
    // Long enough not to be a common word the second client's answers may hold.
    markers = names.map((row) => row.value).filter((value) => value !== null && value.length >= 8);
  });

  const call = (token: string, method: Method, url: string, body?: unknown) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: (body ?? {}) as Record<string, unknown> }),
    });

  it('refuses every operation on the first client’s objects to the second client’s member and staff (403/404)', async () => {
    const templated = (await operations(context)).filter((operation) => operation.template.includes('{'));
    const unmapped = templated.filter((operation) => targetOf(operation.template) === undefined);
    expect(unmapped, 'routes with a path parameter missing from TARGETS').toEqual([]);

    const leaks: string[] = [];
    for (const { method, template } of templated) {
      const fill = targetOf(template);
      if (!fill) continue;
      const values = fill(objects);
      const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
      const url = `${path}${QUERIES[`${method} ${template}`] ?? ''}`;
      for (const [who, token] of [
        ['staff', other.staff],
        ['member', other.member],
      ] as const) {
        const response = await call(token, method, url, BODIES[`${method} ${template}`]);
        if (response.statusCode !== 403 && response.statusCode !== 404) {
          leaks.push(`${who} ${method} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('shows the second client’s member and staff none of the first client’s names in any list', async () => {
    const lists = (await operations(context)).filter(
      (operation) => operation.method === 'GET' && !operation.template.includes('{'),
    );
    expect(markers.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const { template } of lists) {
      if (/\/(realtime|openapi|docs)/.test(template)) continue;
      for (const [who, token] of [
        ['staff', other.staff],
        ['member', other.member],
      ] as const) {
        const response = await call(token, 'GET', template);
        if (response.statusCode >= 300) continue;
        const seen = markers.filter((marker) => response.body.includes(marker));
        if (seen.length > 0) leaks.push(`${who} GET ${template}: ${seen.slice(0, 3).join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses to file the first client’s stores and chains under the second client’s objects', async () => {
    const retailer = (await demoIds(context.database.db)).store('Horizonte Paulista').chainId;
    const storeCreate = await call(other.staff, 'POST', '/api/admin/stores/', {
      name: 'Loja do outro cliente',
      retailer_id: retailer,
      city: 'Lisboa',
      state: 'LX',
    });
    expect(storeCreate.statusCode, storeCreate.body).toBe(422);
    expect(storeCreate.json().code).toBe('unknown_reference');
  });
});
