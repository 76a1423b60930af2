import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../errors/http-error';
import { NetworkError } from '../errors/network-error';
import { ResponseValidationError } from '../errors/response-validation-error';
import { createFixture } from './api-fixture.test-util';
import { sendJson, startTestServer } from './test-server.test-util';
import type { TestServer } from './test-server.test-util';

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
