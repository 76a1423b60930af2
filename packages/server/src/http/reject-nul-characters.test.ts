import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

// PostgreSQL text cannot hold U+0000: without the app-wide hook such a username reached the database and the
// token endpoint answered 500.
describeEachDatabase('U+0000 in input', (kind) => {
  const context = useTestApp(kind);
  const basic = `Basic ${Buffer.from('campus-web:campus-web-secret').toString('base64')}`;

  it('is a 400 on the token endpoint, never a database error', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/o/token/',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: 'lear\u0000ner', password: 'x' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('is a 400 in a JSON body and in a query string', async () => {
    const body = await context.app.inject({
      method: 'POST',
      url: '/etraining_login/api_recover_password/',
      payload: { login: 'a\u0000b' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 'invalid_request', fields: ['body.login'] });

    const query = await context.app.inject({ method: 'GET', url: '/health?x=%00' });
    expect(query.statusCode).toBe(400);
  });
});
