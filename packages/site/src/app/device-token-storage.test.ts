// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deviceTokenStorageOf } from './device-token-storage';
import { nativePlatformOf } from './native-shell';

/** A window as the app's web view shows it: the bridge's `Capacitor` global. */
const inApp = (platform: string, native = true): Window =>
  Object.assign(Object.create(window) as Window, {
    Capacitor: { isNativePlatform: () => native, getPlatform: () => platform },
  });

afterEach(() => window.localStorage.clear());

describe('nativePlatformOf', () => {
  it('names the app platform from the bridge global, and nothing in a browser', () => {
    expect(nativePlatformOf(window)).toBeUndefined();
    expect(nativePlatformOf(inApp('ios'))).toBe('ios');
    expect(nativePlatformOf(inApp('android'))).toBe('android');
    // @capacitor/core loaded in a plain browser defines the global too, on the "web" platform.
    expect(nativePlatformOf(inApp('web', false))).toBeUndefined();
  });
});

describe('deviceTokenStorageOf', () => {
  it('is only used in the iOS app (spec §4): browsers and Android keep the encrypted local storage', () => {
    expect(deviceTokenStorageOf(window)).toBeUndefined();
    expect(deviceTokenStorageOf(inApp('android'))).toBeUndefined();
    expect(deviceTokenStorageOf(inApp('ios'))).toBeDefined();
  });

  it("in the iOS app, loads the mobile package's Preferences storage on first use and goes through it", async () => {
    const storage = deviceTokenStorageOf(inApp('ios'));
    expect(storage).toBeDefined();
    const tokens = { access_token: 'a1', refresh_token: 'r1', user_firebase_token: null };
    // Outside a native shell Capacitor Preferences runs its web implementation (local storage): a full round trip.
    await storage?.write(tokens);
    expect(await storage?.read()).toEqual(tokens);
    await storage?.write(null);
    expect(await storage?.read()).toBeNull();
  });
});
