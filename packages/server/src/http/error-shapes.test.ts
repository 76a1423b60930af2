import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.test-util';
import type { TestApp } from '../test-support/test-app.test-util';

/*
 * Refusals that Fastify or Node answer before any route (issue 18, finding 9): each is the API's one error shape
 * `{ code, message }`, localized, echoing nothing of the request.
 */

/** Sends raw bytes to the server and reads the whole answer (the server closes the connection after a refusal). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(received).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('refusals before any route', () => {
  let context: TestApp;
  let port: number;
  beforeAll(async () => {
    context = await createTestApp('pglite', { config: { requestTimeoutSeconds: 30 } });
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(() => context.close());

  it('a NUL byte in a header: 400 invalid_request in the API shape, from the HTTP parser', async () => {
    const answer = await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: x\r\nX-Probe: a\u0000b\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({
      code: 'invalid_request',
      message: context.app.errorMessages.message('invalid_request', 'pt-BR', 400),
    });
  });

  it('OPTIONS without Origin or Access-Control-Request-Method: 400 in the API shape, not text', async () => {
    for (const headers of [{}, { origin: 'http://localhost:3000' }, { 'access-control-request-method': 'GET' }]) {
      const response = await context.app.inject({ method: 'OPTIONS', url: '/api/me/', headers });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
    }
    const preflight = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/me/',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('a path parameter over 100 characters: 404 not_found, localized, the path not echoed', async () => {
    const id = '7'.repeat(150);
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/online-courses/${id}/`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: context.app.errorMessages.message('not_found', 'en-US', 404),
    });
    expect(response.body).not.toContain(id);
  });

  it('holds a slow sender for CAMPUS_REQUEST_TIMEOUT at most: Node’s request and idle timeouts are set', () => {
    expect(context.app.server.requestTimeout).toBe(30_000);
    expect(context.app.server.timeout).toBe(30_000);
  });
});
