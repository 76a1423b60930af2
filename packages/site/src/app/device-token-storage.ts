import type { SessionTokenStorage } from '@campus/core';
import { nativePlatformOf } from './native-shell';

/**
 * Where the site keeps the sign-in tokens besides its encrypted local storage (spec §4 "sign-in tokens are persisted
 * to device storage on iOS"): in the iOS app, Capacitor Preferences (packages/mobile); anywhere else `undefined`, so
 * the tokens stay in the encrypted persisted state as in every browser. The mobile package (and Capacitor with it) is
 * loaded on first use only, in the app: the web bundle's entry never carries it.
 */
export function deviceTokenStorageOf(win: Window): SessionTokenStorage | undefined {
  if (nativePlatformOf(win) !== 'ios') return undefined;
  let storage: Promise<SessionTokenStorage> | undefined;
  const load = (): Promise<SessionTokenStorage> =>
    (storage ??= import('@campus/mobile').then(({ createPreferencesTokenStorage }) => createPreferencesTokenStorage()));
  return {
    read: async () => (await load()).read(),
    write: async (tokens) => (await load()).write(tokens),
  };
}
