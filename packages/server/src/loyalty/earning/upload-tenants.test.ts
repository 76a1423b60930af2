import { beforeAll, expect, it } from 'vitest';
import { clients, userClients } from '../../db/schema';
import { hashSecret } from '../../security/password-hash';
import { basic, createUser, passwordGrant, TEST_PASSWORD } from '../../test-support/auth-test-helpers.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { demoIds, demoTokens, jpegWithExif, postMultipart, saleFields } from '../loyalty-test-helpers.test-util';

/*
 * Issue 18, finding 5: an invoice photo is seen by its owner and by the staff of its own programme — a second
 * client's programme administrator or auditor gets the same 404 as for a name that does not exist.
 */
describeEachDatabase('uploaded photos between two clients', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let photoPath: string;
  let tokens: Record<'agent' | 'admin' | 'auditor' | 'learner', string>;
  let otherStaff: string;

  beforeAll(async () => {
    tokens = await demoTokens(context.app, ['agent', 'admin', 'auditor', 'learner']);
    const store = (await demoIds(context.database.db)).store('Horizonte Paulista');
    const sale = await postMultipart(context.app, '/api/sales/', tokens.agent, saleFields(store), {
      invoice_photo: { bytes: await jpegWithExif() },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const mine = await context.app.inject({
      method: 'GET',
      url: '/api/sales/?page_size=1',
      headers: { authorization: `Bearer ${tokens.agent}` },
    });
    photoPath = new URL(mine.json().results[0].invoice_photo_url, 'http://api.test').pathname;

    // A second client with its own programme administrator (also an auditor), signed in through that client.
    const [first] = await context.database.db.select().from(clients).limit(1);
    if (!first) throw new Error('no client');
    const [other] = await context.database.db
      .insert(clients)
      .values({
        clientId: 'other-client',
        secretHash: await hashSecret('other-secret'),
        name: 'Other client',
        params: first.params,
        defaultLanguageId: first.defaultLanguageId,
      })
      .returning();
    if (!other) throw new Error('no second client');
    const staff = await createUser(context.database.db, 'other-admin', {
      roles: ['programme_admin', 'auditor'],
      member: false,
    });
    await context.database.db.insert(userClients).values({ userId: staff.id, clientId: other.id });
    const grant = await passwordGrant(context.app, 'other-admin', TEST_PASSWORD, {
      authorization: basic('other-client', 'other-secret'),
    });
    expect(grant.statusCode, grant.body).toBe(200);
    otherStaff = grant.json<{ access_token: string }>().access_token;
  });

  const read = (token: string) =>
    context.app.inject({ method: 'GET', url: photoPath, headers: { authorization: `Bearer ${token}` } });

  it('shows an invoice photo to its owner and to its own programme’s staff', async () => {
    for (const token of [tokens.agent, tokens.admin, tokens.auditor]) {
      const response = await read(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('answers 404 to another member and to another client’s administrator, as for a name that does not exist', async () => {
    for (const token of [tokens.learner, otherStaff]) {
      const response = await read(token);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found_or_forbidden');
    }
  });
});
