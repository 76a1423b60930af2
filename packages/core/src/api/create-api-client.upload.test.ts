import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../errors/http-error.js';
import { createFixture, isRefreshCall } from './api-fixture.test-util.js';
import { NodeXhrConstructor } from './node-xhr.test-util.js';
import { sendJson, startTestServer } from './test-server.test-util.js';
import type { TestServer } from './test-server.test-util.js';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((request, response) => {
    if (isRefreshCall(request))
      return sendJson(response, 200, { access_token: 'new-access', refresh_token: 'refresh-2' });
    if (request.headers.authorization === 'Bearer new-access') return sendJson(response, 201, { id: 7 });
    if (request.path === '/fail') return sendJson(response, 413, { code: 'file_too_large', message: 'Too large' });
    return sendJson(response, 401, { code: 'token_expired', message: 'expired' });
  });
});
afterEach(async () => {
  await server.close();
});

function photoForm(size: number): FormData {
  const formData = new FormData();
  formData.set('photo_type', 'facade');
  formData.set('photo', new Blob([new Uint8Array(size).fill(7)], { type: 'image/jpeg' }), 'store.jpg');
  return formData;
}

describe('uploads through XMLHttpRequest (upload progress)', () => {
  it('reports monotone progress ending at 1, refreshes on 401 and resends the same bytes', async () => {
    const { client } = createFixture(server.url, undefined, { xhr: NodeXhrConstructor });
    const progress: number[] = [];
    const answer = await client.requestJson('/upload', z.object({ id: z.number() }), {
      kind: 'upload',
      formData: photoForm(300_000),
      onUploadProgress: (value) => progress.push(value),
    });
    expect(answer).toEqual({ id: 7 });
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toBe(1);
    for (let index = 1; index < progress.length; index++) {
      expect(progress[index]).toBeGreaterThan(progress[index - 1] ?? 0);
    }
    for (const value of progress) expect(value).toBeLessThanOrEqual(1);
    const uploads = server.requests.filter((request) => request.path === '/upload');
    expect(uploads.map((request) => request.headers.authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(uploads[1]?.body.equals(uploads[0]?.body ?? Buffer.alloc(0))).toBe(true);
    expect(uploads[1]?.headers['content-type']).toBe(uploads[0]?.headers['content-type']);
    expect(server.requests.filter(isRefreshCall)).toHaveLength(1);
  });

  it('uploadNoAuth sends no Authorization and turns error answers into HttpError', async () => {
    const { client } = createFixture(server.url, undefined, { xhr: NodeXhrConstructor });
    const error = await client
      .request('/fail', { kind: 'uploadNoAuth', formData: photoForm(10), onUploadProgress: () => undefined })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, code: 'file_too_large', request: { method: 'POST' } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});
