import { meResponseSchema } from '@campus/core/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { CampusApp } from '../app';
import { DEMO_CLIENT } from '../seed';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { basic, createUser, DEMO_BASIC, getWithBearer } from '../test-support/auth-test-helpers.test-util';

const URL = '/etraining_login/webservice_token/';

function askToken(app: CampusApp, body: unknown, authorization: string | null = DEMO_BASIC) {
  return app.inject({
    method: 'POST',
    url: URL,
    headers: authorization === null ? {} : { authorization },
    payload: body as Record<string, unknown>,
  });
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code, message: expect.any(String) });
  expect(response.json<{ message: string }>().message).not.toBe(code);
}

describeEachDatabase('POST /etraining_login/webservice_token/ (client allowed)', (kind) => {
  const context = useTestApp(kind, { seed: true, config: { webserviceClientIds: [DEMO_CLIENT.clientId] } });

  it('answers an access token without a refresh token, signing the member in by name, e-mail or document', async () => {
    for (const name of ['learner', 'learner@campus.example', '529.982.247-25']) {
      const response = await askToken(context.app, { username: name });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const body = response.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read write' });
      expect(response.headers['cache-control']).toBe('no-store');
      const me = await getWithBearer(context.app, '/api/me/', String(body['access_token']));
      expect(me.statusCode).toBe(200);
      expect(meResponseSchema.parse(me.json()).username).toBe('learner');
    }
  });

  it('gives a token the logout revokes, after which the API answers 401 (the SDK then clears the session)', async () => {
    const token = (await askToken(context.app, { username: 'agent' })).json<{ access_token: string }>().access_token;
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await getWithBearer(context.app, '/api/me/', token)).statusCode).toBe(401);
    expect((await getWithBearer(context.app, '/api/me/', 'not-a-real-token')).statusCode).toBe(401);
  });

  it('needs the client credentials', async () => {
    expectError(await askToken(context.app, { username: 'learner' }, null), 401, 'invalid_client');
    expectError(
      await askToken(context.app, { username: 'learner' }, basic(DEMO_CLIENT.clientId, 'wrong')),
      401,
      'invalid_client',
    );
  });

  it('refuses unknown people and those the sign-in rules refuse', async () => {
    expectError(await askToken(context.app, { username: 'nobody-here' }), 404, 'user_not_found');
    const blocked = await createUser(context.database.db, 'ws-blocked', { status: 'blocked' });
    expectError(await askToken(context.app, { username: blocked.username }), 400, 'user_blocked');
    const waiting = await createUser(context.database.db, 'ws-waiting', { status: 'awaiting_approval' });
    expectError(await askToken(context.app, { username: waiting.username }), 400, 'account_awaiting_approval');
    const stranger = await createUser(context.database.db, 'ws-stranger', { member: false });
    expectError(await askToken(context.app, { username: stranger.username }), 400, 'user_without_access');
  });

  it('refuses superusers and staff: a privileged account signs in with its own password only', async () => {
    for (const name of ['admin', 'auditor', 'moderator', 'instructor']) {
      expectError(await askToken(context.app, { username: name }), 400, 'password_sign_in_required');
    }
    const superuser = await createUser(context.database.db, 'root-like', { isSuperuser: true, member: false });
    expectError(await askToken(context.app, { username: superuser.username }), 400, 'password_sign_in_required');
  });

  it('refuses a body without a name', async () => {
    const response = await askToken(context.app, { username: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describeEachDatabase('POST /etraining_login/webservice_token/ (client not allowed)', (kind) => {
  const context = useTestApp(kind, { seed: true, config: { webserviceClientIds: [] } });

  it('answers 403: only clients listed in CAMPUS_WEBSERVICE_CLIENTS obtain webservice tokens', async () => {
    expectError(await askToken(context.app, { username: 'learner' }), 403, 'forbidden');
  });
});
