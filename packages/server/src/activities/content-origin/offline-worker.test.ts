import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../packages/content-types';

// The content origin's offline service worker and bridge (offline/service-worker.js, offline/bridge.js) are plain
// browser scripts: run here in a VM context with a fake CacheStorage, as a browser would run them.

const HERE = dirname(fileURLToPath(import.meta.url));
const ORIGIN = 'https://content.test';
const SCOPE = '/.campus/offline/';
const POLICY = "default-src 'self'; frame-ancestors 'self' https://site.test";

/** Cache Storage in memory: caches by name, responses by URL (the query ignored, as `ignoreSearch` would not be). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: string | Request) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const cacheOf = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (request: string | Request, response: Response) => {
        store.set(keyOf(request), response);
      },
      match: async (request: string | Request) => store.get(keyOf(request))?.clone(),
      addAll: async (requests: Request[]) => {
        for (const request of requests) store.set(keyOf(request), await fakeNetwork(request.url));
      },
    };
  };
  return {
    stores,
    api: {
      open: async (name: string) => cacheOf(name),
      delete: async (name: string) => stores.delete(name),
      keys: async () => [...stores.keys()],
      match: async (request: string | Request, options?: { cacheName?: string }) => {
        for (const [name, store] of stores) {
          if (options?.cacheName !== undefined && options.cacheName !== name) continue;
          const found = store.get(keyOf(request));
          if (found) return found.clone();
        }
        return undefined;
      },
    },
  };
}

/** The content origin's answers of the precached files (their bodies name them). */
async function fakeNetwork(url: string): Promise<Response> {
  return new Response(`served ${new URL(url).pathname}`, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY },
  });
}

async function startWorker() {
  const source = (await readFile(join(HERE, 'offline', 'service-worker.js'), 'utf8')).replace(
    '__CAMPUS_OFFLINE_VERSION__',
    'v1',
  );
  const caches = fakeCaches();
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { href: `${ORIGIN}${SCOPE}service-worker.js`, origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  runInNewContext(source, { self, caches: caches.api, fetch: fakeNetwork, Request, Response, Headers, URL });
  const lifecycle = async (type: string) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  await lifecycle('install');
  await lifecycle('activate');
  /** What the worker answers for a GET of `path`: a response, or undefined when it leaves it to the network. */
  const fetchOf = async (
    path: string,
    method = 'GET',
    headers: Record<string, string> = {},
  ): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')?.({
      request: new Request(new URL(path, ORIGIN), { method, headers }),
      respondWith: (promise: Promise<Response>) => (answer = promise),
    });
    return answer;
  };
  return { caches, fetchOf };
}

/**
 * Runs bridge.js with its imports given, framed by `https://site.test`, and answers its messages. `active`: the
 * content origin's worker is registered and active already (an earlier bridge registered it).
 */
async function startBridge(caches: ReturnType<typeof fakeCaches>, { active = false } = {}) {
  const source = (await readFile(join(HERE, 'offline', 'bridge.js'), 'utf8')).replace(/^import .*$/gm, '');
  const posted: { message: Record<string, unknown>; origin: string }[] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const parent = {
    postMessage: (message: Record<string, unknown>, origin: string) => posted.push({ message, origin }),
  };
  const registered: string[] = [];
  const window = {
    location: {
      href: `${ORIGIN}${SCOPE}bridge.html?origin=https%3A%2F%2Fsite.test`,
      origin: ORIGIN,
      search: '?origin=https%3A%2F%2Fsite.test',
    },
    parent,
    addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
  };
  const navigator = {
    serviceWorker: {
      getRegistration: async (scope: string) => (active && scope === SCOPE ? { active: {} } : undefined),
      register: async (url: string, options: { scope: string }) => registered.push(`${url} ${options.scope}`),
      ready: Promise.resolve(),
    },
  };
  runInNewContext(source, {
    window,
    navigator,
    caches: caches.api,
    unzipSync,
    CONTENT_TYPES,
    Blob,
    Response,
    URL,
    URLSearchParams,
    console,
  });
  await expect.poll(() => posted.length).toBe(1);
  const send = async (data: Record<string, unknown>, from: { source?: unknown; origin?: string } = {}) => {
    const before = posted.length;
    for (const listener of listeners)
      listener({ data, source: from.source ?? parent, origin: from.origin ?? 'https://site.test' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    return posted.slice(before).map((entry) => entry.message);
  };
  return { posted, registered, send };
}

const zip = new Blob([
  zipSync({
    'index.html': strToU8('<p>lesson</p>'),
    'sco 1/page.js': strToU8('console.log(1)'),
    'img/logo.png': new Uint8Array([1, 2, 3]),
    'media/clip.mp4': new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
  }),
]);

describe('the content origin’s offline service worker and bridge', () => {
  it('precaches the SCO frame and the bridge, and answers them offline', async () => {
    const { caches, fetchOf } = await startWorker();
    expect([...(caches.stores.get('campus-offline-frame-v1')?.keys() ?? [])]).toContain(
      `${ORIGIN}${SCOPE}scorm-again/cross-frame-api.js`,
    );
    const frame = await fetchOf(`${SCOPE}sco-frame.html?launch=%2F.campus%2Foffline%2F7%2Findex.html`);
    expect(await frame?.text()).toBe(`served ${SCOPE}sco-frame.html`);
    // Outside its scope, another method or an unknown name: the network, as without a worker.
    expect(await fetchOf('/7/token/index.html')).toBeUndefined();
    expect(await fetchOf(`${SCOPE}7/index.html`, 'POST')).toBeUndefined();
    expect(await fetchOf(`${SCOPE}other.js`)).toBeUndefined();
  });

  it('keeps a package the bridge installed, answers its files with the content origin’s policy, and deletes it', async () => {
    const { caches, fetchOf } = await startWorker();
    const bridge = await startBridge(caches);
    expect(bridge.posted[0]).toEqual({
      message: { type: 'campus:offline-ready', serviceWorker: true },
      origin: 'https://site.test',
    });
    expect(bridge.registered).toEqual([`${SCOPE}service-worker.js ${SCOPE}`]);

    const [installed] = await bridge.send({
      type: 'campus:offline-request',
      id: 'a',
      action: 'install',
      item_id: '7',
      zip,
      updated_date: '2026-11-01T00:00:00.000Z',
    });
    expect(installed).toEqual({ type: 'campus:offline-answer', id: 'a', ok: true, result: { size: 40 } });

    const page = await fetchOf(`${SCOPE}7/index.html?lang=pt`);
    expect(page?.status).toBe(200);
    expect(await page?.text()).toBe('<p>lesson</p>');
    expect(page?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page?.headers.get('content-security-policy')).toBe(POLICY);
    expect(page?.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await fetchOf(`${SCOPE}7/sco%201/page.js`);
    expect(script?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(new Uint8Array(await (await fetchOf(`${SCOPE}7/img/logo.png`))!.arrayBuffer())).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    // Missing files, other packages and climbing paths are 404, never the network.
    expect((await fetchOf(`${SCOPE}7/missing.html`))?.status).toBe(404);
    expect((await fetchOf(`${SCOPE}8/index.html`))?.status).toBe(404);
    expect((await fetchOf(`${SCOPE}7/img%5C..%5Cindex.html`))?.status).toBe(404);
    expect((await fetchOf(`${SCOPE}7/a%2Fb.html`))?.status).toBe(404);

    const [listed] = await bridge.send({ type: 'campus:offline-request', id: 'b', action: 'list' });
    expect(listed?.result).toEqual([{ item_id: '7', updated_date: '2026-11-01T00:00:00.000Z', size: 40, files: 4 }]);
    const [removed] = await bridge.send({ type: 'campus:offline-request', id: 'c', action: 'remove', item_id: '7' });
    expect(removed).toMatchObject({ ok: true, result: true });
    expect((await fetchOf(`${SCOPE}7/index.html`))?.status).toBe(404);
    // Asking for a package that is gone (or never was) leaves no cache of its name behind.
    expect([...caches.stores.keys()].filter((name) => name.startsWith('campus-offline-package-'))).toEqual([]);
  });

  it('lists and removes at once without bringing a removed package back (two bridges open, one listing)', async () => {
    const { caches } = await startWorker();
    // The worker registered by an earlier bridge: this one does not register it again (offline, registering again
    // did not answer until the network returned, in Chromium).
    const bridge = await startBridge(caches, { active: true });
    expect(bridge.posted[0]?.message).toEqual({ type: 'campus:offline-ready', serviceWorker: true });
    expect(bridge.registered).toEqual([]);
    const zip = new Blob([zipSync({ 'index.html': strToU8('<p>7</p>') })]);
    await bridge.send({ type: 'campus:offline-request', id: 'a', action: 'install', item_id: '7', zip });
    const answers = (
      await Promise.all([
        bridge.send({ type: 'campus:offline-request', id: 'b', action: 'list' }),
        bridge.send({ type: 'campus:offline-request', id: 'c', action: 'remove', item_id: '7' }),
      ])
    ).flat();
    expect(answers.find((answer) => answer.id === 'c')).toMatchObject({ ok: true, result: true });
    expect(answers.find((answer) => answer.id === 'b')).toMatchObject({ ok: true, result: [] });
    expect([...caches.stores.keys()].filter((name) => name.startsWith('campus-offline-package-'))).toEqual([]);
  });

  it('answers a byte range of a stored file as the server does (a video seeking offline)', async () => {
    const { caches, fetchOf } = await startWorker();
    const bridge = await startBridge(caches);
    await bridge.send({ type: 'campus:offline-request', id: 'a', action: 'install', item_id: '7', zip });
    const clip = `${SCOPE}7/media/clip.mp4`;
    const bytesOf = async (answer: Response | undefined) => [...new Uint8Array(await answer!.arrayBuffer())];
    const whole = await fetchOf(clip);
    expect(whole?.status).toBe(200);
    expect(whole?.headers.get('accept-ranges')).toBe('bytes');
    expect(await bytesOf(whole)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const cases: [string, number, string | null, number[]][] = [
      ['bytes=2-4', 206, 'bytes 2-4/10', [2, 3, 4]],
      ['bytes=7-', 206, 'bytes 7-9/10', [7, 8, 9]],
      ['bytes=0-', 206, 'bytes 0-9/10', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      ['bytes=8-100', 206, 'bytes 8-9/10', [8, 9]],
      ['bytes=-3', 206, 'bytes 7-9/10', [7, 8, 9]],
      ['bytes=-30', 206, 'bytes 0-9/10', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      ['bytes=10-', 416, 'bytes */10', []],
      ['bytes=-0', 416, 'bytes */10', []],
      // Not served as a range (RFC 9110 §14.2: a server may ignore it): the whole file.
      ['bytes=5-2', 200, null, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      ['bytes=0-1,4-5', 200, null, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      ['items=0-1', 200, null, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ];
    for (const [range, status, contentRange, bytes] of cases) {
      const answer = await fetchOf(clip, 'GET', { range });
      expect(answer?.status, range).toBe(status);
      expect(answer?.headers.get('content-range'), range).toBe(contentRange);
      expect(answer?.headers.get('content-type'), range).toBe('video/mp4');
      expect(answer?.headers.get('content-security-policy'), range).toBe(POLICY);
      if (status === 206) expect(answer?.headers.get('content-length'), range).toBe(String(bytes.length));
      expect(await bytesOf(answer), range).toEqual(bytes);
    }
    expect((await fetchOf(`${SCOPE}7/media/missing.mp4`, 'GET', { range: 'bytes=0-1' }))?.status).toBe(404);
  });

  it('answers only its parent at the player’s origin, and says why a request failed', async () => {
    const { caches } = await startWorker();
    const bridge = await startBridge(caches);
    const request = { type: 'campus:offline-request', id: 'x', action: 'list' };
    expect(await bridge.send(request, { origin: 'https://evil.test' })).toEqual([]);
    expect(await bridge.send(request, { source: {} })).toEqual([]);
    const [failed] = await bridge.send({ ...request, action: 'install', item_id: '../1', zip });
    expect(failed).toMatchObject({ ok: false, error: 'bad install request' });
    const [notZip] = await bridge.send({ ...request, action: 'install', item_id: '3', zip: new Blob(['no zip']) });
    expect(notZip).toMatchObject({ ok: false });
    expect(unzipSync(zipSync({}))).toEqual({});
  });
});
