import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookieJar } from '../cookies/cookie-jar.js';
import type { MemoryCookieJar } from '../cookies/cookie-jar.js';
import { createCampusStores } from '../stores/campus-stores.js';
import type { CampusStores } from '../stores/campus-stores.js';
import { initialSessionData } from '../stores/session.store.js';
import { keyCookieNameFor, storageKeyFor } from './namespace.js';
import { createPersister } from './persister.js';
import type { Persister } from './persister.js';
import { PERSISTED_SLICE_NAMES, collectSnapshot, dataOf } from './snapshot.js';
import { createMemoryStorageArea } from './storage.js';
import type { MemoryStorageArea, PersistenceStorage } from './storage.js';

const NAMESPACE = 'test';
const KEY = storageKeyFor(NAMESPACE);

interface Tab {
  stores: CampusStores;
  persister: Persister;
  tab: PersistenceStorage;
}

const opened: Persister[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((persister) => persister.destroy()));
});

function openTab(
  area: MemoryStorageArea,
  cookies: MemoryCookieJar,
  {
    namespace = NAMESPACE,
    watch = true,
    onError,
  }: { namespace?: string; watch?: boolean; onError?: (e: unknown) => void } = {},
): Tab {
  const stores = createCampusStores();
  const tab = area.tab();
  const persister = createPersister({
    stores,
    namespace,
    storage: tab.storage,
    ...(watch && tab.watch ? { watch: tab.watch } : {}),
    cookies,
    debounceMs: 50,
    ...(onError ? { onError } : {}),
  });
  opened.push(persister);
  return { stores, persister, tab };
}

function signIn(stores: CampusStores, token = 'secret-access-token-123', email = 'maria.silva@example.com'): void {
  stores.session.getState().signIn({
    access_token: token,
    refresh_token: 'secret-refresh-token-456',
    user_firebase_token: 'secret-realtime-789',
    email,
    full_name: 'Maria Silva',
    id: 42,
  });
}

const persistedData = (stores: CampusStores) => collectSnapshot(stores);

describe('persistence round trip', () => {
  it('restores every persisted slice exactly (property)', async () => {
    const text = fc.string({ maxLength: 40 });
    const nullableText = fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          access_token: fc.string({ minLength: 1, maxLength: 80 }),
          refresh_token: nullableText,
          email: nullableText,
          full_name: nullableText,
          id: fc.oneof(fc.integer(), fc.string({ minLength: 1, maxLength: 8 })),
          is_superuser: fc.boolean(),
          must_change_password: fc.boolean(),
          ranking_areas: fc.array(text, { maxLength: 4 }),
        }),
        fc.record({ primary: nullableText, secondary: nullableText, tertiary: nullableText }),
        fc.record({ accept_cookies: fc.boolean(), policy_modal: fc.boolean(), policy_preferences_modal: fc.boolean() }),
        fc.array(fc.record({ id: fc.nat(), image: text }), { maxLength: 3 }),
        fc.array(fc.record({ item_id: fc.nat(), updated_date: text, src: text, downloading: fc.boolean() }), {
          maxLength: 3,
        }),
        fc.option(fc.nat(), { nil: null }),
        async (session, colors, policy, banners, records, loadedAt) => {
          const area = createMemoryStorageArea();
          const cookies = createMemoryCookieJar();
          const a = openTab(area, cookies);
          await a.persister.ready;
          const { access_token, refresh_token, ...rest } = session;
          a.stores.session.getState().signIn({ access_token, refresh_token, ...rest });
          a.stores.session.getState().setRealtime({ ranking_areas: session.ranking_areas });
          a.stores.params.getState().setParams({ colors });
          a.stores.cookiesPolicy.setState(policy);
          a.stores.welcomeBanner.getState().setWelcomeBanner(banners);
          for (const record of records) a.stores.offlineCourse.getState().upsertOfflineRecord(record);
          if (loadedAt !== null)
            a.stores.siteLists.getState().setSiteLists({ genders: [{ id: 1, name: 'F' }] }, loadedAt);
          await a.persister.flush();

          const b = openTab(area, cookies);
          await b.persister.ready;
          expect(persistedData(b.stores)).toEqual(persistedData(a.stores));
          await Promise.all([a.persister.destroy(), b.persister.destroy()]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('persists only the six spec slices', async () => {
    const area = createMemoryStorageArea();
    const cookies = createMemoryCookieJar();
    const a = openTab(area, cookies);
    await a.persister.ready;
    a.stores.filters.getState().setFilter('trails', { search: 'vendas' });
    a.stores.utility.getState().setRouteFrom('/home');
    a.stores.userSummary.getState().setUserSummary({ full_name: 'Maria' });
    await a.persister.flush();
    expect(area.entries().has(KEY)).toBe(false);

    a.stores.cookiesPolicy.getState().acceptCookies();
    await a.persister.flush();
    const b = openTab(area, cookies);
    await b.persister.ready;
    expect(b.stores.cookiesPolicy.getState().accept_cookies).toBe(true);
    expect(b.stores.filters.getState().trails.search).toBe('');
    expect(b.stores.utility.getState().route_from).toBeUndefined();
    expect(b.stores.userSummary.getState().full_name).toBe('');
    expect(PERSISTED_SLICE_NAMES).toEqual([
      'common',
      'offline_course',
      'params',
      'site_lists',
      'welcome_banner',
      'cookies_policy',
    ]);
  });
});

describe('confidentiality', () => {
  it('never stores a token or e-mail in plaintext, in storage or cookies', async () => {
    const area = createMemoryStorageArea();
    const cookies = createMemoryCookieJar();
    const a = openTab(area, cookies);
    await a.persister.ready;
    signIn(a.stores);
    await a.persister.flush();

    const everything = [
      ...[...area.entries()].flat(),
      ...[...cookies.entries()].flatMap(([name, cookie]) => [name, cookie.value]),
    ].join('\n');
    expect(area.entries().get(KEY)).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    for (const secret of [
      'secret-access-token-123',
      'secret-refresh-token-456',
      'secret-realtime-789',
      'maria.silva',
      'Maria Silva',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('uses a fresh IV for every write', async () => {
    const area = createMemoryStorageArea();
    const a = openTab(area, createMemoryCookieJar());
    await a.persister.ready;
    const ivs = new Set<string>();
    for (let round = 0; round < 5; round += 1) {
      a.stores.cookiesPolicy.getState()[round % 2 === 0 ? 'openPolicyModal' : 'closePolicyModal']();
      await a.persister.flush();
      ivs.add(area.entries().get(KEY)?.split('.')[1] ?? '');
    }
    expect(ivs.size).toBe(5);
  });

  it('writes the key cookie Secure, SameSite=Strict, Path=/ for 180 days', async () => {
    const cookies = createMemoryCookieJar();
    const a = openTab(createMemoryStorageArea(), cookies);
    await a.persister.ready;
    signIn(a.stores);
    await a.persister.flush();
    const cookie = cookies.entries().get(keyCookieNameFor(NAMESPACE));
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.options).toEqual({ path: '/', secure: true, sameSite: 'Strict', maxAge: 180 * 24 * 3600 });
  });
});

describe('unreadable data', () => {
  async function storedSession(): Promise<{ area: MemoryStorageArea; cookies: MemoryCookieJar; blob: string }> {
    const area = createMemoryStorageArea();
    const cookies = createMemoryCookieJar();
    const a = openTab(area, cookies);
    await a.persister.ready;
    signIn(a.stores);
    await a.persister.destroy();
    return { area, cookies, blob: area.entries().get(KEY) ?? '' };
  }

  async function expectReset(area: MemoryStorageArea, cookies: MemoryCookieJar): Promise<void> {
    const onError = vi.fn();
    const b = openTab(area, cookies, { onError });
    await expect(b.persister.ready).resolves.toBeUndefined();
    expect(dataOf(b.stores.session.getState())).toEqual(initialSessionData());
    expect(area.entries().has(KEY)).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  }

  it('removes a tampered blob and starts from the initial state', async () => {
    const { area, cookies, blob } = await storedSession();
    const last = blob.at(-5) === 'A' ? 'B' : 'A';
    area.tab().storage.setItem(KEY, `${blob.slice(0, -5)}${last}${blob.slice(-4)}`);
    await expectReset(area, cookies);
  });

  it('removes a truncated blob', async () => {
    const { area, cookies, blob } = await storedSession();
    area.tab().storage.setItem(KEY, blob.slice(0, Math.floor(blob.length / 2)));
    await expectReset(area, cookies);
  });

  it('removes the data when the key cookie is missing', async () => {
    const { area, cookies } = await storedSession();
    cookies.remove(keyCookieNameFor(NAMESPACE));
    await expectReset(area, cookies);
  });

  it('removes the data when the key cookie is garbage', async () => {
    const { area, cookies } = await storedSession();
    cookies.set(keyCookieNameFor(NAMESPACE), 'not-a-key');
    await expectReset(area, cookies);
  });

  it('removes a blob of an unknown version or plain JSON', async () => {
    for (const value of ['v9.abc.def', '{"common":{"access_token":"x"}}', '']) {
      const { area, cookies } = await storedSession();
      area.tab().storage.setItem(KEY, value);
      await expectReset(area, cookies);
    }
  });

  it('does not decrypt a blob moved under another namespace (storage key bound as additional data)', async () => {
    const { area, cookies, blob } = await storedSession();
    const other = 'other';
    area.tab().storage.setItem(storageKeyFor(other), blob);
    cookies.set(keyCookieNameFor(other), cookies.get(keyCookieNameFor(NAMESPACE)) ?? '');
    const b = openTab(area, cookies, { namespace: other });
    await b.persister.ready;
    expect(b.stores.session.getState().access_token).toBeNull();
    expect(area.entries().has(storageKeyFor(other))).toBe(false);
  });

  it('reports storage failures without throwing, and retries later', async () => {
    const area = createMemoryStorageArea();
    const onError = vi.fn();
    const stores = createCampusStores();
    const tab = area.tab();
    let full = true;
    const persister = createPersister({
      stores,
      namespace: NAMESPACE,
      cookies: createMemoryCookieJar(),
      onError,
      storage: {
        getItem: (key) => tab.storage.getItem(key),
        removeItem: (key) => tab.storage.removeItem(key),
        setItem: (key, value) => {
          if (full) throw new DOMException('full', 'QuotaExceededError');
          tab.storage.setItem(key, value);
        },
      },
    });
    opened.push(persister);
    await persister.ready;
    signIn(stores);
    await expect(persister.flush()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'QuotaExceededError' }));
    expect(area.entries().has(KEY)).toBe(false);
    full = false;
    await persister.flush();
    expect(area.entries().has(KEY)).toBe(true);
  });
});

describe('debounced writes', () => {
  it('coalesces a burst of changes into one write after the quiet period', async () => {
    vi.useFakeTimers();
    const area = createMemoryStorageArea();
    const a = openTab(area, createMemoryCookieJar());
    await a.persister.ready;
    const setItem = vi.spyOn(a.tab.storage, 'setItem');
    for (let index = 0; index < 5; index += 1) a.stores.session.getState().selectCampaign(index);
    await vi.advanceTimersByTimeAsync(49);
    await a.persister.settled();
    expect(setItem).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await a.persister.settled();
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('writes at least every maxWait during continuous changes', async () => {
    vi.useFakeTimers();
    const area = createMemoryStorageArea();
    const stores = createCampusStores();
    const tab = area.tab();
    const setItem = vi.spyOn(tab.storage, 'setItem');
    const persister = createPersister({
      stores,
      namespace: NAMESPACE,
      storage: tab.storage,
      cookies: createMemoryCookieJar(),
      debounceMs: 100,
      maxWaitMs: 500,
    });
    opened.push(persister);
    await persister.ready;
    for (let index = 0; index < 12; index += 1) {
      stores.session.getState().selectCampaign(index);
      await vi.advanceTimersByTimeAsync(50);
    }
    await persister.settled();
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('destroy writes pending changes once and stops listening', async () => {
    const area = createMemoryStorageArea();
    const cookies = createMemoryCookieJar();
    const a = openTab(area, cookies);
    await a.persister.ready;
    signIn(a.stores);
    await a.persister.destroy();
    const blob = area.entries().get(KEY);
    expect(blob).toBeDefined();
    a.stores.session.getState().clearSession();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(area.entries().get(KEY)).toBe(blob);
  });
});

describe('two tabs', () => {
  it('a tab adopts what another tab writes (storage event)', async () => {
    const area = createMemoryStorageArea();
    const cookies = createMemoryCookieJar();
    const a = openTab(area, cookies);
    const b = openTab(area, cookies);
    await Promise.all([a.persister.ready, b.persister.ready]);
    signIn(a.stores);
    await a.persister.flush();
    await vi.waitFor(() => expect(b.stores.session.getState().access_token).toBe('secret-access-token-123'));

    b.stores.session.getState().clearSession();
    await b.persister.flush();
    await vi.waitFor(() => expect(a.stores.session.getState().access_token).toBeNull());
  });

  it('merges changes to different slices instead of overwriting blindly (no storage event)', async () => {
    const area = createMemoryStorageArea();
    const cookies = createMemoryCookieJar();
    const a = openTab(area, cookies, { watch: false });
    const b = openTab(area, cookies, { watch: false });
    await Promise.all([a.persister.ready, b.persister.ready]);

    signIn(a.stores);
    b.stores.params.getState().setParams({ colors: { primary: '#123456' } });
    await a.persister.flush();
    await b.persister.flush();

    const c = openTab(area, cookies);
    await c.persister.ready;
    expect(c.stores.session.getState().access_token).toBe('secret-access-token-123');
    expect(c.stores.params.getState().colors.primary).toBe('#123456');
    // b re-read before writing, so it also holds a's session now.
    expect(b.stores.session.getState().access_token).toBe('secret-access-token-123');
  });

  it('keeps a tab running when another tab removes the blob, and re-creates it on the next write', async () => {
    const area = createMemoryStorageArea();
    const cookies = createMemoryCookieJar();
    const a = openTab(area, cookies);
    await a.persister.ready;
    signIn(a.stores);
    await a.persister.flush();
    area.tab().storage.removeItem(KEY);
    await a.persister.settled();
    expect(a.stores.session.getState().access_token).toBe('secret-access-token-123');
    a.stores.session.getState().selectCampaign(7);
    await a.persister.flush();
    const b = openTab(area, cookies);
    await b.persister.ready;
    expect(b.stores.session.getState().selected_campaign_id).toBe(7);
  });
});

describe('isolation', () => {
  it('two namespaces on one storage do not see each other', async () => {
    const area = createMemoryStorageArea();
    const cookies = createMemoryCookieJar();
    const a = openTab(area, cookies, { namespace: 'campus-a' });
    const b = openTab(area, cookies, { namespace: 'campus-b' });
    await Promise.all([a.persister.ready, b.persister.ready]);
    signIn(a.stores);
    await a.persister.flush();
    await b.persister.settled();
    expect(b.stores.session.getState().access_token).toBeNull();
    const b2 = openTab(area, cookies, { namespace: 'campus-b' });
    await b2.persister.ready;
    expect(b2.stores.session.getState().access_token).toBeNull();
    expect(cookies.get('campus-a_key')).not.toBe(cookies.get('campus-b_key'));
  });
});
