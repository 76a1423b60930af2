import type { SessionTokenStorage } from '@campus/core';
import { parseStoredSessionTokens } from '@campus/core';

/** The part of Capacitor Preferences' API the adapter uses (`Preferences` of `@capacitor/preferences` 7). */
export interface PreferencesApi {
  get(options: { key: string }): Promise<{ value: string | null }>;
  set(options: { key: string; value: string }): Promise<void>;
  remove(options: { key: string }): Promise<void>;
}

/** The Preferences key of the site's sign-in tokens (beside the site's storage namespace, `campus-site`). */
export const TOKENS_PREFERENCES_KEY = 'campus-site.tokens';

/** Options of {@link createPreferencesTokenStorage}. */
export interface PreferencesTokenStorageOptions {
  /** The Preferences API. @default `Preferences` of `@capacitor/preferences`, loaded on first use */
  preferences?: PreferencesApi;
  /** The key the tokens are stored under. @default {@link TOKENS_PREFERENCES_KEY} */
  key?: string;
}

/**
 * The plugin in a box: Capacitor's plugin objects are proxies that answer every property, `then` included (with an
 * "not implemented" rejection), so a promise must never be resolved with one directly.
 */
interface PreferencesBox {
  api: PreferencesApi;
}

const loadPreferences = async (): Promise<PreferencesBox> => ({
  api: (await import('@capacitor/preferences')).Preferences,
});

/**
 * The session's sign-in tokens in the device's storage through Capacitor Preferences (spec §4 "sign-in tokens are
 * persisted to device storage on iOS"; UserDefaults on iOS, SharedPreferences on Android): core's
 * `SessionTokenStorage`, passed as `adapters.tokens` to `createCampus` by the site when it runs in the iOS app. The
 * tokens are stored as one JSON value, so a session is never half written; an unreadable value reads as no session
 * (and is removed).
 */
export function createPreferencesTokenStorage(options: PreferencesTokenStorageOptions = {}): SessionTokenStorage {
  const key = options.key ?? TOKENS_PREFERENCES_KEY;
  let preferences: Promise<PreferencesBox> | undefined;
  const box = (): Promise<PreferencesBox> =>
    (preferences ??= options.preferences ? Promise.resolve({ api: options.preferences }) : loadPreferences());

  return {
    read: async () => {
      const { api: store } = await box();
      const { value } = await store.get({ key });
      if (value === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = undefined;
      }
      const tokens = parseStoredSessionTokens(parsed);
      if (tokens === null) await store.remove({ key });
      return tokens;
    },
    write: async (tokens) => {
      const { api: store } = await box();
      if (tokens === null) await store.remove({ key });
      else await store.set({ key, value: JSON.stringify(tokens) });
    },
  };
}
