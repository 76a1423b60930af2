import { expect, it } from 'vitest';
import { captureLogs, describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('request ids and logs', (kind) => {
  const logs = captureLogs();
  const context = useTestApp(kind, {
    logger: logs.logger,
    routes: (app) => {
      // A careless handler logging everything it received: redaction must still hold.
      app.post('/test/audit', async (request) => {
        request.log.info({ headers: request.headers, body: request.body }, 'audit');
        return { ok: true };
      });
    },
  });

  it('echoes a well-formed X-Request-Id and logs with it', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/missing',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(logs.entries().some((entry) => entry['reqId'] === 'lb-7f3a.42')).toBe(true);
  });

  it('generates an id when none, or a malformed one, is sent', async () => {
    const none = await context.app.inject({ method: 'GET', url: '/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const malformed = await context.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\nwith "injection"' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(malformed.headers['x-request-id']);
  });

  it('never logs tokens, cookies or passwords', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/test/audit?access_token=SECRET-QUERY-TOKEN&page=1',
      headers: { authorization: 'Bearer SECRET-BEARER-TOKEN', cookie: 'session=SECRET-COOKIE' },
      payload: {
        username: 'ana',
        password: 'SECRET-PASSWORD',
        client_secret: 'SECRET-CLIENT',
        nested: { refresh_token: 'SECRET-REFRESH' },
      },
    });
    expect(response.statusCode).toBe(200);
    const text = logs.text();
    expect(text).toContain('"msg":"audit"');
    expect(text).toContain('access_token=[REDACTED]&page=1');
    expect(text).toContain('"username":"ana"');
    expect(text).not.toMatch(/SECRET-/);
  });
});
