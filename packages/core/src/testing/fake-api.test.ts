import { describe, expect, it, vi } from 'vitest';
import { LOYALTY_PATHS, pathTo } from '../api/paths.js';
import { rewardSchema } from '../schemas/index.js';
import { answer, apiError, FakeAnswerDriftError, pageOf } from './answers.js';
import { createFakeApi, neverAnswer } from './fake-api.js';

const BASE = 'https://api.campus.test';
const json = async (response: Response) => (await response.json()) as unknown;
const post = (path: string, body: unknown, key?: string) =>
  new Request(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
    body: JSON.stringify(body),
  });

describe('createFakeApi', () => {
  it('answers templates of the core path tables with their parameters, the most literal key first', async () => {
    const api = createFakeApi({
      [`GET ${LOYALTY_PATHS.reward}`]: (request) => ({ status: 200, body: { id: request.params['id'] } }),
      'GET /api/rewards/7/': { status: 200, body: { id: 'seven' } },
      '/api/rewards/': { status: 200, body: [] },
    });
    expect(await json(await api.fetch(`${BASE}${pathTo(LOYALTY_PATHS.reward, { id: 12 })}`))).toEqual({ id: '12' });
    expect(await json(await api.fetch(`${BASE}/api/rewards/7/`))).toEqual({ id: 'seven' });
    expect((await api.fetch(`${BASE}/api/rewards/`, { method: 'DELETE' })).status).toBe(200);
    expect(api.requests.map((request) => request.route)).toEqual([
      'GET /api/rewards/:id/',
      'GET /api/rewards/7/',
      '/api/rewards/',
    ]);
    expect(api.to(`GET ${LOYALTY_PATHS.reward}`)).toHaveLength(2);
  });

  it('passes a request on when a route answers undefined, and answers 404 in the API shape when nothing takes it', async () => {
    const api = createFakeApi({
      'GET /api/:kind/': (request) => (request.params['kind'] === 'trails' ? { status: 200, body: [] } : undefined),
    });
    expect((await api.fetch(`${BASE}/api/trails/`)).status).toBe(200);
    const missing = await api.fetch(`${BASE}/api/webinars/`);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ code: 'not_found_or_forbidden' });
    expect(api.requests[1]?.route).toBeNull();
  });

  it("answers every path not taken by another route with '*'", async () => {
    const api = createFakeApi({ '*': { status: 200, body: 'any' }, 'GET /api/me/': { status: 200, body: 'me' } });
    expect(await json(await api.fetch(`${BASE}/api/me/`))).toBe('me');
    expect(await json(await api.fetch(`${BASE}/deep/path/x`, { method: 'DELETE' }))).toBe('any');
  });

  it('records JSON, form-encoded and multipart bodies, and the idempotency key', async () => {
    const api = createFakeApi();
    await api.fetch(post('/api/a/', { b: 1 }, 'key-1'));
    await api.fetch(`${BASE}/o/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=learner',
    });
    const form = new FormData();
    form.set('store', '12');
    form.set('photo', new File(['png'], 'a.png', { type: 'image/png' }));
    await api.fetch(`${BASE}/api/photos/`, { method: 'POST', body: form });
    const [first, second, third] = api.requests;
    expect(first).toMatchObject({ method: 'POST', path: '/api/a/', body: { b: 1 }, idempotencyKey: 'key-1' });
    expect(second?.body).toEqual({ grant_type: 'password', username: 'learner' });
    expect(third?.form?.['store']).toBe('12');
    expect(third?.form?.['photo']).toBeInstanceOf(File);
    expect(await api.fetch(`${BASE}/api/x/`).then(() => api.requests.at(-1)?.body)).toBeNull();
  });

  it('fails a route for the next N calls, then answers again', async () => {
    const api = createFakeApi({ 'GET /api/points/': { status: 200, body: { balance: 1 } } });
    api.failNext('/api/points/', { status: 503, code: 'unavailable', retryAfter: 30 }, 2);
    const first = await api.fetch(`${BASE}/api/points/`);
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('30');
    expect(await json(first)).toEqual({ code: 'unavailable', message: 'unavailable' });
    expect((await api.fetch(`${BASE}/api/points/`)).status).toBe(503);
    expect((await api.fetch(`${BASE}/api/points/`)).status).toBe(200);
    api.failNext('GET /api/points/', 'network');
    await expect(api.fetch(`${BASE}/api/points/`)).rejects.toThrow(TypeError);
    expect(api.requests).toHaveLength(4);
  });

  it('fails through the options hook, with messages for codes given without one', async () => {
    const api = createFakeApi(
      { 'POST /api/events/check-in/': { status: 201, body: {} } },
      {
        fail: (method) => (method === 'POST' ? { status: 422, code: 'invalid_event_code' } : undefined),
        messages: { invalid_event_code: 'Código inválido.' },
      },
    );
    const refused = await api.fetch(post('/api/events/check-in/', { code: '123456' }));
    expect(await json(refused)).toEqual({ code: 'invalid_event_code', message: 'Código inválido.' });
  });

  it('holds answers until released, and a hanging route never answers', async () => {
    const api = createFakeApi({ 'POST /api/sales/': { status: 201, body: { id: 1 } }, '/api/slow/': neverAnswer });
    const held = api.hold('POST /api/sales/');
    let settled = false;
    const sent = api.fetch(post('/api/sales/', {})).then((response) => {
      settled = true;
      return response.status;
    });
    await vi.waitFor(() => expect(held.waiting).toBe(1));
    expect(settled).toBe(false);
    held.release();
    expect(await sent).toBe(201);
    const hanging = Promise.race([api.fetch(`${BASE}/api/slow/`), new Promise((resolve) => setTimeout(resolve, 20))]);
    expect(await hanging).toBeUndefined();
  });

  it('replays a write by Idempotency-Key as the server does: same body, same answer; another body, 409', async () => {
    let next = 1;
    const api = createFakeApi({
      [`POST ${LOYALTY_PATHS.redeem}`]: (request) =>
        request.params['id'] === '9' ? apiError(422, 'out_of_stock') : { status: 201, body: { order: next++ } },
    });
    const redeem = (id: number, body: unknown, key: string) =>
      api.fetch(post(pathTo(LOYALTY_PATHS.redeem, { id }), body, key));
    const first = await redeem(7, { quantity: 1 }, 'k1');
    const again = await redeem(7, { quantity: 1 }, 'k1');
    expect(await json(again)).toEqual(await json(first));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await redeem(7, { quantity: 2 }, 'k1')).status).toBe(409);
    expect(await json(await redeem(7, { quantity: 1 }, 'k2'))).toEqual({ order: 2 });
    // A refusal is not recorded: a retry is decided afresh.
    expect((await redeem(9, {}, 'k3')).status).toBe(422);
    expect((await redeem(9, {}, 'k3')).status).toBe(422);
    expect(api.requests.filter((request) => request.idempotencyKey === 'k3')).toHaveLength(2);
  });

  it('typed answers refuse a fixture that drifted from the wire schema', () => {
    expect(() => answer(rewardSchema, { id: 1 } as never)).toThrow(FakeAnswerDriftError);
  });

  it('reports a route that throws, and answers 500', async () => {
    const onFault = vi.fn();
    const api = createFakeApi(
      {
        '/api/broken/': () => {
          throw new Error('fixture drifted');
        },
      },
      { onFault },
    );
    expect((await api.fetch(`${BASE}/api/broken/`)).status).toBe(500);
    expect(onFault).toHaveBeenCalledWith(new Error('fixture drifted'));
  });

  it('pages lists the way the server does', () => {
    const page = pageOf([1, 2, 3, 4, 5], new URLSearchParams('page=2&page_size=2'), '/api/sales/');
    expect(page).toEqual({
      count: 5,
      next: '/api/sales/?page=3&page_size=2',
      previous: '/api/sales/?page=1&page_size=2',
      results: [3, 4],
    });
  });
});
