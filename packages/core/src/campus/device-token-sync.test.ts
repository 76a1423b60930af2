import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '../cookies/cookie-jar.js';
import { createMemoryFileStore } from '../offline/index.js';
import { createMemoryStorageArea } from '../persistence/storage.js';
import type { MemoryStorageArea } from '../persistence/storage.js';
import type { MemoryCookieJar } from '../cookies/cookie-jar.js';
import { createMemorySessionTokenStorage } from '../persistence/token-storage.js';
import type { SessionTokenStorage, StoredSessionTokens } from '../persistence/token-storage.js';
import { createMemoryRealtime } from '../realtime/index.js';
import type { CampusEvents } from './campus-events.js';
import { createCampus } from './create-campus.js';
import type { Campus } from './create-campus.js';

const created: Campus[] = [];
afterEach(async () => {
  await Promise.all(created.splice(0).map((campus) => campus.destroy()));
});

/** The web view's storage: local storage and the cookie holding its encryption key. */
interface WebView {
  area: MemoryStorageArea;
  cookies: MemoryCookieJar;
}
const freshWebView = (): WebView => ({ area: createMemoryStorageArea(), cookies: createMemoryCookieJar() });

/** A Campus on a web view's storage with a device token storage beside it. */
function open({ area, cookies }: WebView, tokens: SessionTokenStorage | undefined, persist = true): Campus {
  const campus = createCampus({
    apiBase: 'https://api.one.test',
    clientId: 'campus-web',
    clientSecret: 'secret',
    persist,
    persistDebounceMs: 10,
    adapters: {
      storage: area.tab(),
      cookies,
      realtime: createMemoryRealtime(),
      offlineFiles: createMemoryFileStore(),
      search: '',
      pageHide: () => () => {},
      fetch: () => Promise.resolve(new Response('{}')),
      ...(tokens ? { tokens } : {}),
    },
  });
  created.push(campus);
  return campus;
}

const stored: StoredSessionTokens = { access_token: 'a-dev', refresh_token: 'r-dev', user_firebase_token: 'rt-dev' };

describe('adapters.tokens (device token storage, spec §4)', () => {
  it('restores the session from the device when the web view lost its storage', async () => {
    const campus = open(freshWebView(), createMemorySessionTokenStorage(stored));
    await campus.ready;
    expect(campus.stores.session.getState()).toMatchObject({
      access_token: 'a-dev',
      refresh_token: 'r-dev',
      user_firebase_token: 'rt-dev',
    });
  });

  it('writes every change of the tokens in order: sign-in, refresh, sign-out', async () => {
    const device = createMemorySessionTokenStorage();
    const campus = open(freshWebView(), device);
    await campus.ready;
    const session = campus.stores.session.getState();
    session.signIn({ access_token: 'a1', refresh_token: 'r1', user_firebase_token: null, email: 'ana@example.com' });
    await campus.flush();
    expect(device.current()).toEqual({ access_token: 'a1', refresh_token: 'r1', user_firebase_token: null });

    session.setTokens({ access_token: 'a2', refresh_token: 'r2' });
    session.setTokens({ access_token: 'a3', refresh_token: 'r3' });
    await campus.flush();
    expect(device.current()).toMatchObject({ access_token: 'a3', refresh_token: 'r3' });

    campus.signOut();
    await campus.flush();
    expect(device.current()).toBeNull();
  });

  it("lets the device's tokens win over the encrypted state's, and keeps the identity from it", async () => {
    const area = freshWebView();
    const first = open(area, undefined);
    await first.ready;
    first.stores.session.getState().signIn({ access_token: 'a-old', refresh_token: 'r-old', email: 'ana@example.com' });
    await first.destroy();

    const campus = open(area, createMemorySessionTokenStorage(stored));
    await campus.ready;
    expect(campus.stores.session.getState()).toMatchObject({ access_token: 'a-dev', email: 'ana@example.com' });
  });

  it('stores a session restored from the encrypted state when the device holds none yet', async () => {
    const area = freshWebView();
    const first = open(area, undefined);
    await first.ready;
    first.stores.session.getState().signIn({ access_token: 'a-web', refresh_token: 'r-web' });
    await first.destroy();

    const device = createMemorySessionTokenStorage();
    const campus = open(area, device);
    await campus.ready;
    await campus.flush();
    expect(device.current()).toEqual({ access_token: 'a-web', refresh_token: 'r-web', user_firebase_token: null });
  });

  it('reports a failing device storage as a persistence error and still starts', async () => {
    const failure = new Error('preferences unavailable');
    const broken: SessionTokenStorage = { read: () => Promise.reject(failure), write: () => Promise.reject(failure) };
    const campus = open(freshWebView(), broken);
    const errors: CampusEvents['error'][] = [];
    campus.on('error', (detail) => errors.push(detail));
    await campus.ready;
    expect(campus.stores.session.getState().access_token).toBeNull();
    campus.stores.session.getState().signIn({ access_token: 'a1', refresh_token: 'r1' });
    await campus.flush();
    expect(errors).toEqual([
      { source: 'persistence', error: failure },
      { source: 'persistence', error: failure },
    ]);
  });

  it('is not used with persist: false', async () => {
    const device = createMemorySessionTokenStorage(stored);
    const campus = open(freshWebView(), device, false);
    await campus.ready;
    expect(campus.stores.session.getState().access_token).toBeNull();
    campus.stores.session.getState().signIn({ access_token: 'a1', refresh_token: 'r1' });
    await campus.flush();
    expect(device.current()).toEqual(stored);
  });
});
