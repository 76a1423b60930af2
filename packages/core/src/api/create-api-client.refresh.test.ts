import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../errors/http-error.js';
import { NetworkError } from '../errors/network-error.js';
import { SessionExpiredError } from '../errors/session-expired-error.js';
import { BASIC, OLD_TOKENS, createFixture, isRefreshCall } from './api-fixture.test-util.js';
import { sendJson, sleep, startTestServer } from './test-server.test-util.js';
import type { RecordedRequest, TestServer } from './test-server.test-util.js';

const okSchema = z.object({ ok: z.literal(true), n: z.number() });
const NEW_ANSWER = {
  access_token: 'new-access',
  refresh_token: 'refresh-2',
  user_firebase_token: 'rt-2',
  expires_in: 3600,
  token_type: 'Bearer',
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const dataCalls = (token: string) =>
  server.requests.filter((request) => request.path === '/data' && request.headers.authorization === `Bearer ${token}`);

/** `/data` answers 200 only to the new token; `/o/token/` refreshes after `refreshDelay` ms. */
function serveRefreshing(options: { refreshDelay?: number; hold401Until?: number } = {}) {
  const held: Array<() => void> = [];
  server.handle(async (request: RecordedRequest, response) => {
    if (isRefreshCall(request)) {
      await sleep(options.refreshDelay ?? 20);
      sendJson(response, 200, NEW_ANSWER);
      return;
    }
    if (request.headers.authorization === 'Bearer new-access') {
      sendJson(response, 200, { ok: true, n: Number(request.query.get('n')) });
      return;
    }
    // Barrier: answer the 401s only when all of them have arrived, so every request is in flight together.
    const release = () => sendJson(response, 401, { code: 'token_expired', message: 'expired' });
    held.push(release);
    if (held.length >= (options.hold401Until ?? 1)) held.splice(0).forEach((answer) => answer());
  });
}

describe('401 handling (SPECIFICATION §4 Session)', () => {
  it('20 parallel 401s share exactly one refresh; all 20 retry with the new token and succeed', async () => {
    serveRefreshing({ hold401Until: 20 });
    const { client, tokens, refreshed, expiredCount } = createFixture(server.url);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => client.requestJson('/data', okSchema, { searchParams: { n } })),
    );
    expect(results.map((result) => result.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    const refreshes = server.requests.filter(isRefreshCall);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers.authorization).toBe(BASIC);
    expect(refreshes[0]?.body.toString()).toBe('grant_type=refresh_token&refresh_token=refresh-1');
    expect(dataCalls('old-access')).toHaveLength(20);
    expect(dataCalls('new-access')).toHaveLength(20);
    expect(tokens.get()).toEqual({ accessToken: 'new-access', refreshToken: 'refresh-2', realtimeToken: 'rt-2' });
    expect(refreshed).toEqual([{ accessToken: 'new-access', refreshToken: 'refresh-2', realtimeToken: 'rt-2' }]);
    expect(expiredCount()).toBe(0);
  });

  it('a late 401 for the old token, after the refresh finished, is retried without a second refresh', async () => {
    let releaseSlow: (() => void) | undefined;
    server.handle(async (request, response) => {
      if (isRefreshCall(request)) return sendJson(response, 200, NEW_ANSWER);
      if (request.headers.authorization === 'Bearer new-access') return sendJson(response, 200, { ok: true, n: 0 });
      if (request.query.get('slow') === '1') {
        releaseSlow = () => sendJson(response, 401, { code: 'token_expired', message: 'expired' });
        return undefined;
      }
      return sendJson(response, 401, { code: 'token_expired', message: 'expired' });
    });
    const { client } = createFixture(server.url);
    const slow = client.requestJson('/data', okSchema, { searchParams: { slow: 1 } });
    await expect.poll(() => releaseSlow).toBeDefined();
    await client.requestJson('/data', okSchema); // 401 → refresh → retry
    releaseSlow?.();
    await expect(slow).resolves.toEqual({ ok: true, n: 0 });
    expect(server.requests.filter(isRefreshCall)).toHaveLength(1);
  });

  it('a refused refresh clears the tokens, fires session-expired once and rejects every waiting call', async () => {
    server.handle((request, response) => {
      if (isRefreshCall(request)) return sendJson(response, 400, { error: 'invalid_grant' });
      return sendJson(response, 401, { code: 'token_expired', message: 'expired' });
    });
    const { client, tokens, expiredCount } = createFixture(server.url);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.request('/data')));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(SessionExpiredError);
    }
    expect(tokens.get()).toBeNull();
    expect(expiredCount()).toBe(1);
    expect(server.requests.filter(isRefreshCall)).toHaveLength(1);
    expect(server.requests.filter((request) => request.path === '/data')).toHaveLength(5);

    // Signed out now: the next call goes with client credentials, and its 401 neither refreshes nor re-fires.
    await expect(client.request('/data')).rejects.toMatchObject({ name: 'HttpError', status: 401 });
    expect(server.requests.at(-1)?.headers.authorization).toBe(BASIC);
    expect(server.requests.filter(isRefreshCall)).toHaveLength(1);
    expect(expiredCount()).toBe(1);
  });

  it('a 401 refresh answer (invalid client or token) also ends the session', async () => {
    server.handle((request, response) =>
      sendJson(response, 401, { code: isRefreshCall(request) ? 'invalid_client' : 'token_expired', message: 'no' }),
    );
    const { client, tokens, expiredCount } = createFixture(server.url);
    await expect(client.request('/data')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(tokens.get()).toBeNull();
    expect(expiredCount()).toBe(1);
  });

  it('a 5xx during the refresh keeps the tokens and rejects the waiting calls with that error', async () => {
    server.handle((request, response) => {
      if (isRefreshCall(request)) return sendJson(response, 503, { code: 'unavailable', message: 'down' });
      return sendJson(response, 401, { code: 'token_expired', message: 'expired' });
    });
    const { client, tokens, expiredCount } = createFixture(server.url);
    const results = await Promise.allSettled([
      client.request('/data'),
      client.request('/data'),
      client.request('/data'),
    ]);
    for (const result of results) {
      const reason = (result as PromiseRejectedResult).reason as HttpError;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason.status).toBe(503);
    }
    expect(tokens.get()).toEqual(OLD_TOKENS);
    expect(expiredCount()).toBe(0);
    expect(server.requests.filter(isRefreshCall)).toHaveLength(1);
  });

  it('a network error during the refresh keeps the tokens and rejects with NetworkError', async () => {
    server.handle((request, response) => {
      if (isRefreshCall(request)) return void response.socket?.destroy();
      return sendJson(response, 401, { code: 'token_expired', message: 'expired' });
    });
    const { client, tokens, expiredCount } = createFixture(server.url);
    await expect(client.request('/data')).rejects.toBeInstanceOf(NetworkError);
    expect(tokens.get()).toEqual(OLD_TOKENS);
    expect(expiredCount()).toBe(0);
  });

  it('retries once only: a 401 on the retry is an HttpError, with no second refresh', async () => {
    server.handle((request, response) => {
      if (isRefreshCall(request)) return sendJson(response, 200, NEW_ANSWER);
      return sendJson(response, 401, { code: 'forbidden_here', message: 'still no' });
    });
    const { client, expiredCount } = createFixture(server.url);
    await expect(client.request('/data')).rejects.toMatchObject({
      name: 'HttpError',
      status: 401,
      code: 'forbidden_here',
    });
    expect(server.requests.filter(isRefreshCall)).toHaveLength(1);
    expect(server.requests.filter((request) => request.path === '/data')).toHaveLength(2);
    expect(expiredCount()).toBe(0);
  });

  it('token calls never trigger a refresh', async () => {
    server.handle((_request, response) => sendJson(response, 401, { error: 'invalid_client' }));
    const { client, tokens } = createFixture(server.url);
    await expect(
      client.request('/o/token/', { kind: 'token', form: { grant_type: 'password', username: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ name: 'HttpError', status: 401, code: 'invalid_client' });
    await expect(
      client.request('/etraining_login/alternative_login/', {
        kind: 'alternativeLogin',
        form: { provider: 'google', id_token: 'x' },
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(server.requests.filter(isRefreshCall)).toHaveLength(0);
    expect(server.requests).toHaveLength(2);
    expect(tokens.get()).toEqual(OLD_TOKENS);
  });

  it('a webservice-token session is cleared by a 401, without a refresh', async () => {
    server.handle((_request, response) => sendJson(response, 401, { code: 'token_expired', message: 'expired' }));
    const { client, tokens, expiredCount } = createFixture(server.url, null);
    client.useWebserviceToken('ws-token');
    expect(tokens.get()).toEqual({ accessToken: 'ws-token', refreshToken: null, realtimeToken: null });
    await expect(client.request('/data')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer ws-token');
    expect(tokens.get()).toBeNull();
    expect(expiredCount()).toBe(1);
    expect(server.requests.filter(isRefreshCall)).toHaveLength(0);
  });

  it('the webservice call flag clears the session on 401 even when a refresh token exists', async () => {
    server.handle((_request, response) => sendJson(response, 401, { code: 'token_expired', message: 'expired' }));
    const { client, tokens, expiredCount } = createFixture(server.url);
    await expect(client.request('/data', { webservice: true })).rejects.toBeInstanceOf(SessionExpiredError);
    expect(tokens.get()).toBeNull();
    expect(expiredCount()).toBe(1);
    expect(server.requests.filter(isRefreshCall)).toHaveLength(0);
  });

  it('refreshSession joins a running refresh', async () => {
    serveRefreshing({ refreshDelay: 30 });
    const { client } = createFixture(server.url);
    const [a, b] = await Promise.all([client.refreshSession(), client.refreshSession()]);
    expect(a).toBe(b);
    expect(server.requests.filter(isRefreshCall)).toHaveLength(1);
  });

  it('two clients with different API bases share nothing', async () => {
    const other = await startTestServer();
    try {
      serveRefreshing();
      other.handle((request, response) => {
        if (isRefreshCall(request)) return sendJson(response, 200, { ...NEW_ANSWER, access_token: 'other-new' });
        if (request.headers.authorization === 'Bearer other-new') return sendJson(response, 200, { ok: true, n: 9 });
        return sendJson(response, 401, { code: 'token_expired', message: 'expired' });
      });
      const first = createFixture(server.url);
      const second = createFixture(other.url);
      const [a, b] = await Promise.all([
        first.client.requestJson('/data', okSchema),
        second.client.requestJson('/data', okSchema),
      ]);
      expect(a.n).toBe(0);
      expect(b.n).toBe(9);
      expect(first.tokens.get()?.accessToken).toBe('new-access');
      expect(second.tokens.get()?.accessToken).toBe('other-new');
      expect(server.requests.filter(isRefreshCall)).toHaveLength(1);
      expect(other.requests.filter(isRefreshCall)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
