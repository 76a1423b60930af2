import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../api/paths.js';
import { z } from '../schemas/zod.js';
import { createFakeApi } from './fake-api.js';
import { createTestCampus, FAKE_SESSION } from './test-campus.js';

const okSchema = z.object({ ok: z.boolean() });

describe('createTestCampus', () => {
  it('talks to the fake API given, signed in with the session given, with nothing persisted', async () => {
    const api = createFakeApi({ [`GET ${ACCOUNT_PATHS.me}`]: { status: 200, body: { ok: true } } });
    const campus = createTestCampus({ api, session: true, locale: 'en-US' });
    expect(campus.stores.session.getState()).toMatchObject(FAKE_SESSION);
    expect(campus.config.persist).toBe(false);
    expect(await campus.api.requestJson(ACCOUNT_PATHS.me, okSchema)).toEqual({ ok: true });
    expect(api.to(ACCOUNT_PATHS.me)[0]?.headers.get('authorization')).toBe(`Bearer ${FAKE_SESSION.access_token}`);
    await campus.destroy();
  });

  it('is signed out and offline unless told otherwise: a request fails loudly', async () => {
    const campus = createTestCampus();
    expect(campus.stores.session.getState().access_token).toBeNull();
    await expect(campus.api.requestJson(ACCOUNT_PATHS.me, okSchema)).rejects.toThrow();
    expect(campus.realtime.subscribedAreas()).toEqual([]);
    await campus.destroy();
  });
});
