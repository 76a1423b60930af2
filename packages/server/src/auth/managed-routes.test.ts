import { meResponseSchema, tokenResponseSchema } from '@campus/core/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CampusApp } from '../app';
import type { ManagedSignInConfig } from '../config';
import { clients } from '../db/schema';
import { DEMO_CLIENT } from '../seed';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { createUser, getWithBearer, postForm } from '../test-support/auth-test-helpers.test-util';
import { authorizeAtProvider, startDevelopmentProvider } from './managed-oidc.test-util';

const SITE = 'http://site.test';
const RETURN_TO = `${SITE}/`;
const REDIRECT_URI = 'http://api.test/auth/managed/callback/';
const RP = { clientId: 'routes-rp', clientSecret: 'routes-secret' };

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code, message: expect.any(String) });
  expect(response.json<{ message: string }>().message).not.toBe(code);
}

function start(app: CampusApp, clientId: string = DEMO_CLIENT.clientId, returnTo = RETURN_TO) {
  const query = new URLSearchParams({ client_id: clientId, return_to: returnTo });
  return app.inject({ method: 'GET', url: `/auth/managed/start/?${query.toString()}` });
}

async function setManagedFlag(app: CampusApp, on: boolean) {
  const [client] = await app.database.db.select().from(clients).where(eq(clients.clientId, DEMO_CLIENT.clientId));
  if (!client) throw new Error('no demo client');
  await app.database.db
    .update(clients)
    .set({ params: { ...client.params, login: { ...client.params.login, show_azure_login_btn: on } } })
    .where(eq(clients.id, client.id));
}

/** Starts, walks the provider as `email`, and calls the callback with the browser's cookie. */
async function walk(app: CampusApp, email: string) {
  const started = await start(app);
  expect(started.statusCode, started.body).toBe(302);
  const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
  const callback = await authorizeAtProvider(REDIRECT_URI, String(started.headers.location), email);
  const answer = await app.inject({
    method: 'GET',
    url: `/auth/managed/callback/${callback.search}`,
    headers: { cookie },
  });
  return { started, cookie, answer };
}

function fragmentOf(response: LightMyRequestResponse): URLSearchParams {
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(String(response.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(RETURN_TO);
  expect(location.search).toBe('');
  return new URLSearchParams(location.hash.slice(1));
}

describeEachDatabase('managed sign-in routes (against the development provider)', (kind) => {
  let provider: Awaited<ReturnType<typeof startDevelopmentProvider>> | undefined;
  beforeAll(async () => {
    provider = await startDevelopmentProvider(RP, REDIRECT_URI);
  });
  afterAll(async () => provider?.close());
  const managed = (): ManagedSignInConfig => ({
    issuer: provider?.issuer ?? 'http://127.0.0.1:1/dev/oidc',
    ...RP,
    redirectUri: REDIRECT_URI,
    development: false,
  });
  const context = useTestApp(kind, {
    seed: true,
    // Read when the app is built, once the provider listens (this file's beforeAll runs first).
    config: {
      corsOrigins: [SITE],
      get managedSignIn() {
        return managed();
      },
    },
  });

  beforeAll(async () => setManagedFlag(context.app, true));

  it('start: refuses an unknown client, a client without the flag and a return address of another origin', async () => {
    expectError(await start(context.app, 'nobody'), 404, 'invalid_client');
    expectError(await start(context.app, DEMO_CLIENT.clientId, 'https://evil.test/'), 400, 'invalid_request');
    expectError(await start(context.app, DEMO_CLIENT.clientId, 'javascript:alert(1)'), 400, 'invalid_request');
    // CORS open to any origin (`*`) names no return address: the one-time code would go to any page.
    const corsOrigins = context.app.config.corsOrigins;
    Object.assign(context.app.config, { corsOrigins: ['*'] });
    try {
      expectError(await start(context.app, DEMO_CLIENT.clientId, 'https://evil.test/'), 400, 'invalid_request');
    } finally {
      Object.assign(context.app.config, { corsOrigins });
    }
    await setManagedFlag(context.app, false);
    try {
      expectError(await start(context.app), 400, 'managed_login_off');
    } finally {
      await setManagedFlag(context.app, true);
    }
  });

  it('start: redirects to the provider with PKCE S256 and seals the state in an HttpOnly cookie', async () => {
    const started = await start(context.app);
    expect(started.statusCode).toBe(302);
    const location = new URL(String(started.headers.location));
    expect(location.href.startsWith(`${provider?.issuer}/`)).toBe(true);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(String(started.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    expect(started.headers['cache-control']).toBe('no-store');
  });

  it('callback: 400 managed_login_state_mismatch without the cookie, or for another state', async () => {
    const { cookie } = await walk(context.app, 'learner@campus.example');
    expectError(
      await context.app.inject({ method: 'GET', url: '/auth/managed/callback/?code=x&state=y' }),
      400,
      'managed_login_state_mismatch',
    );
    expectError(
      await context.app.inject({
        method: 'GET',
        url: '/auth/managed/callback/?code=x&state=another',
        headers: { cookie },
      }),
      400,
      'managed_login_state_mismatch',
    );
  });

  it('callback: the provider’s refusal comes back as #error=managed_login_failed', async () => {
    const started = await start(context.app);
    const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
    const state = new URL(String(started.headers.location)).searchParams.get('state') ?? '';
    const answer = await context.app.inject({
      method: 'GET',
      url: `/auth/managed/callback/?error=access_denied&state=${state}`,
      headers: { cookie },
    });
    expect(fragmentOf(answer).get('error')).toBe('managed_login_failed');
  });

  it('callback: an e-mail nobody has comes back as #error=managed_login_no_profile', async () => {
    const { answer } = await walk(context.app, 'stranger@elsewhere.test');
    expect(fragmentOf(answer).get('error')).toBe('managed_login_no_profile');
  });

  it('callback: a blocked account comes back as #error=user_blocked', async () => {
    await createUser(context.app.database.db, 'managed-blocked', { status: 'blocked' });
    const { answer } = await walk(context.app, 'managed-blocked@test.example');
    expect(fragmentOf(answer).get('error')).toBe('user_blocked');
  });

  it('success: a one-time code the site trades at /o/token/ for access and refresh tokens of the account', async () => {
    const { answer } = await walk(context.app, 'learner@campus.example');
    const fragment = fragmentOf(answer);
    expect(fragment.get('token')).toBeNull();
    expect(fragment.get('access_token')).toBeNull();
    const code = fragment.get('managed_code') ?? '';
    expect(code).not.toBe('');

    const exchanged = await postForm(context.app, '/o/token/', { grant_type: 'managed_code', code });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.headers['cache-control']).toBe('no-store');
    const tokens = tokenResponseSchema.parse(exchanged.json());
    expect(tokens.refresh_token).toBeTruthy();
    const me = await getWithBearer(context.app, '/api/me/', tokens.access_token);
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json()).username).toBe('learner');
    // The session refreshes like a password sign-in.
    const refreshed = await postForm(context.app, '/o/token/', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);

    // The code is spent.
    const again = await postForm(context.app, '/o/token/', { grant_type: 'managed_code', code });
    expectError(again, 400, 'managed_login_failed');
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('the managed_code grant refuses a forged code and a missing code', async () => {
    expectError(
      await postForm(context.app, '/o/token/', { grant_type: 'managed_code', code: 'forged' }),
      400,
      'managed_login_failed',
    );
    expectError(await postForm(context.app, '/o/token/', { grant_type: 'managed_code' }), 400, 'invalid_request');
  });
});

describeEachDatabase('the development provider mounted in demo mode', (kind) => {
  const context = useTestApp(kind);

  it('answers OpenID Connect discovery under /dev/oidc, outside the documented API', async () => {
    const discovery = await context.app.inject({ method: 'GET', url: '/dev/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode, discovery.body).toBe(200);
    const issuer = context.app.config.managedSignIn?.issuer ?? '';
    expect(issuer).toMatch(/\/dev\/oidc$/);
    expect(discovery.json()).toMatchObject({
      issuer,
      code_challenge_methods_supported: expect.arrayContaining(['S256']),
    });
    const openapi = (await context.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: object }>();
    expect(Object.keys(openapi.paths).filter((path) => path.startsWith('/dev/oidc'))).toEqual([]);
  });

  it('lets its login form end on the site: its pages’ policy has no form-action (a browser would stop there)', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/dev/oidc/.well-known/openid-configuration' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('form-action');
  });

  it('does not exist for callers on another machine (its login page signs anyone in)', async () => {
    const discovery = await context.app.inject({
      method: 'GET',
      url: '/dev/oidc/.well-known/openid-configuration',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(discovery.statusCode).toBe(404);
  });
});
