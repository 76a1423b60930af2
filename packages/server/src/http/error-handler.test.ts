import { MESSAGE_BUNDLES } from '@campus/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { CampusApp } from '../app';
import { captureLogs, describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { ApiError } from './api-error';

const echoBody = z.object({
  name: z.string().min(2),
  age: z.number().int().nonnegative(),
  address: z.object({ city: z.string().min(1) }),
});

function testRoutes(app: CampusApp) {
  app.post(
    '/test/echo',
    { schema: { body: echoBody, querystring: z.object({ page: z.coerce.number().int().min(1).optional() }) } },
    async (request) => request.body,
  );
  app.get('/test/boom', async () => {
    throw new Error('connection to db-internal.example:5432 failed for user admin');
  });
  app.get('/test/slow-down', async () => {
    throw new ApiError(429, 'too_many_requests', {}, { headers: { 'retry-after': '60' } });
  });
  app.get('/test/rule', async () => {
    throw new ApiError(422, 'insufficient_points');
  });
  app.get('/test/bad-status', async () => {
    throw new ApiError(200, 'not_an_error');
  });
  app.post(
    '/test/form',
    { schema: { body: z.object({ grant_type: z.literal('password'), username: z.string().min(1) }) } },
    async (request) => ({ username: request.body.username }),
  );
}

describeEachDatabase('error answers', (kind) => {
  const logs = captureLogs();
  const context = useTestApp(kind, { routes: testRoutes, logger: logs.logger, config: { bodyLimit: 1024 } });

  const validBody = { name: 'Ana', age: 30, address: { city: 'Recife' } };

  it('400 invalid_request lists every failing field, in pt-BR by default', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'A', age: -1.5, address: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-language']).toBe('pt-BR');
    expect(response.json()).toEqual({
      code: 'invalid_request',
      message: 'Alguns dados enviados estão ausentes ou são inválidos.',
      fields: ['body.name', 'body.age', 'body.address.city'],
    });
  });

  it('400 for an invalid query, and for a missing body', async () => {
    const query = await context.app.inject({ method: 'POST', url: '/test/echo?page=0', payload: validBody });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'invalid_request', fields: ['query.page'] });
    const missing = await context.app.inject({ method: 'POST', url: '/test/echo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid_request', fields: ['body'] });
  });

  it('400 malformed_body for broken JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/test/echo?locale=en-US',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'malformed_body',
      message: 'The content sent could not be read. Check its format and try again.',
    });
  });

  it('413 payload_too_large past the body limit', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'accept-language': 'en-US' },
      payload: { ...validBody, name: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', message: 'The content sent is too large.' });
  });

  it('415 unsupported_media_type for a body format the API does not read', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Ana</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'unsupported_media_type',
      message: 'Este formato de conteúdo não é aceito.',
    });
  });

  it.each([
    [{ url: '/nowhere?locale=en-US' }, 'The requested address does not exist.'],
    [{ url: '/nowhere', headers: { 'accept-language': 'en-GB,en;q=0.9' } }, 'The requested address does not exist.'],
    [{ url: '/nowhere', headers: { 'accept-language': 'es-AR' } }, 'La dirección solicitada no existe.'],
    [{ url: '/nowhere?locale=fr', headers: { 'accept-language': 'en' } }, 'L’adresse demandée n’existe pas.'],
    [{ url: '/nowhere', headers: { 'accept-language': 'de-DE' } }, 'O endereço solicitado não existe.'],
  ])('404 not_found in the request language (%o)', async (request, message) => {
    const response = await context.app.inject({ method: 'GET', ...request });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message });
  });

  it('500 unexpected_error hides internals and logs them with the request id', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/test/boom?locale=en-US' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'unexpected_error', message: MESSAGE_BUNDLES['en-US'].errors.unexpected });
    expect(response.body).not.toContain('db-internal');
    const requestId = response.headers['x-request-id'];
    const logged = logs.entries().find((entry) => entry['level'] === 50 && entry['reqId'] === requestId);
    expect(logged).toMatchObject({ err: { message: expect.stringContaining('db-internal.example') } });
  });

  it('ApiError answers its status, code, localized message and headers', async () => {
    const limited = await context.app.inject({ method: 'GET', url: '/test/slow-down?locale=en-US' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toEqual({
      code: 'too_many_requests',
      message: 'Too many attempts. Wait a few minutes and try again.',
    });
    const rule = await context.app.inject({ method: 'GET', url: '/test/rule' });
    expect(rule.statusCode).toBe(422);
    expect(rule.json()).toEqual({
      code: 'insufficient_points',
      message: MESSAGE_BUNDLES['pt-BR'].errors.insufficient_points,
    });
  });

  it('treats an ApiError with a non-error status as a bug', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/test/bad-status' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'unexpected_error' });
  });

  it('reads form-encoded bodies and refuses repeated fields', async () => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const ok = await context.app.inject({
      method: 'POST',
      url: '/test/form',
      headers,
      payload: 'grant_type=password&username=ana',
    });
    expect(ok.json()).toEqual({ username: 'ana' });
    const repeated = await context.app.inject({
      method: 'POST',
      url: '/test/form',
      headers,
      payload: 'grant_type=password&username=ana&username=bia',
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ code: 'invalid_request', fields: ['body.username'] });
  });

  it('never answers 500 to arbitrary input', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.json(), fc.string()),
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/octet-stream',
        ),
        async (payload, contentType) => {
          const response = await context.app.inject({
            method: 'POST',
            url: '/test/echo',
            headers: { 'content-type': contentType },
            payload,
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.json()).toHaveProperty(response.statusCode === 200 ? 'name' : 'code');
        },
      ),
      { numRuns: 60 },
    );
  });
});
