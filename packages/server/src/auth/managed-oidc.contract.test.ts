import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevelopmentProvider } from './managed-dev-provider';
import { createOidcManagedProvider } from './managed-oidc';
import type { ManagedIdentityProvider } from './managed-oidc';
import { authorizeAtProvider } from './managed-oidc.test-util';

const CLIENT = { clientId: 'contract-rp', clientSecret: 'contract-secret' };
const REDIRECT_URI = 'http://rp.test/auth/managed/callback/';

describe('managed sign-in OpenID Connect adapter (contract, against oidc-provider)', () => {
  let server: Server;
  let rp: ManagedIdentityProvider;
  let issuer: string;

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/oidc`;
    const handler = await createDevelopmentProvider({ issuer, ...CLIENT, redirectUri: REDIRECT_URI });
    // Mounted under a path, as the API mounts it in demo mode.
    server.on('request', (request, response) => {
      const original = request.url ?? '/';
      Object.assign(request, { originalUrl: original, url: original.replace(/^\/dev\/oidc/, '') || '/' });
      handler(request, response);
    });
    rp = createOidcManagedProvider({ issuer, ...CLIENT, redirectUri: REDIRECT_URI, development: true });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('discovers, authorizes with PKCE, exchanges the code and validates the ID token', async () => {
    const { url, transaction } = await rp.begin();
    const authorization = new URL(url);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).not.toBe(transaction.codeVerifier);
    expect(authorization.searchParams.get('state')).toBe(transaction.state);
    const callback = await authorizeAtProvider(REDIRECT_URI, url, 'learner@campus.test');
    expect(callback.searchParams.get('code')).toBeTruthy();
    const identity = await rp.complete(callback, transaction);
    expect(identity).toEqual({
      issuer,
      subject: 'learner@campus.test',
      email: 'learner@campus.test',
      emailVerified: true,
    });
  });

  it('refuses a callback whose state differs', async () => {
    const { url, transaction } = await rp.begin();
    const callback = await authorizeAtProvider(REDIRECT_URI, url, 'a@campus.test');
    await expect(rp.complete(callback, { ...transaction, state: 'another' })).rejects.toThrow();
  });

  it('refuses the exchange with another PKCE verifier', async () => {
    const { url, transaction } = await rp.begin();
    const callback = await authorizeAtProvider(REDIRECT_URI, url, 'a@campus.test');
    await expect(rp.complete(callback, { ...transaction, codeVerifier: 'x'.repeat(43) })).rejects.toThrow();
  });

  it('refuses a provider error answer', async () => {
    const { transaction } = await rp.begin();
    const refused = new URL(`${REDIRECT_URI}?error=access_denied&state=${transaction.state}`);
    await expect(rp.complete(refused, transaction)).rejects.toThrow();
  });
});
