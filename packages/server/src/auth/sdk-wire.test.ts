import { createApiClient, createCampus, createMemoryTokenStore, HttpError, SessionExpiredError } from '@campus/core';
import { alternativeLogin, reloadUserTokens, requestPasswordToken, toSessionTokens } from '@campus/core/api';
import type { ApiClient, RankingEvent, TokenStore } from '@campus/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { meResponseSchema } from '@campus/core/schemas';
import { accessTokens, tokenFamilies } from '../db/schema';
import { DEMO_PASSWORD } from '../security/demo-password';
import { hashToken } from '../security/token-hash';
import { DEMO_CLIENT } from '../seed';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/**
 * The SDK and the server agree on the wire: core's real API client (ky, its refresh coordinator, its schemas)
 * against the API listening on a real port.
 */
describeEachDatabase('core’s API client against the server', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let apiBase = '';
  const tokenCalls: string[] = [];

  beforeAll(async () => {
    apiBase = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    // fetch (undici) opens a spare connection after an aborted event stream and never sends on it; the
    // server would wait for it until headersTimeout (60 s) when closing.
    context.app.server.closeAllConnections();
  });

  /** fetch that notes every token-endpoint call. */
  const countingFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname === '/o/token/') tokenCalls.push(url);
    return fetch(input, init);
  };

  function client(tokens: TokenStore, events: { expired: number; refreshed: number }): ApiClient {
    return createApiClient({
      apiBase,
      clientId: DEMO_CLIENT.clientId,
      clientSecret: DEMO_CLIENT.secret,
      tokens,
      fetch: countingFetch,
      language: () => 'en-US',
      xhr: false,
      onSessionExpired: () => {
        events.expired += 1;
      },
      onTokensRefreshed: () => {
        events.refreshed += 1;
      },
    });
  }

  const accessRow = (token: string) => eq(accessTokens.tokenHash, hashToken(token, context.config.tokenPepper));

  it('signs in, reads /api/me/, and after the access token dies refreshes once and retries', async () => {
    const tokens = createMemoryTokenStore();
    const events = { expired: 0, refreshed: 0 };
    const api = client(tokens, events);
    const answer = await requestPasswordToken(api, { username: 'agent', password: DEMO_PASSWORD });
    tokens.set(toSessionTokens(answer));
    const me = await api.requestJson('/api/me/', meResponseSchema);
    expect(me.username).toBe('agent');

    // The access token expires server-side (as after CAMPUS_ACCESS_TOKEN_TTL).
    await context.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(accessRow(answer.access_token));
    tokenCalls.length = 0;
    const [again, alsoAgain] = await Promise.all([
      api.requestJson('/api/me/', meResponseSchema),
      api.requestJson('/api/me/', meResponseSchema),
    ]);
    expect(again.username).toBe('agent');
    expect(alsoAgain.id).toBe(me.id);
    expect(tokenCalls).toHaveLength(1); // one refresh for both queued requests
    expect(events).toEqual({ expired: 0, refreshed: 1 });
    const current = tokens.get();
    expect(current?.accessToken).not.toBe(answer.access_token);
    expect(current?.refreshToken).not.toBe(answer.refresh_token);
    expect(current?.realtimeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('ends the SDK session when the server revoked it (refresh refused)', async () => {
    const tokens = createMemoryTokenStore();
    const events = { expired: 0, refreshed: 0 };
    const api = client(tokens, events);
    const answer = await requestPasswordToken(api, { username: 'owner', password: DEMO_PASSWORD });
    tokens.set(toSessionTokens(answer));
    await api.request('/api/logout/', { method: 'POST' });
    await expect(api.requestJson('/api/me/', meResponseSchema)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(events.expired).toBe(1);
    expect(tokens.get()).toBeNull();
  });

  it('gets the server’s localized errors as HttpError codes', async () => {
    const api = client(createMemoryTokenStore(), { expired: 0, refreshed: 0 });
    const failure = await requestPasswordToken(api, { username: 'agent', password: 'wrong' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'login_failed',
      message: 'Could not sign in. Check your username and password.',
    });
    const document = await alternativeLogin(api, {
      provider: 'document',
      document: '52998224725',
      document_country: 'BRA',
      password: DEMO_PASSWORD,
    });
    expect(document.token_type).toBe('Bearer');
  });

  it('reloads the tokens for a new selection', async () => {
    const tokens = createMemoryTokenStore();
    const api = client(tokens, { expired: 0, refreshed: 0 });
    tokens.set(toSessionTokens(await requestPasswordToken(api, { username: 'learner', password: DEMO_PASSWORD })));
    const me = await api.requestJson('/api/me/', meResponseSchema);
    const country = me.user_countries.find((entry) => entry.name === 'Chile');
    const answer = await reloadUserTokens(api, { country_id: Number(country?.id) });
    tokens.set(toSessionTokens(answer));
    expect((await api.requestJson('/api/me/', meResponseSchema)).selected_country_id).toBe(country?.id);
  });

  it('drives a whole Campus instance: sign-in, realtime over SSE, and realtime again after a refresh', async () => {
    const campus = createCampus({
      apiBase,
      clientId: DEMO_CLIENT.clientId,
      clientSecret: DEMO_CLIENT.secret,
      persist: false,
      adapters: { fetch: countingFetch, search: '' },
    });
    try {
      const answer = await requestPasswordToken(campus.api, { username: 'moderator', password: DEMO_PASSWORD });
      // Not signed in yet: the token travels as ?access_token= (spec §7).
      const me = await campus.api.requestJson('/api/me/', meResponseSchema, { accessToken: answer.access_token });
      const received: RankingEvent[] = [];
      campus.realtime.subscribe(`user:${me.id}`, (event) => received.push(event));
      campus.stores.session.getState().signIn({
        access_token: answer.access_token,
        refresh_token: answer.refresh_token,
        user_firebase_token: answer.user_firebase_token,
        id: me.id,
        full_name: me.full_name,
      });

      await expect
        .poll(async () => {
          await context.app.realtime.publish(`user:${me.id}`, { points: 1 });
          return received.length;
        })
        .toBeGreaterThan(0);

      // Expire the access token: the next call refreshes, and realtime signs in with the new realtime token.
      await context.database.db
        .update(accessTokens)
        .set({ revokedAt: new Date() })
        .where(accessRow(answer.access_token));
      await campus.api.requestJson('/api/me/', meResponseSchema);
      const refreshed = campus.stores.session.getState();
      expect(refreshed.access_token).not.toBe(answer.access_token);
      expect(refreshed.user_firebase_token).not.toBe(answer.user_firebase_token);
      const [family] = await context.database.db
        .select({ revokedAt: tokenFamilies.revokedAt })
        .from(tokenFamilies)
        .innerJoin(accessTokens, eq(accessTokens.familyId, tokenFamilies.id))
        .where(accessRow(answer.access_token));
      expect(family?.revokedAt).toBeNull();
      received.length = 0;
      await expect
        .poll(async () => {
          await context.app.realtime.publish(`user:${me.id}`, { points: 2 });
          return received.some((event) => event.data['points'] === 2);
        })
        .toBe(true);
    } finally {
      await campus.destroy();
    }
  });
});
