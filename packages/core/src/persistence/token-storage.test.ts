import { describe, expect, it } from 'vitest';
import { createMemorySessionTokenStorage, parseStoredSessionTokens } from './token-storage.js';

describe('parseStoredSessionTokens', () => {
  it('reads complete tokens and fills missing optional ones with null', () => {
    expect(parseStoredSessionTokens({ access_token: 'a', refresh_token: 'r', user_firebase_token: 'rt' })).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      user_firebase_token: 'rt',
    });
    expect(parseStoredSessionTokens({ access_token: 'a', extra: 1 })).toEqual({
      access_token: 'a',
      refresh_token: null,
      user_firebase_token: null,
    });
  });

  it('refuses anything that is not a session: never half a session', () => {
    for (const value of [
      null,
      'a',
      [],
      {},
      { access_token: '' },
      { access_token: 1 },
      { access_token: 'a', refresh_token: 2 },
      { access_token: 'a', user_firebase_token: {} },
    ]) {
      expect(parseStoredSessionTokens(value)).toBeNull();
    }
  });
});

describe('createMemorySessionTokenStorage', () => {
  it('stores, reads back copies and removes', async () => {
    const storage = createMemorySessionTokenStorage();
    expect(await storage.read()).toBeNull();
    const tokens = { access_token: 'a', refresh_token: 'r', user_firebase_token: null };
    await storage.write(tokens);
    tokens.access_token = 'changed';
    expect(await storage.read()).toEqual({ access_token: 'a', refresh_token: 'r', user_firebase_token: null });
    await storage.write(null);
    expect(storage.current()).toBeNull();
  });
});
