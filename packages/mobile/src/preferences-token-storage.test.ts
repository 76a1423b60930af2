import { describe, expect, it, vi } from 'vitest';
import { createPreferencesTokenStorage, TOKENS_PREFERENCES_KEY } from './preferences-token-storage.js';
import type { PreferencesApi } from './preferences-token-storage.js';

/** Capacitor Preferences at its boundary: a key-value store of strings, as the native plugin behaves. */
function fakePreferences(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const api: PreferencesApi = {
    get: vi.fn(({ key }: { key: string }) => Promise.resolve({ value: values.get(key) ?? null })),
    set: vi.fn(({ key, value }: { key: string; value: string }) => {
      values.set(key, value);
      return Promise.resolve();
    }),
    remove: vi.fn(({ key }: { key: string }) => {
      values.delete(key);
      return Promise.resolve();
    }),
  };
  return { api, values };
}

const tokens = { access_token: 'a1', refresh_token: 'r1', user_firebase_token: 'rt1' };

describe('createPreferencesTokenStorage', () => {
  it('writes the tokens as one JSON value under its key and reads them back', async () => {
    const { api, values } = fakePreferences();
    const storage = createPreferencesTokenStorage({ preferences: api });
    expect(await storage.read()).toBeNull();
    await storage.write(tokens);
    expect(api.set).toHaveBeenCalledWith({ key: TOKENS_PREFERENCES_KEY, value: JSON.stringify(tokens) });
    expect(JSON.parse(values.get(TOKENS_PREFERENCES_KEY) ?? '')).toEqual(tokens);
    expect(await storage.read()).toEqual(tokens);
  });

  it('removes the tokens on sign-out', async () => {
    const { api, values } = fakePreferences({ [TOKENS_PREFERENCES_KEY]: JSON.stringify(tokens) });
    const storage = createPreferencesTokenStorage({ preferences: api });
    await storage.write(null);
    expect(api.remove).toHaveBeenCalledWith({ key: TOKENS_PREFERENCES_KEY });
    expect(values.size).toBe(0);
    expect(await storage.read()).toBeNull();
  });

  it('reads an unreadable value as no session and removes it', async () => {
    for (const value of ['not json', '{"access_token":""}', '[1]', '{"access_token":"a","refresh_token":3}']) {
      const { api, values } = fakePreferences({ [TOKENS_PREFERENCES_KEY]: value });
      expect(await createPreferencesTokenStorage({ preferences: api }).read()).toBeNull();
      expect(values.has(TOKENS_PREFERENCES_KEY)).toBe(false);
    }
  });

  it("works with Capacitor's plugin proxy, which answers `then` too (it must never be awaited itself)", async () => {
    const { api } = fakePreferences();
    const proxy = new Proxy(api, {
      get: (target, property, receiver) =>
        property === 'then'
          ? () => Promise.reject(new Error('"Preferences.then()" is not implemented on web'))
          : Reflect.get(target, property, receiver),
    });
    const storage = createPreferencesTokenStorage({ preferences: proxy });
    await storage.write(tokens);
    expect(await storage.read()).toEqual(tokens);
  });

  it('uses the key it is given and lets a failure of the plugin reach the caller (core reports it)', async () => {
    const { api, values } = fakePreferences();
    await createPreferencesTokenStorage({ preferences: api, key: 'other' }).write(tokens);
    expect([...values.keys()]).toEqual(['other']);

    const failure = new Error('UserDefaults unavailable');
    const broken: PreferencesApi = { ...api, get: () => Promise.reject(failure) };
    await expect(createPreferencesTokenStorage({ preferences: broken }).read()).rejects.toBe(failure);
  });
});
