import { expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../api/paths.js';
import { createFakeApi } from '../testing/fake-api.js';
import { createTestCampus, FAKE_SESSION } from '../testing/test-campus.js';
import { signOutEverywhere } from './sign-out.js';

it('ends the local session first, aborting requests still running with its token, then revokes it on the server', async () => {
  const api = createFakeApi({ [`POST ${ACCOUNT_PATHS.logout}`]: { status: 204 } });
  const campus = createTestCampus({ api, session: true });
  const signals: AbortSignal[] = [];
  const stop = campus.query.subscribe(['points'], () => undefined);
  campus.query.load(['points'], ({ signal }) => {
    signals.push(signal);
    return new Promise(() => undefined);
  });

  await signOutEverywhere(campus);

  expect(campus.stores.session.getState().access_token).toBeNull();
  // The request that carried the old token was aborted when the session ended (its refetch is anonymous).
  expect(signals[0]?.aborted).toBe(true);
  const [revoke] = api.to(ACCOUNT_PATHS.logout);
  expect(revoke?.query.get('access_token')).toBe(FAKE_SESSION.access_token);
  expect(revoke?.headers.get('authorization')).toBeNull();
  stop();
  await campus.destroy();
});

it('ends the local session even when the server cannot be reached', async () => {
  const campus = createTestCampus({ session: true });
  await signOutEverywhere(campus);
  expect(campus.stores.session.getState().access_token).toBeNull();
  await campus.destroy();
});
