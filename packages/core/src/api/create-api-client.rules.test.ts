import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASIC, OLD_TOKENS, createFixture } from './api-fixture.test-util.js';
import { sendJson, startTestServer } from './test-server.test-util.js';
import type { TestServer } from './test-server.test-util.js';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((_request, response) => sendJson(response, 200, { ok: true }));
});
afterEach(async () => {
  await server.close();
});

const last = () => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request');
  return request;
};

describe('request rules (SPECIFICATION §7)', () => {
  it('json: bearer when signed in, GET without body, Accept-Language from the instance', async () => {
    const { client } = createFixture(server.url, OLD_TOKENS, { language: () => 'es-ES' });
    await client.request('/courses/', { searchParams: { page: 2, skip: undefined } });
    expect(last().method).toBe('GET');
    expect(last().url).toBe('/courses/?page=2');
    expect(last().headers.authorization).toBe('Bearer old-access');
    expect(last().headers['accept-language']).toBe('es-ES');
    expect(last().headers.accept).toBe('application/json');
  });

  it('json with no token: the URL-given token as access_token query, else client basic credentials', async () => {
    const { client } = createFixture(server.url, null);
    await client.request('/courses/', { accessToken: 'url-token' });
    expect(last().query.get('access_token')).toBe('url-token');
    expect(last().headers.authorization).toBeUndefined();
    await client.request('/courses/');
    expect(last().query.has('access_token')).toBe(false);
    expect(last().headers.authorization).toBe(BASIC);
  });

  it('json with a token ignores the URL-given token', async () => {
    const { client } = createFixture(server.url);
    await client.request('/courses/', { accessToken: 'url-token' });
    expect(last().query.has('access_token')).toBe(false);
    expect(last().headers.authorization).toBe('Bearer old-access');
  });

  it('token: form-encoded POST with client basic credentials, even when signed in', async () => {
    const { client } = createFixture(server.url);
    await client.request('/o/token/', {
      kind: 'token',
      form: { grant_type: 'password', username: 'ana@x.com', password: 'p w' },
    });
    expect(last().method).toBe('POST');
    expect(last().headers.authorization).toBe(BASIC);
    expect(last().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(last().body.toString()).toBe('grant_type=password&username=ana%40x.com&password=p+w');
  });

  it('public: JSON without any Authorization even when signed in', async () => {
    const { client } = createFixture(server.url);
    await client.request('/etraining_login/api_recover_password/', {
      kind: 'public',
      method: 'POST',
      json: { login: 'ana' },
    });
    expect(last().headers.authorization).toBeUndefined();
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().body.toString()).toBe('{"login":"ana"}');
  });

  it('uploadNoAuth: multipart without Authorization; caller headers cannot force one', async () => {
    const { client } = createFixture(server.url);
    const formData = new FormData();
    formData.set('upload_id', 'u1');
    await client.request('/api/files/complete/', {
      kind: 'uploadNoAuth',
      formData,
      headers: { Authorization: 'Bearer forced' },
    });
    expect(last().headers.authorization).toBeUndefined();
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('joins an API base that has a path, keeps trailing slashes, and accepts absolute URLs', async () => {
    const { client } = createFixture(`${server.url}/api/v1/`);
    await client.request('/o/token/', { kind: 'token', form: {} });
    expect(last().path).toBe('/api/v1/o/token/');
    await client.request(`${server.url}/storage/bucket/key`, {
      kind: 'uploadNoAuth',
      formData: new FormData(),
      method: 'PUT',
    });
    expect(last().path).toBe('/storage/bucket/key');
    expect(last().method).toBe('PUT');
  });

  it('an aborted call rejects with the AbortError, not a Campus error', async () => {
    server.handle(() => undefined); // never answers
    const { client } = createFixture(server.url);
    const controller = new AbortController();
    const pending = client.request('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
