import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookieJar } from '../cookies/cookie-jar.js';
import type { MemoryCookieJar } from '../cookies/cookie-jar.js';
import { createMemoryFileStore } from '../offline/index.js';
import { createMemoryStorageArea } from '../persistence/storage.js';
import type { MemoryStorageArea, StorageChange } from '../persistence/storage.js';
import { createMemoryRealtime } from '../realtime/index.js';
import type { MemoryRealtime } from '../realtime/index.js';
import { requestPasswordToken } from '../api/calls/token.js';
import type { CampusConfig } from './campus-config.js';
import { createCampus } from './create-campus.js';
import type { Campus } from './create-campus.js';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Harness {
  campus: Campus;
  realtime: MemoryRealtime;
  requests: Request[];
}

const created: Campus[] = [];
afterEach(async () => {
  await Promise.all(created.splice(0).map((campus) => campus.destroy()));
});

function open(
  env: { area: MemoryStorageArea; cookies: MemoryCookieJar },
  overrides: Partial<CampusConfig> = {},
  handler: Handler = () => json({}),
  search = '',
): Harness {
  const realtime = createMemoryRealtime();
  const requests: Request[] = [];
  const campus = createCampus({
    apiBase: 'https://api.one.test',
    clientId: 'campus-web',
    clientSecret: 'secret',
    persistDebounceMs: 10,
    ...overrides,
    adapters: {
      storage: env.area.tab(),
      cookies: env.cookies,
      realtime,
      offlineFiles: createMemoryFileStore(),
      search,
      pageHide: () => () => {},
      fetch: async (input, init) => {
        const request = new Request(input, init);
        requests.push(request.clone());
        return handler(request);
      },
      ...overrides.adapters,
    },
  });
  created.push(campus);
  return { campus, realtime, requests };
}

const freshEnv = () => ({ area: createMemoryStorageArea(), cookies: createMemoryCookieJar() });

const signIn = (campus: Campus, realtimeToken: string | null = null): void =>
  campus.stores.session.getState().signIn({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    user_firebase_token: realtimeToken,
    email: 'ana@example.com',
  });

describe('createCampus', () => {
  it('builds an instance with config defaults, stores, api, i18n, realtime and offline', async () => {
    const { campus } = open(freshEnv());
    await campus.ready;
    expect(campus.config).toMatchObject({
      apiBase: 'https://api.one.test',
      persist: true,
      realtimeUrl: 'https://api.one.test/api/realtime/',
    });
    expect(campus.config.storageNamespace).toMatch(/^campus-[a-z0-9]+$/);
    expect(campus.i18n.language).toBe('pt-BR');
    expect(campus.t('errors.generic')).toBe('Ocorreu um erro');
    expect(campus.errorMessage(new Error('x'))).toBe('Ocorreu um erro inesperado. Tente novamente.');
    expect(campus.stores.filters.getState().trails.search).toBe('');
    expect(typeof campus.api.request).toBe('function');
    expect(typeof campus.offline.download).toBe('function');
  });

  it('rejects a bad configuration early', () => {
    expect(() => createCampus({ apiBase: '', clientId: 'x', clientSecret: 'y' })).toThrow(TypeError);
    expect(() =>
      createCampus({ apiBase: 'https://a.test', clientId: 'x', clientSecret: 'y', storageNamespace: 'bad name;' }),
    ).toThrow(TypeError);
  });

  it('restores the session of a previous visit, encrypted', async () => {
    const env = freshEnv();
    const first = open(env);
    await first.campus.ready;
    signIn(first.campus);
    await first.campus.destroy();
    const stored = [...env.area.entries().values()].join();
    expect(stored).not.toContain('access-1');
    expect(stored).not.toContain('ana@example.com');

    const second = open(env);
    await second.campus.ready;
    expect(second.campus.stores.session.getState()).toMatchObject({
      access_token: 'access-1',
      email: 'ana@example.com',
    });
  });

  it('keeps instances with different API bases apart', async () => {
    const env = freshEnv();
    const one = open(env);
    const two = open(env, { apiBase: 'https://api.two.test' });
    await Promise.all([one.campus.ready, two.campus.ready]);
    expect(one.campus.config.storageNamespace).not.toBe(two.campus.config.storageNamespace);
    signIn(one.campus);
    one.campus.stores.filters.getState().setFilter('trails', { search: 'x' });
    await one.campus.flush();
    await two.campus.flush();
    expect(two.campus.stores.session.getState().access_token).toBeNull();
    expect(two.campus.stores.filters.getState().trails.search).toBe('');
    await two.campus.setLocale('en-US');
    expect(one.campus.i18n.language).toBe('pt-BR');

    const twoAgain = open(env, { apiBase: 'https://api.two.test' });
    await twoAgain.campus.ready;
    expect(twoAgain.campus.stores.session.getState().access_token).toBeNull();
  });

  it('persists nothing with persist: false', async () => {
    const env = freshEnv();
    const { campus } = open(env, { persist: false });
    await campus.ready;
    signIn(campus);
    campus.stores.session.getState().selectCountry('BR');
    await campus.flush();
    expect(env.area.entries().size).toBe(0);
    expect(env.cookies.entries().size).toBe(0);
  });

  it('does not persist without WebCrypto rather than writing plaintext', async () => {
    const env = freshEnv();
    const { campus } = open(env, { adapters: { crypto: {} as Crypto } });
    await campus.ready;
    signIn(campus);
    await campus.flush();
    expect(env.area.entries().size).toBe(0);
  });

  it('mirrors the selected country in the stored_country cookie and reads it back', async () => {
    const env = freshEnv();
    const first = open(env);
    await first.campus.ready;
    first.campus.stores.session.getState().selectCountry(76);
    expect(env.cookies.entries().get('stored_country')).toMatchObject({ value: '76', options: { path: '/' } });

    env.area = createMemoryStorageArea(); // a new device state: only the cookie survives
    const second = open(env);
    await second.campus.ready;
    expect(second.campus.stores.session.getState().selected_country_id).toBe('76');
  });
});

describe('session wiring', () => {
  it('uses the session tokens as bearer and, on refresh, signs realtime in once with the new token', async () => {
    let calls = 0;
    const { campus, realtime, requests } = open(freshEnv(), {}, async (request) => {
      if (new URL(request.url).pathname === '/o/token/') {
        return json({ access_token: 'access-2', refresh_token: 'refresh-2', user_firebase_token: 'rt-2' });
      }
      calls += 1;
      return calls === 1 ? json({ detail: 'expired' }, 401) : json({ ok: true });
    });
    await campus.ready;
    signIn(campus, 'rt-1');
    expect(realtime.signIns).toEqual(['rt-1']);

    const response = await campus.api.request('/api/profile/');
    expect(response.status).toBe(200);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      expect.stringMatching(/^Basic /),
      'Bearer access-2',
    ]);
    expect(campus.stores.session.getState()).toMatchObject({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      user_firebase_token: 'rt-2',
    });
    await vi.waitFor(() => expect(realtime.signIns).toEqual(['rt-1', 'rt-2']));
  });

  it('on a refused refresh clears the user state, closes realtime and emits session-expired once', async () => {
    const { campus, realtime } = open(freshEnv(), {}, async (request) =>
      new URL(request.url).pathname === '/o/token/'
        ? json({ error: 'invalid_grant' }, 400)
        : json({ detail: 'expired' }, 401),
    );
    await campus.ready;
    signIn(campus, 'rt-1');
    campus.stores.session.getState().selectLanguage(2);
    campus.stores.reward.getState().setRewardBalance({ reward_user_points: 10 });
    const expired = vi.fn();
    campus.on('session-expired', expired);

    await Promise.allSettled([campus.api.request('/a/'), campus.api.request('/b/'), campus.api.request('/c/')]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(campus.stores.session.getState()).toMatchObject({
      access_token: null,
      refresh_token: null,
      selected_language_id: 2,
    });
    expect(campus.stores.reward.getState().reward_user_points).toBe(0);
    expect(realtime.token).toBeNull();
  });

  it("says why a session ended when the server said (a blocked member's refused refresh: user_blocked)", async () => {
    const { campus } = open(freshEnv(), {}, async (request) =>
      new URL(request.url).pathname === '/o/token/'
        ? json({ code: 'user_blocked', message: 'Você foi bloqueado' }, 400)
        : json({ detail: 'expired' }, 401),
    );
    await campus.ready;
    signIn(campus, 'rt-1');
    const expired = vi.fn();
    campus.on('session-expired', expired);
    await campus.api.request('/a/').catch(() => undefined);
    expect(expired).toHaveBeenCalledWith({ code: 'user_blocked' });
  });

  it('signs a restored session in to realtime', async () => {
    const env = freshEnv();
    const first = open(env);
    await first.campus.ready;
    signIn(first.campus, 'rt-restored');
    await first.campus.destroy();
    const second = open(env);
    await second.campus.ready;
    expect(second.realtime.signIns).toEqual(['rt-restored']);
  });

  it('signOut keeps device data', async () => {
    const { campus, realtime } = open(freshEnv());
    await campus.ready;
    signIn(campus, 'rt');
    campus.stores.cookiesPolicy.getState().acceptCookies();
    campus.signOut();
    expect(campus.stores.session.getState().access_token).toBeNull();
    expect(campus.stores.cookiesPolicy.getState().accept_cookies).toBe(true);
    expect(realtime.token).toBeNull();
  });
});

describe('documented usage', () => {
  it('signs in with the password grant answer as docs/core.md shows', async () => {
    const { campus, realtime, requests } = open(freshEnv(), {}, () =>
      json({
        access_token: 'a',
        refresh_token: 'r',
        user_firebase_token: 'rt',
        expires_in: 3600,
        token_type: 'Bearer',
      }),
    );
    await campus.ready;
    const answer = await requestPasswordToken(campus.api, { username: 'learner', password: 'Campus#2026' });
    campus.stores.session.getState().signIn(answer);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/o/token/');
    expect(campus.stores.session.getState()).toMatchObject({ access_token: 'a', user_firebase_token: 'rt' });
    expect(Object.keys(campus.stores.session.getState())).not.toContain('expires_in');
    expect(realtime.signIns).toEqual(['rt']);
  });
});

describe('language', () => {
  it('lets the locale query parameter override the configured locale, by the part before the dash', async () => {
    const { campus } = open(freshEnv(), { locale: 'fr-FR' }, undefined, '?locale=es-AR');
    await campus.ready;
    expect(campus.i18n.language).toBe('es-ES');
    expect(campus.t('errors.generic')).toBe('Se produjo un error');
  });

  const LANGUAGES = [
    { id: 1, code: 'pt-BR' },
    { id: 2, code: 'en-US' },
    { id: 3, code: 'es-ES' },
  ];
  /** What a sign-in does to the language: `GET /api/me/` brings the profile's language id. */
  const profileLanguage = async (campus: Campus, id: number): Promise<void> => {
    signIn(campus);
    campus.stores.session.getState().selectLanguage(id);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it("keeps the address's locale for the page's life: a sign-in, even after an earlier visitor's language, does not replace it", async () => {
    const env = freshEnv();
    // An earlier visit on this browser left a language selection (Spanish) in the persisted session.
    const earlier = open(env);
    await earlier.campus.ready;
    earlier.campus.stores.session.getState().selectLanguage(3);
    await earlier.campus.destroy();

    const { campus } = open(env, { locale: 'pt-BR' }, undefined, '?locale=en-US');
    await campus.ready;
    const changed = vi.fn();
    campus.on('locale-changed', changed);
    campus.stores.params.getState().setParams({ languages: LANGUAGES });
    expect(campus.stores.session.getState().selected_language_id).toBe(3);
    // Signing in brings the profile's language (pt-BR) over the earlier one: the address said en-US, and it stays.
    await profileLanguage(campus, 1);
    expect(campus.i18n.language).toBe('en-US');
    campus.stores.session.getState().selectLanguage(3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(campus.i18n.language).toBe('en-US');
    expect(changed).not.toHaveBeenCalled();
  });

  it("keeps a configured locale (the host's choice) when a member whose profile says otherwise signs in", async () => {
    const { campus, requests } = open(freshEnv(), { locale: 'en-US' });
    await campus.ready;
    campus.stores.params.getState().setParams({ languages: LANGUAGES });
    await profileLanguage(campus, 1);
    expect(campus.i18n.language).toBe('en-US');
    await campus.api.request('/x/');
    expect(requests.at(-1)?.headers.get('accept-language')).toBe('en-US');
  });

  it('keeps a language set with setLocale when someone signs in, and setLocale still switches', async () => {
    const { campus } = open(freshEnv());
    await campus.ready;
    campus.stores.params.getState().setParams({ languages: LANGUAGES });
    await campus.setLocale('es');
    expect(campus.i18n.language).toBe('es-ES');
    await profileLanguage(campus, 1);
    expect(campus.i18n.language).toBe('es-ES');
    await campus.setLocale('fr-FR');
    expect(campus.i18n.language).toBe('fr-FR');
  });

  it('with no language chosen, follows the selected language: a restored session, then the profile at sign-in', async () => {
    const env = freshEnv();
    const earlier = open(env);
    await earlier.campus.ready;
    earlier.campus.stores.params.getState().setParams({ languages: LANGUAGES });
    earlier.campus.stores.session.getState().selectLanguage(3);
    await vi.waitFor(() => expect(earlier.campus.i18n.language).toBe('es-ES'));
    await earlier.campus.destroy();

    const { campus, requests } = open(env);
    await campus.ready;
    campus.stores.params.getState().setParams({ languages: [...LANGUAGES, { id: 4, code: 'fr-CA' }] });
    await vi.waitFor(() => expect(campus.i18n.language).toBe('es-ES'));
    const changed = vi.fn();
    campus.on('locale-changed', changed);
    await profileLanguage(campus, 4);
    await vi.waitFor(() => expect(campus.i18n.language).toBe('fr-FR'));
    expect(changed).toHaveBeenCalledWith('fr-FR');
    await campus.api.request('/x/');
    expect(requests.at(-1)?.headers.get('accept-language')).toBe('fr-FR');
  });
});

describe('destroy', () => {
  it('releases listeners, timers and connections, after writing pending changes', async () => {
    const env = freshEnv();
    const tab = env.area.tab();
    let watchers = 0;
    let pageHideListeners = 0;
    const { campus, realtime } = open(env, {
      adapters: {
        storage: {
          storage: tab.storage,
          watch: (listener: (change: StorageChange) => void) => {
            watchers += 1;
            const stop = tab.watch?.(listener);
            return () => {
              watchers -= 1;
              stop?.();
            };
          },
        },
        pageHide: () => {
          pageHideListeners += 1;
          return () => {
            pageHideListeners -= 1;
          };
        },
      },
    });
    await campus.ready;
    expect([watchers, pageHideListeners]).toEqual([1, 1]);
    signIn(campus, 'rt');
    campus.stores.cookiesPolicy.getState().acceptCookies(); // pending, debounced
    const expired = vi.fn();
    campus.on('session-expired', expired);
    const close = vi.spyOn(realtime, 'close');

    await campus.destroy();
    expect([watchers, pageHideListeners]).toEqual([0, 0]);
    expect(close).toHaveBeenCalled();
    const blob = [...env.area.entries().values()][0];
    expect(blob).toBeDefined();

    campus.stores.session.getState().clearSession();
    campus.stores.session.getState().selectCountry(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect([...env.area.entries().values()][0]).toBe(blob);
    expect(env.cookies.get('stored_country')).toBeUndefined();
    await expect(campus.destroy()).resolves.toBeUndefined();

    const restored = open(env);
    await restored.campus.ready;
    expect(restored.campus.stores.cookiesPolicy.getState().accept_cookies).toBe(true);
  });
});
