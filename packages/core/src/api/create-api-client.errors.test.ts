import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../errors/http-error.js';
import { NetworkError } from '../errors/network-error.js';
import { ResponseValidationError } from '../errors/response-validation-error.js';
import { createFixture } from './api-fixture.test-util.js';
import { sendJson, startTestServer } from './test-server.test-util.js';
import type { TestServer } from './test-server.test-util.js';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('errors (SPECIFICATION §8)', () => {
  it('a { code, message } answer becomes an HttpError carrying them and the request', async () => {
    server.handle((_request, response) =>
      sendJson(response, 422, { code: 'insufficient_points', message: 'Pontos insuficientes' }),
    );
    const { client } = createFixture(server.url);
    const error = await client
      .request('/rewards/1/redeem/', { method: 'POST', json: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      name: 'HttpError',
      status: 422,
      code: 'insufficient_points',
      message: 'Pontos insuficientes',
      body: { code: 'insufficient_points', message: 'Pontos insuficientes' },
      request: { method: 'POST', url: `${server.url}/rewards/1/redeem/` },
      messageKey: 'errors.unexpected',
    });
  });

  it('a 429 carries the seconds of its Retry-After (delta or HTTP date), so a screen can say when to retry', async () => {
    server.handle((request, response) => {
      const text = JSON.stringify({ code: 'too_many_attempts', message: 'Muitas tentativas' });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const retryAfter = request.query.get('retry_after');
      if (retryAfter !== null) headers['retry-after'] = retryAfter;
      response.writeHead(429, headers);
      response.end(text);
    });
    const { client } = createFixture(server.url);
    const failure = (retryAfter?: string): Promise<HttpError> =>
      client
        .request('/api/events/check-in/', {
          method: 'POST',
          json: {},
          ...(retryAfter === undefined ? {} : { searchParams: { retry_after: retryAfter } }),
        })
        .then(
          () => Promise.reject(new Error('expected a failure')),
          (caught: unknown) => caught as HttpError,
        );
    expect(await failure('540')).toMatchObject({ status: 429, code: 'too_many_attempts', retryAfter: 540 });
    // An HTTP date has whole seconds and the answer takes its time on a busy machine: the seconds left are those
    // between the date and the moment the answer was read, which lies between `sent` and `read`.
    const sent = Date.now();
    const inTwoMinutes = new Date(sent + 120_000).toUTCString();
    const dated = await failure(inTwoMinutes);
    const read = Date.now();
    const at = Date.parse(inTwoMinutes);
    expect(dated.retryAfter).toBeGreaterThanOrEqual(Math.ceil((at - read) / 1000));
    expect(dated.retryAfter).toBeLessThanOrEqual(Math.ceil((at - sent) / 1000));
    expect((await failure()).retryAfter).toBeUndefined();
    expect((await failure('soon')).retryAfter).toBeUndefined();
  });

  it('maps statuses to §8 messages and redacts URL tokens', async () => {
    server.handle((request, response) => {
      response.writeHead(Number(request.query.get('status')), { 'content-type': 'text/plain' });
      response.end('not json');
    });
    const { client } = createFixture(server.url, null);
    const failure = (status: number, method = 'GET'): Promise<HttpError> =>
      client.request('/x', { method, searchParams: { status }, accessToken: 'secret' }).then(
        () => Promise.reject(new Error('expected a failure')),
        (caught: unknown) => caught as HttpError,
      );
    const notFound = await failure(404);
    expect(notFound).toMatchObject({
      status: 404,
      code: 'http_404',
      body: null,
      messageKey: 'errors.not_found_or_forbidden',
    });
    expect(notFound.request.url).not.toContain('secret');
    expect(notFound.message).not.toContain('secret');
    expect(await failure(403)).toMatchObject({ messageKey: 'errors.not_found_or_forbidden' });
    expect(await failure(409)).toMatchObject({ messageKey: 'errors.load_failed' });
    expect(await failure(409, 'POST')).toMatchObject({ messageKey: 'errors.unexpected' });
    expect(await failure(500)).toMatchObject({ code: 'http_500', messageKey: 'errors.unexpected' });
  });

  it('an answer that does not match the schema rejects with ResponseValidationError', async () => {
    server.handle((_request, response) => sendJson(response, 200, { access_token: 42 }));
    const { client } = createFixture(server.url);
    const schema = z.object({ access_token: z.string() });
    const error = await client.requestJson('/o/token/', schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ name: 'ResponseValidationError', code: 'invalid_response' });
    expect((error as ResponseValidationError).issues[0]?.path).toEqual(['access_token']);
  });

  it('a 200 answer that is not JSON rejects with ResponseValidationError', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
    const { client } = createFixture(server.url);
    await expect(client.requestJson('/x', z.object({}))).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('an unreachable server rejects with NetworkError', async () => {
    const { client } = createFixture(server.url);
    await server.close();
    const error = await client.request('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'NetworkError', code: 'network_error', messageKey: 'errors.network' });
    server = await startTestServer(); // for afterEach
  });
});
