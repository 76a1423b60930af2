import { forumListSchema, forumReportQueueSchema, forumTopicPageSchema } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { startSession } from '../../auth/token-issuer';
import { users } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { DEMO_FORUM_TOPICS } from './demo-forum';

describeEachDatabase('demo forum', (kind) => {
  const context = useTestApp(kind, { seed: true });

  /** A bearer token of a demo user, signed in through the demo client. */
  async function tokenOf(username: string): Promise<string> {
    const { db } = context.database;
    const [user] = await db.select().from(users).where(eq(users.username, username));
    if (!user?.selectedClientId) throw new Error(`no demo user ${username}`);
    const { tokens } = await withTransaction(db, (tx) =>
      startSession(
        tx,
        { userId: user.id, oauthClientId: user.selectedClientId ?? 0, method: 'password' },
        context.app.config,
      ),
    );
    return tokens.access_token;
  }

  const get = async (token: string, url: string, locale = 'pt-BR') => {
    const response = await context.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };

  it('is lively in four languages, with a course forum, a closed topic and a report in the moderator’s queue', async () => {
    const learner = await tokenOf('learner');
    const forums = forumListSchema.parse(await get(learner, '/api/forums/', 'fr-FR'));
    expect(forums.results.map((forum) => forum.title)).toEqual(['Général', 'Conseils de vente', 'Forum du cours']);
    expect(forums.results[2]?.item).not.toBeNull();
    const general = forums.results[0];
    const topics = forumTopicPageSchema.parse(await get(learner, `/api/forums/${general?.id}/topics/`));
    expect(new Set(topics.results.map((topic) => topic.locale))).toEqual(new Set(['pt-BR', 'en-US', 'es-ES', 'fr-FR']));
    expect(topics.results[0]?.title).toBe(DEMO_FORUM_TOPICS.at(-1)?.title);
    expect(topics.results.filter((topic) => topic.status === 'closed')).toHaveLength(1);

    const moderator = await tokenOf('moderator');
    const queue = forumReportQueueSchema.parse(await get(moderator, '/api/forum-moderation/reports/'));
    expect(queue.count).toBe(1);
    expect(queue.results[0]).toMatchObject({
      reason: 'spam',
      target_type: 'reply',
      topic: { title: 'Promoções de fim de mês' },
    });
    expect(forumListSchema.parse(await get(moderator, '/api/forums/')).open_reports).toBe(1);
  });
});
