import {
  forumListSchema,
  forumQueuedReportSchema,
  forumReplyPageSchema,
  forumReplySchema,
  forumReportQueueSchema,
  forumTopicPageSchema,
  forumTopicSchema,
} from '@campus/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../auth/token-issuer';
import {
  clientAnswerVersions,
  clients,
  forumModerationActions,
  forumReplies,
  forumReports,
  forums,
  forumTopics,
  memberMessages,
  userClients,
  users,
} from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { BrokerMessage } from '../realtime/broker';
import { expectApiError } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('Forum with moderation', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let moderator: FixtureUser;
  let otherModerator: FixtureUser;
  let eve: FixtureUser;
  let platformForum: number;
  let courseForum: number;

  /** A user of a client with roles, signed in through it. */
  async function signedInUser(username: string, clientId: number, roles: string[]): Promise<FixtureUser> {
    const { db } = context.database;
    const [user] = await db
      .insert(users)
      .values({ username, fullName: username, status: 'approved', selectedClientId: clientId, roles })
      .returning();
    if (!user) throw new Error('no user');
    await db.insert(userClients).values({ userId: user.id, clientId });
    const { tokens } = await withTransaction(db, (tx) =>
      startSession(tx, { userId: user.id, oauthClientId: clientId, method: 'password' }, context.app.config),
    );
    return { id: user.id, token: tokens.access_token };
  }

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    // The fixture's clients have no forum: switch it on for the main and the other client.
    await db
      .update(clients)
      .set({ params: sql`jsonb_set(${clients.params}, '{flags,has_forum}', 'true')` })
      .where(sql`${clients.id} in (${fixture.clientId}, ${fixture.otherClientId})`);
    moderator = await signedInUser('mia', fixture.clientId, ['moderator']);
    otherModerator = await signedInUser('otto', fixture.otherClientId, ['moderator']);
    eve = await signedInUser('eve', fixture.clientId, []);
    const rows = await db
      .insert(forums)
      .values([
        {
          clientId: fixture.clientId,
          titles: { 'pt-BR': 'Geral', 'en-US': 'General' },
          descriptions: { 'pt-BR': 'Tudo' },
        },
        {
          clientId: fixture.clientId,
          itemId: fixture.items.salesCourse,
          titles: { 'pt-BR': 'Fórum do curso' },
          descriptions: { 'pt-BR': 'Dúvidas do curso' },
          position: 1,
        },
      ])
      .returning({ id: forums.id });
    platformForum = rows[0]?.id ?? 0;
    courseForum = rows[1]?.id ?? 0;
  }, 60_000);

  const call = (
    user: FixtureUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR', ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const status = (response: LightMyRequestResponse, expected: number) => {
    expect(response.statusCode, response.body).toBe(expected);
    return response;
  };
  const newTopic = async (user: FixtureUser, title = 'Dúvida sobre metas', body = 'Como calculo a meta?') =>
    forumTopicSchema.parse(
      status(await call(user, 'POST', `/api/forums/${platformForum}/topics/`, { title, body }), 201).json(),
    );
  const newReply = async (user: FixtureUser, topicId: number | string, body: string) =>
    forumReplySchema.parse(
      status(await call(user, 'POST', `/api/forum-topics/${topicId}/replies/`, { body }), 201).json(),
    );

  it('lists the client’s forums in the request language and a course’s by item', async () => {
    const list = forumListSchema.parse(
      status(await call(fixture.ana, 'GET', '/api/forums/', undefined, { 'accept-language': 'en-US' }), 200).json(),
    );
    expect(list.results.map((forum) => forum.title)).toEqual(['General', 'Fórum do curso']);
    expect(list.can_moderate).toBe(false);
    const course = forumListSchema.parse(
      status(await call(fixture.ana, 'GET', `/api/forums/?item_id=${fixture.items.salesCourse}`), 200).json(),
    );
    expect(course.results.map((forum) => forum.id)).toEqual([courseForum]);
    expect(course.results[0]?.item?.id).toBe(fixture.items.salesCourse);
    expect(forumListSchema.parse(status(await call(moderator, 'GET', '/api/forums/'), 200).json()).can_moderate).toBe(
      true,
    );
  });

  it('refuses bad texts with the rule’s codes per field and writes nothing', async () => {
    const blank = expectApiError(
      await call(fixture.ana, 'POST', `/api/forums/${platformForum}/topics/`, { title: '  ', body: 'ok' }),
      422,
      'forum_text_required',
    );
    expect(blank).toMatchObject({ field_errors: { title: 'forum_text_required' } });
    const long = expectApiError(
      await call(fixture.ana, 'POST', `/api/forums/${platformForum}/topics/`, {
        title: 'a'.repeat(257),
        body: 'b'.repeat(5001),
      }),
      422,
      'text_too_long',
    );
    expect(long).toMatchObject({ field_errors: { title: 'text_too_long', body: 'text_too_long' } });
    const [count] = await context.database.db.select({ value: sql<number>`count(*)::int` }).from(forumTopics);
    expect(count?.value).toBe(0);
    const fits = await newTopic(fixture.ana, 'a'.repeat(256), 'b'.repeat(5000));
    expect(fits.title).toHaveLength(256);
    status(await call(fixture.ana, 'DELETE', `/api/forum-topics/${fits.id}/`), 200);
    expectApiError(
      await call(fixture.ana, 'POST', '/api/forums/999999/topics/', { title: 'x', body: 'y' }),
      404,
      'forum_not_found',
    );
  });

  it('threads replies with pagination; authors edit and delete their own, softly', async () => {
    const topic = await newTopic(fixture.ana);
    const replies = [];
    for (let index = 1; index <= 3; index += 1)
      replies.push(await newReply(fixture.bia, topic.id, `Resposta ${index}`));
    const page = forumReplyPageSchema.parse(
      status(await call(fixture.ana, 'GET', `/api/forum-topics/${topic.id}/replies/?page=2&page_size=2`), 200).json(),
    );
    expect(page).toMatchObject({ count: 3, next: null });
    expect(page.results.map((reply) => reply.body)).toEqual(['Resposta 3']);

    const [first, second] = replies;
    if (!first || !second) throw new Error('no replies');
    expectApiError(
      await call(fixture.ana, 'PATCH', `/api/forum-replies/${first.id}/`, { body: 'Não é meu' }),
      403,
      'forum_not_author',
    );
    const edited = forumReplySchema.parse(
      status(await call(fixture.bia, 'PATCH', `/api/forum-replies/${first.id}/`, { body: 'Corrigida' }), 200).json(),
    );
    expect(edited).toMatchObject({ body: 'Corrigida', is_mine: true });
    expect(edited.edited_at).not.toBeNull();
    const deleted = forumReplySchema.parse(
      status(await call(fixture.bia, 'DELETE', `/api/forum-replies/${second.id}/`), 200).json(),
    );
    expect(deleted).toMatchObject({ deleted: true, body: '' });
    expectApiError(await call(fixture.bia, 'DELETE', `/api/forum-replies/${second.id}/`), 409, 'forum_post_deleted');
    expectApiError(
      await call(fixture.bia, 'PATCH', `/api/forum-replies/${second.id}/`, { body: 'volta' }),
      409,
      'forum_post_deleted',
    );
    const all = forumReplyPageSchema.parse(
      status(await call(fixture.ana, 'GET', `/api/forum-topics/${topic.id}/replies/`), 200).json(),
    );
    expect(all.results.map((reply) => [reply.body, reply.deleted])).toEqual([
      ['Corrigida', false],
      ['', true],
      ['Resposta 3', false],
    ]);
    const listed = forumTopicPageSchema.parse(
      status(await call(fixture.ana, 'GET', `/api/forums/${platformForum}/topics/`), 200).json(),
    );
    expect(listed.results.find((entry) => entry.id === topic.id)?.reply_count).toBe(3);
  });

  it('replays a reply sent twice with one key, and posts it once', async () => {
    const topic = await newTopic(fixture.ana, 'Repetido', 'Corpo');
    const headers = { 'idempotency-key': 'forum-reply-key-1' };
    const once = await call(
      fixture.bia,
      'POST',
      `/api/forum-topics/${topic.id}/replies/`,
      { body: 'Uma vez' },
      headers,
    );
    const again = await call(
      fixture.bia,
      'POST',
      `/api/forum-topics/${topic.id}/replies/`,
      { body: 'Uma vez' },
      headers,
    );
    expect(again.body).toBe(status(once, 201).body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await context.database.db
      .select()
      .from(forumReplies)
      .where(eq(forumReplies.topicId, Number(topic.id)));
    expect(rows).toHaveLength(1);
  });

  it('announces new replies in the topic’s realtime area', async () => {
    const topic = await newTopic(fixture.ana, 'Ao vivo', 'Corpo');
    const heard: BrokerMessage[] = [];
    const stop = await context.app.realtime.subscribe((message) => heard.push(message));
    try {
      const reply = await newReply(fixture.bia, topic.id, 'Chegou');
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      const event = heard.find((message) => message.kind === 'event');
      expect(event).toMatchObject({
        kind: 'event',
        event: { area: topic.realtime_area, type: 'forum', data: { kind: 'reply_created', reply_id: reply.id } },
      });
      expect(topic.realtime_area).toBe(`client:${fixture.clientId}:forum:${topic.id}`);
    } finally {
      stop();
    }
  });

  it('takes reports once, never of one’s own; moderators close the topic, which then refuses replies', async () => {
    const topic = await newTopic(fixture.ana, 'Polêmico', 'Texto');
    const bad = await newReply(fixture.bia, topic.id, 'Spam spam');
    expectApiError(
      await call(fixture.bia, 'POST', '/api/forum-reports/', {
        target_type: 'reply',
        target_id: bad.id,
        reason: 'spam',
      }),
      422,
      'forum_cannot_report_own',
    );
    expectApiError(
      await call(fixture.ana, 'POST', '/api/forum-reports/', {
        target_type: 'reply',
        target_id: bad.id,
        reason: 'other',
        details: 'x'.repeat(257),
      }),
      422,
      'text_too_long',
    );
    status(
      await call(fixture.ana, 'POST', '/api/forum-reports/', {
        target_type: 'reply',
        target_id: bad.id,
        reason: 'spam',
        details: 'Propaganda',
      }),
      201,
    );
    expectApiError(
      await call(fixture.ana, 'POST', '/api/forum-reports/', {
        target_type: 'reply',
        target_id: bad.id,
        reason: 'spam',
      }),
      409,
      'forum_already_reported',
    );
    const reply = forumReplyPageSchema.parse(
      status(await call(fixture.ana, 'GET', `/api/forum-topics/${topic.id}/replies/`), 200).json(),
    ).results[0];
    expect(reply?.reported_by_me).toBe(true);

    expectApiError(await call(fixture.ana, 'GET', '/api/forum-moderation/reports/'), 403, 'forbidden');
    const queue = forumReportQueueSchema.parse(
      status(await call(moderator, 'GET', '/api/forum-moderation/reports/'), 200).json(),
    );
    const queued = queue.results.find((entry) => entry.target_id === bad.id);
    expect(queued).toMatchObject({
      reason: 'spam',
      details: 'Propaganda',
      reporter: { id: fixture.ana.id },
      topic: { id: topic.id, title: 'Polêmico' },
      target: { author: { id: fixture.bia.id }, body: 'Spam spam', status: 'visible' },
      target_open_reports: 1,
    });

    // Hide the reply: the report is resolved, the author told, everyone else sees the place without the text.
    const hidden = forumReplySchema.parse(
      status(
        await call(moderator, 'POST', `/api/forum-moderation/replies/${bad.id}/status/`, { status: 'hidden' }),
        200,
      ).json(),
    );
    expect(hidden).toMatchObject({ status: 'hidden', body: 'Spam spam' });
    const seen = forumReplyPageSchema.parse(
      status(await call(fixture.ana, 'GET', `/api/forum-topics/${topic.id}/replies/`), 200).json(),
    ).results[0];
    expect(seen).toMatchObject({ status: 'hidden', body: '' });
    expectApiError(
      await call(moderator, 'POST', `/api/forum-moderation/replies/${bad.id}/status/`, { status: 'hidden' }),
      409,
      'forum_status_unchanged',
    );
    const [report] = await context.database.db
      .select()
      .from(forumReports)
      .where(eq(forumReports.replyId, Number(bad.id)));
    expect(report).toMatchObject({ status: 'resolved', decidedBy: moderator.id });

    // Close the topic: replies and edits refused, the author gets a message in their language.
    const closed = forumTopicSchema.parse(
      status(
        await call(moderator, 'POST', `/api/forum-moderation/topics/${topic.id}/status/`, {
          status: 'closed',
          note: 'Discussão encerrada',
        }),
        200,
      ).json(),
    );
    expect(closed.status).toBe('closed');
    expectApiError(
      await call(fixture.bia, 'POST', `/api/forum-topics/${topic.id}/replies/`, { body: 'Mais uma' }),
      409,
      'forum_topic_closed',
    );
    expectApiError(
      await call(fixture.ana, 'PATCH', `/api/forum-topics/${topic.id}/`, { title: 'Novo título' }),
      409,
      'forum_topic_closed',
    );
    const messages = await call(fixture.ana, 'GET', '/api/messages/', undefined, { 'accept-language': 'en-US' });
    expect(status(messages, 200).json<{ results: { kind: string; text: string }[] }>().results[0]).toMatchObject({
      kind: 'forum_topic_closed',
      text: 'A moderator closed your forum topic “Polêmico”: it takes no more replies.',
    });
    const biaMessages = await context.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.userId, fixture.bia.id));
    expect(biaMessages.map((message) => message.kind)).toContain('forum_reply_hidden');
    const audit = await context.database.db
      .select()
      .from(forumModerationActions)
      .where(eq(forumModerationActions.topicId, Number(topic.id)));
    expect(audit.map((row) => [row.action, row.fromStatus, row.toStatus, row.moderatorId])).toEqual([
      ['status_changed', 'visible', 'hidden', moderator.id],
      ['status_changed', 'open', 'closed', moderator.id],
    ]);
  });

  it('dismisses a report once, audited; hidden topics leave the lists of everyone but moderators and the author', async () => {
    const topic = await newTopic(fixture.bia, 'Inofensivo', 'Texto');
    status(
      await call(fixture.ana, 'POST', '/api/forum-reports/', {
        target_type: 'topic',
        target_id: topic.id,
        reason: 'off_topic',
      }),
      201,
    );
    const queue = forumReportQueueSchema.parse(
      status(await call(moderator, 'GET', '/api/forum-moderation/reports/'), 200).json(),
    );
    const report = queue.results.find((entry) => entry.target_type === 'topic' && entry.target_id === topic.id);
    if (!report) throw new Error('not queued');
    const dismissed = forumQueuedReportSchema.parse(
      status(await call(moderator, 'POST', `/api/forum-moderation/reports/${report.id}/dismiss/`, {}), 200).json(),
    );
    expect(dismissed.status).toBe('dismissed');
    expectApiError(
      await call(moderator, 'POST', `/api/forum-moderation/reports/${report.id}/dismiss/`, {}),
      409,
      'forum_report_closed',
    );
    const [audit] = await context.database.db
      .select()
      .from(forumModerationActions)
      .where(
        and(
          eq(forumModerationActions.reportId, Number(report.id)),
          eq(forumModerationActions.action, 'report_dismissed'),
        ),
      );
    expect(audit?.moderatorId).toBe(moderator.id);

    status(
      await call(moderator, 'POST', `/api/forum-moderation/topics/${topic.id}/status/`, { status: 'hidden' }),
      200,
    );
    expectApiError(await call(fixture.ana, 'GET', `/api/forum-topics/${topic.id}/`), 404, 'forum_topic_not_found');
    status(await call(fixture.bia, 'GET', `/api/forum-topics/${topic.id}/`), 200);
    const listed = (user: FixtureUser) =>
      call(user, 'GET', `/api/forums/${platformForum}/topics/?page_size=100`).then((response) =>
        forumTopicPageSchema.parse(status(response, 200).json()).results.some((entry) => entry.id === topic.id),
      );
    expect([await listed(fixture.ana), await listed(fixture.bia), await listed(moderator)]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('keeps every client’s forum to itself: another client’s moderator and members see and change nothing', async () => {
    const topic = await newTopic(fixture.ana, 'Interno', 'Só nosso');
    const reply = await newReply(fixture.bia, topic.id, 'Resposta interna');
    status(
      await call(fixture.ana, 'POST', '/api/forum-reports/', {
        target_type: 'reply',
        target_id: reply.id,
        reason: 'spam',
      }),
      201,
    );
    const queue = forumReportQueueSchema.parse(
      status(await call(otherModerator, 'GET', '/api/forum-moderation/reports/'), 200).json(),
    );
    expect(queue).toMatchObject({ count: 0, results: [] });
    expect(
      forumListSchema.parse(status(await call(otherModerator, 'GET', '/api/forums/'), 200).json()).results,
    ).toEqual([]);
    expectApiError(await call(otherModerator, 'GET', `/api/forum-topics/${topic.id}/`), 404, 'forum_topic_not_found');
    // A forum with topics, of another client: the same answer as a forum that does not exist.
    expectApiError(await call(otherModerator, 'GET', `/api/forums/${topic.forum_id}/topics/`), 404, 'forum_not_found');
    expectApiError(await call(fixture.ana, 'GET', '/api/forums/999999/topics/'), 404, 'forum_not_found');
    expectApiError(
      await call(otherModerator, 'POST', `/api/forum-moderation/topics/${topic.id}/status/`, { status: 'closed' }),
      404,
      'forum_topic_not_found',
    );
    expectApiError(
      await call(otherModerator, 'POST', `/api/forum-moderation/replies/${reply.id}/status/`, { status: 'hidden' }),
      404,
      'forum_reply_not_found',
    );
    expectApiError(
      await call(fixture.carl, 'POST', `/api/forum-topics/${topic.id}/replies/`, { body: 'Intruso' }),
      404,
      'forum_topic_not_found',
    );
    expectApiError(await call(fixture.dora, 'GET', '/api/forums/'), 403, 'forbidden');
  });

  it('answers reads from memory until the client’s forums or an author’s name change, whatever code writes them', async () => {
    const { db } = context.database;
    const topicsUrl = `/api/forums/${platformForum}/topics/`;
    const topics = async (user: FixtureUser) =>
      forumTopicPageSchema.parse(status(await call(user, 'GET', topicsUrl), 200).json());
    const versions = async (clientId: number) =>
      (await db.select().from(clientAnswerVersions).where(eq(clientAnswerVersions.clientId, clientId)))[0];
    const first = await topics(fixture.ana);
    expect(first.count).toBeGreaterThan(0);
    // A write the triggers do not see (replication role) proves the next answer comes from memory.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update forum_topics set title = title || ' (não visto)' where forum_id = ${platformForum}`);
    });
    expect(await topics(fixture.ana)).toEqual(first);
    const catalogueBefore = (await versions(fixture.clientId))?.version ?? 0;
    const otherBefore = (await versions(fixture.otherClientId))?.forumVersion ?? 0;

    // Each write below goes straight to the database: the triggers of migration 0030, not the routes, move the
    // version the kept answers are read under.
    const [topic] = await db
      .insert(forumTopics)
      .values({ forumId: platformForum, authorId: eve.id, title: 'Direto no banco', body: 'Corpo', locale: 'pt-BR' })
      .returning();
    if (!topic) throw new Error('no topic');
    const withTopic = await topics(fixture.ana);
    expect(withTopic.count).toBe(first.count + 1);
    expect(withTopic.results[0]).toMatchObject({ id: topic.id, author: { name: 'eve' }, reply_count: 0 });
    const replies = async () =>
      forumReplyPageSchema.parse(
        status(await call(fixture.ana, 'GET', `/api/forum-topics/${topic.id}/replies/`), 200).json(),
      );
    expect((await replies()).count).toBe(0);

    await db.insert(forumReplies).values({ topicId: topic.id, authorId: fixture.bia.id, body: 'Oi', locale: 'pt-BR' });
    expect((await replies()).results.map((reply) => reply.body)).toEqual(['Oi']);
    expect((await topics(fixture.ana)).results[0]?.reply_count).toBe(1);

    await db.update(users).set({ fullName: 'Eva Souza' }).where(eq(users.id, eve.id));
    expect((await topics(fixture.ana)).results[0]?.author.name).toBe('Eva Souza');
    const topicUrl = `/api/forum-topics/${topic.id}/`;
    expect(forumTopicSchema.parse(status(await call(fixture.bia, 'GET', topicUrl), 200).json()).author.name).toBe(
      'Eva Souza',
    );

    await db
      .insert(forumReports)
      .values({ clientId: fixture.clientId, reporterId: fixture.ana.id, topicId: topic.id, reason: 'spam' });
    expect((await topics(fixture.ana)).results[0]?.reported_by_me).toBe(true);

    const forumTitle = async () =>
      forumListSchema
        .parse(status(await call(fixture.ana, 'GET', '/api/forums/'), 200).json())
        .results.find((forum) => forum.id === courseForum)?.title;
    expect(await forumTitle()).toBe('Fórum do curso');
    await db
      .update(forums)
      .set({ titles: { 'pt-BR': 'Fórum renomeado' } })
      .where(eq(forums.id, courseForum));
    expect(await forumTitle()).toBe('Fórum renomeado');
    await db
      .update(forums)
      .set({ titles: { 'pt-BR': 'Fórum do curso' } })
      .where(eq(forums.id, courseForum));

    // Posts move the forum version only: the client's kept catalogue answers and another client's forums stay.
    expect((await versions(fixture.clientId))?.version ?? 0).toBe(catalogueBefore);
    expect((await versions(fixture.otherClientId))?.forumVersion ?? 0).toBe(otherBefore);
    await db.delete(forumTopics).where(eq(forumTopics.id, topic.id));
    expect((await topics(fixture.ana)).count).toBe(first.count);
  });

  describe('rate limits', () => {
    it('refuses the eleventh report within an hour with 429 and Retry-After', async () => {
      const topic = await newTopic(fixture.ana, 'Muitas respostas', 'Texto');
      const { db } = context.database;
      const rows = await db
        .insert(forumReplies)
        .values(
          Array.from({ length: 11 }, (_, index) => ({
            topicId: Number(topic.id),
            authorId: fixture.bia.id,
            body: `Resposta ${index}`,
            locale: 'pt-BR',
          })),
        )
        .returning({ id: forumReplies.id });
      for (const row of rows.slice(0, 10)) {
        status(
          await call(eve, 'POST', '/api/forum-reports/', { target_type: 'reply', target_id: row.id, reason: 'spam' }),
          201,
        );
      }
      const refused = await call(eve, 'POST', '/api/forum-reports/', {
        target_type: 'reply',
        target_id: rows[10]?.id,
        reason: 'spam',
      });
      expectApiError(refused, 429, 'too_many_attempts');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
