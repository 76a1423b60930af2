import { beforeAll, expect, it } from 'vitest';
import { createSecondClient } from '../../test-support/second-client.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { demoIds, jpegWithExif, postMultipart, saleFields, useDemoTokens } from '../loyalty-test-helpers.test-util';

/*
 * Issue 18, finding 5: an invoice photo is seen by its owner and by the staff of its own programme — a second
 * client's programme administrator or auditor gets the same 404 as for a name that does not exist.
 */
describeEachDatabase('uploaded photos between two clients', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let photoPath: string;
  const tokens = useDemoTokens(context, ['agent', 'admin', 'auditor', 'learner']);
  let otherStaff: string;

  beforeAll(async () => {
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
    otherStaff = (await createSecondClient(context.app, context.database.db)).staff;
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
