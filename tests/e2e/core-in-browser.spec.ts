import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fixturesPort } from '../../playwright.config';

// @campus/core in a real Chromium: localStorage, document.cookie, WebCrypto and Cache Storage are the
// browser's own here, where the unit tests use adapters.
const harness = `http://localhost:${fixturesPort}/`;
const namespace = 'e2e-campus';
const storageKey = `${namespace}:state`;
const keyCookie = `${namespace}_key`;
const accessToken = 'access-7f3c9a1e5b2d';
const email = 'ana.souza@example.com';

async function openHarness(page: Page) {
  await page.goto(harness);
  await page.locator('body[data-ready="true"]').waitFor();
  // Every page load creates the instance a host page would create, with an in-memory realtime so no stream is opened.
  await page.evaluate(async (storageNamespace) => {
    const core = window.campusCore;
    const campus = core.createCampus({
      apiBase: location.origin,
      clientId: 'campus-web',
      clientSecret: 'campus-web-secret',
      storageNamespace,
      persistDebounceMs: 10,
      adapters: { realtime: core.createMemoryRealtime() },
    });
    await campus.ready;
    (window as unknown as { campus: typeof campus }).campus = campus;
  }, namespace);
}

const session = (page: Page) =>
  page.evaluate(() => {
    const { campus } = window as unknown as { campus: ReturnType<Window['campusCore']['createCampus']> };
    const state = campus.stores.session.getState();
    return { access_token: state.access_token, email: state.email };
  });

test('the session survives a reload, encrypted, with the key in a Secure SameSite=Strict cookie', async ({
  page,
  context,
}) => {
  await openHarness(page);
  await page.evaluate(
    async ({ accessToken, email }) => {
      const { campus } = window as unknown as { campus: ReturnType<Window['campusCore']['createCampus']> };
      campus.stores.session
        .getState()
        .signIn({ access_token: accessToken, refresh_token: 'refresh-91ab', email, full_name: 'Ana Souza' });
      await campus.flush();
    },
    { accessToken, email },
  );

  const stored = await page.evaluate(
    (key) => ({ blob: localStorage.getItem(key), all: JSON.stringify(localStorage) }),
    storageKey,
  );
  expect(stored.blob).toMatch(/^v1\./);
  expect(stored.all).not.toContain(accessToken);
  expect(stored.all).not.toContain(email);

  const cookie = (await context.cookies(harness)).find((c) => c.name === keyCookie);
  expect(cookie).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(179);
  expect(days).toBeLessThanOrEqual(180);

  await page.reload();
  await openHarness(page);
  expect(await session(page)).toEqual({ access_token: accessToken, email });
});

test('a tampered blob or a lost key cookie starts clean and removes the stored data, without an error', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openHarness(page);
  await page.evaluate(async (accessToken) => {
    const { campus } = window as unknown as { campus: ReturnType<Window['campusCore']['createCampus']> };
    campus.stores.session.getState().signIn({ access_token: accessToken, refresh_token: 'r' });
    await campus.flush();
  }, accessToken);

  // Flip one character of the ciphertext: AES-GCM authentication fails.
  await page.evaluate((key) => {
    const blob = localStorage.getItem(key)!;
    const at = blob.length - 5;
    localStorage.setItem(key, blob.slice(0, at) + (blob[at] === 'A' ? 'B' : 'A') + blob.slice(at + 1));
  }, storageKey);
  await page.reload();
  await openHarness(page);
  expect((await session(page)).access_token).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();

  // Sign in again, then lose the key cookie: the blob cannot be read and is removed.
  await page.evaluate(async (accessToken) => {
    const { campus } = window as unknown as { campus: ReturnType<Window['campusCore']['createCampus']> };
    campus.stores.session.getState().signIn({ access_token: accessToken, refresh_token: 'r' });
    await campus.flush();
  }, accessToken);
  await context.clearCookies({ name: keyCookie });
  await page.reload();
  await openHarness(page);
  expect((await session(page)).access_token).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
  expect(errors).toEqual([]);
});

test('an activity file downloads into Cache Storage with monotone progress and is not fetched again unchanged', async ({
  page,
}) => {
  await openHarness(page);
  let fetches = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/files/handout.pdf')) fetches += 1;
  });
  const result = await page.evaluate(async () => {
    const { campus } = window as unknown as { campus: ReturnType<Window['campusCore']['createCampus']> };
    const progress: number[] = [];
    const request = { item_id: 42, resource: `${location.origin}/files/handout.pdf`, updated_date: '2026-11-01' };
    const first = await campus.offline.download(request, { onProgress: (p) => progress.push(p) });
    const file = await campus.offline.getFile(42);
    const again = await campus.offline.download(request);
    const cacheNames = await caches.keys();
    const record = campus.stores.offlineCourse.getState();
    return { progress, downloaded: [first.downloaded, again.downloaded], size: file?.size, cacheNames, record };
  });
  expect(result.downloaded).toEqual([true, false]);
  expect(result.size).toBe(300016);
  expect(result.progress.at(-1)).toBe(1);
  expect(result.progress.filter((p) => p === 1)).toHaveLength(1);
  expect(result.progress).toEqual([...result.progress].sort((a, b) => a - b));
  expect(result.cacheNames).toContain(`${namespace}-offline`);
  expect(JSON.stringify(result.record)).toContain('"downloading":false');
  expect(fetches).toBe(1);
});
