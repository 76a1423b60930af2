import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixture, isRefreshCall } from './api-fixture.test-util.js';
import { sendJson, startTestServer } from './test-server.test-util.js';
import type { RecordedRequest, TestServer } from './test-server.test-util.js';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((request, response) => {
    if (isRefreshCall(request))
      return sendJson(response, 200, { access_token: 'new-access', refresh_token: 'refresh-2' });
    if (request.headers.authorization === 'Bearer new-access') return sendJson(response, 200, { ok: true });
    return sendJson(response, 401, { code: 'token_expired', message: 'expired' });
  });
});
afterEach(async () => {
  await server.close();
});

/** The first (401) and the retried attempt of the call to `path`. */
function attempts(path: string): [RecordedRequest, RecordedRequest] {
  const calls = server.requests.filter((request) => request.path === path);
  expect(calls).toHaveLength(2);
  expect(calls[0]?.headers.authorization).toBe('Bearer old-access');
  expect(calls[1]?.headers.authorization).toBe('Bearer new-access');
  return calls as [RecordedRequest, RecordedRequest];
}

function expectSameBytes([first, retry]: [RecordedRequest, RecordedRequest]) {
  expect(first.body.length).toBeGreaterThan(0);
  expect(retry.body.equals(first.body)).toBe(true);
  expect(retry.headers['content-type']).toBe(first.headers['content-type']);
  expect(retry.method).toBe(first.method);
}

describe('bodies survive the retry after a refresh byte for byte', () => {
  it('JSON', async () => {
    const { client } = createFixture(server.url);
    const json = { name: 'João', emoji: '🎓', nested: { list: [1, 2, 3] } };
    await client.request('/sales', { method: 'POST', json });
    const pair = attempts('/sales');
    expectSameBytes(pair);
    expect(pair[1].headers['content-type']).toBe('application/json');
    expect(JSON.parse(pair[1].body.toString('utf8'))).toEqual(json);
  });

  it('form-encoded (trail certificate kind)', async () => {
    const { client } = createFixture(server.url);
    await client.request('/get_trail_user_result_certificate/', {
      kind: 'certificate',
      form: { id_trail: 12, name: 'ação & co' },
    });
    const pair = attempts('/get_trail_user_result_certificate/');
    expectSameBytes(pair);
    expect(pair[1].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(pair[1].body.toString()).get('name')).toBe('ação & co');
  });

  it('multipart (upload kind), boundary included', async () => {
    const { client } = createFixture(server.url);
    const formData = new FormData();
    formData.set('invoice', '12345');
    const bytes = new Uint8Array(200_000).map((_, index) => index % 251);
    formData.set('photo', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const progress: number[] = [];
    await client.request('/upload', { kind: 'upload', formData, onUploadProgress: (value) => progress.push(value) });
    const pair = attempts('/upload');
    expectSameBytes(pair);
    expect(pair[1].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(pair[1].body.includes(Buffer.from(bytes))).toBe(true);
    expect(progress).toEqual([1]); // fetch transport: no progress events, one final 1
  });
});
