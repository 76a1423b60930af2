import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { clients, memberMessages, userClients, users } from '../db/schema';
import { sendJson, useDemoTokens } from '../loyalty/loyalty-test-helpers.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('accounts awaiting approval', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const tokens = useDemoTokens(context, ['admin', 'learner']);
  let clientId: number;
  let otherClientId: number;

  /** A new account awaiting approval in `client`. */
  const pending = async (username: string, client: number) => {
    const { db } = context.database;
    const [user] = await db
      .insert(users)
      .values({ username, email: `${username}@example.test`, fullName: `Pending ${username}` })
      .returning();
    if (!user) throw new Error('insert failed');
    await db.insert(userClients).values({ userId: user.id, clientId: client });
    return user.id;
  };
  const messagesOf = (userId: number) =>
    context.database.db.select().from(memberMessages).where(eq(memberMessages.userId, userId));
  const statusOf = async (userId: number) =>
    (await context.database.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]?.status;

  beforeAll(async () => {
    const { db } = context.database;
    const [web] = await db.select().from(clients).where(eq(clients.clientId, 'campus-web'));
    const [other] = await db
      .insert(clients)
      .values({
        clientId: `approval-other-${kind}`,
        secretHash: 'x',
        name: 'Other',
        params: web?.params ?? ({} as never),
        defaultLanguageId: web?.defaultLanguageId ?? 1,
      })
      .returning({ id: clients.id });
    if (!web || !other) throw new Error('clients missing');
    clientId = web.id;
    otherClientId = other.id;
  });

  it('lists the client’s accounts awaiting approval to administrators only', async () => {
    const mine = await pending(`pending-list-${kind}`, clientId);
    const theirs = await pending(`pending-other-${kind}`, otherClientId);
    const list = await sendJson(
      context.app,
      'GET',
      '/api/admin/members/awaiting-approval/?page_size=100',
      tokens.admin,
    );
    expect(list.statusCode).toBe(200);
    const ids = list.json().results.map((row: { id: number }) => row.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(list.json().results.find((row: { id: number }) => row.id === mine)).toMatchObject({
      username: `pending-list-${kind}`,
      email: `pending-list-${kind}@example.test`,
    });
    const refused = await sendJson(context.app, 'GET', '/api/admin/members/awaiting-approval/', tokens.learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: expect.any(String) });
  });

  it('approves an account: approved, a message to the member, never twice', async () => {
    const id = await pending(`pending-approve-${kind}`, clientId);
    const approved = await sendJson(context.app, 'POST', `/api/admin/members/${id}/approve/`, tokens.admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ user: id, status: 'approved' });
    expect(await statusOf(id)).toBe('approved');
    expect((await messagesOf(id)).map((row) => row.kind)).toEqual(['account_approved']);

    const twice = await sendJson(context.app, 'POST', `/api/admin/members/${id}/approve/`, tokens.admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'member_not_awaiting_approval' });
    expect(await messagesOf(id)).toHaveLength(1);
  });

  it('refuses an account with a reason the member reads in their language', async () => {
    const id = await pending(`pending-refuse-${kind}`, clientId);
    const missing = await sendJson(context.app, 'POST', `/api/admin/members/${id}/refuse/`, tokens.admin, {});
    expect(missing.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('awaiting_approval');
    const refused = await sendJson(context.app, 'POST', `/api/admin/members/${id}/refuse/`, tokens.admin, {
      reason: 'Documento inválido',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ user: id, status: 'blocked' });
    const [message] = await context.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.userId, id), eq(memberMessages.kind, 'account_refused')));
    expect(message?.params).toEqual({ reason: 'Documento inválido' });
  });

  it('answers 404 for another client’s account or an unknown one, changing nothing', async () => {
    const theirs = await pending(`pending-404-${kind}`, otherClientId);
    const other = await sendJson(context.app, 'POST', `/api/admin/members/${theirs}/approve/`, tokens.admin);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found' });
    expect(await statusOf(theirs)).toBe('awaiting_approval');
    expect(await messagesOf(theirs)).toHaveLength(0);
    const unknown = await sendJson(context.app, 'POST', '/api/admin/members/2147483000/refuse/', tokens.admin, {
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
