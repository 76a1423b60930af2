import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGE_BUNDLES } from '@campus/core';
import { tokenResponseSchema } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleVerifier, GOOGLE_ISSUER } from './google-id-token';
import { tokenFamilies, userIdentities } from '../db/schema';
import { DEMO_PASSWORD } from '../security/demo-password';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { basic, createUser, freshIp, getWithBearer, postForm } from '../test-support/auth-test-helpers.test-util';

const pt = MESSAGE_BUNDLES['pt-BR'].errors;
const GOOGLE_CLIENT_ID = 'campus-test.apps.googleusercontent.com';
const PATH = '/etraining_login/alternative_login/';

/** A local stand-in for Google: a key pair whose public half is served as a JWKS file. */
const jwksFile = join(tmpdir(), `campus-google-jwks-${process.pid}-${randomBytes(4).toString('hex')}.json`);
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
  await writeFile(jwksFile, JSON.stringify({ keys: [jwk] }));
});
afterAll(async () => {
  await rm(jwksFile, { force: true });
});

interface IdTokenOptions {
  readonly audience?: string;
  readonly issuer?: string;
  readonly expiresIn?: string | number;
  readonly issuedAt?: number;
  readonly key?: CryptoKey;
}

/** An ID token as Google Identity Services hands it to the page. */
function idToken(subject: string, claims: JWTPayload = {}, options: IdTokenOptions = {}): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key' })
    .setIssuer(options.issuer ?? GOOGLE_ISSUER)
    .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
    .setSubject(subject)
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? googleKey);
}

describe('createGoogleVerifier', () => {
  it('is off without CAMPUS_GOOGLE_CLIENT_ID', () => {
    expect(createGoogleVerifier({ googleClientIds: [], googleJwksUrl: 'https://x.test/', googleJwksFile: null })).toBe(
      null,
    );
  });
});

describeEachDatabase('POST /etraining_login/alternative_login/', (kind) => {
  const context = useTestApp(kind, {
    seed: true,
    config: { googleClientIds: [GOOGLE_CLIENT_ID], googleJwksFile: jwksFile },
  });
  const google = (token: string, ip = freshIp()) =>
    postForm(context.app, PATH, { provider: 'google', id_token: token }, { ip });

  describe('provider=google', () => {
    it('links a first sign-in by verified e-mail, then recognises the subject even if the e-mail changes', async () => {
      const user = await createUser(context.database.db, 'googler', { email: 'Googler@Example.com' });
      const first = await google(await idToken('g-100', { email: 'googler@example.com', email_verified: true }));
      expect(first.statusCode, first.body).toBe(200);
      const tokens = tokenResponseSchema.parse(first.json());
      expect((await getWithBearer(context.app, '/api/me/', tokens.access_token)).json().username).toBe('googler');
      const [link] = await context.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-100'));
      expect(link).toMatchObject({ userId: user.id, issuer: GOOGLE_ISSUER });
      const [family] = await context.database.db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, user.id));
      expect(family?.method).toBe('google');

      const renamed = await google(
        await idToken(
          'g-100',
          { email: 'new-address@example.com', email_verified: true },
          { issuer: 'accounts.google.com' },
        ),
      );
      expect(renamed.statusCode).toBe(200);
    });

    it('answers no_profile for an identity nobody here has', async () => {
      await createUser(context.database.db, 'unverified', { email: 'unverified@example.com' });
      for (const claims of [
        { email: 'stranger@example.com', email_verified: true },
        { email: 'unverified@example.com', email_verified: false },
        {},
      ]) {
        const response = await google(await idToken(`g-${Math.random()}`, claims));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'invalid_grant',
          error_description: pt.no_profile,
          code: 'no_profile',
          message: pt.no_profile,
        });
      }
    });

    it('refuses tokens with a wrong audience or issuer, expired, or signed by another key', async () => {
      await createUser(context.database.db, 'victim', { email: 'victim@example.com' });
      const claims = { email: 'victim@example.com', email_verified: true };
      const hourAgo = Math.floor(Date.now() / 1000) - 3600;
      const tokens = [
        await idToken('g-200', claims, { audience: 'someone-else.apps.googleusercontent.com' }),
        await idToken('g-200', claims, { issuer: 'https://evil.example.com' }),
        await idToken('g-200', claims, { issuedAt: hourAgo - 60, expiresIn: hourAgo }),
        await idToken('g-200', claims, { key: strangerKey }),
        'not.a.jwt',
      ];
      for (const token of tokens) {
        const response = await google(token);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'invalid_grant',
          code: 'google_login_failed',
          message: pt.google_login_failed,
        });
      }
      const links = await context.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-200'));
      expect(links).toEqual([]);
    });

    it('refuses a staff account: it signs in with its own password only', async () => {
      await createUser(context.database.db, 'staff-googler', { email: 'staff@example.com', roles: ['auditor'] });
      const response = await google(await idToken('g-400', { email: 'staff@example.com', email_verified: true }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_grant', code: 'password_sign_in_required' });
    });

    it('still checks the account: a blocked user gets user_blocked', async () => {
      await createUser(context.database.db, 'blocked-googler', { email: 'blocked@example.com', status: 'blocked' });
      const response = await google(await idToken('g-300', { email: 'blocked@example.com', email_verified: true }));
      expect(response.json()).toMatchObject({ code: 'user_blocked', message: 'Você foi bloqueado' });
    });
  });

  describe('provider=document', () => {
    it('signs in with a document and password', async () => {
      const response = await postForm(context.app, PATH, {
        provider: 'document',
        document: '11144477735',
        document_country: 'BRA',
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(200);
      const tokens = tokenResponseSchema.parse(response.json());
      expect((await getWithBearer(context.app, '/api/me/', tokens.access_token)).json().username).toBe('agent');
    });

    it('answers login_failed for a wrong password or an unknown document, invalid_request for a bad one', async () => {
      const wrong = await postForm(context.app, PATH, {
        provider: 'document',
        document: '11144477735',
        document_country: 'BRA',
        password: 'wrong',
      });
      expect(wrong.json()).toMatchObject({ error: 'invalid_grant', code: 'login_failed' });
      const unknown = await postForm(context.app, PATH, {
        provider: 'document',
        document: '12345678',
        document_country: 'ARG',
        password: 'wrong',
      });
      expect(unknown.json()).toMatchObject({ code: 'login_failed' });
      const invalid = await postForm(context.app, PATH, {
        provider: 'document',
        document: '11144477700',
        document_country: 'BRA',
        password: 'x',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ error: 'invalid_request', fields: ['body.document'] });
    });
  });

  it('requires client credentials', async () => {
    const token = await idToken('g-400', {});
    const response = await postForm(
      context.app,
      PATH,
      { provider: 'google', id_token: token },
      { authorization: null },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
    const bad = await postForm(
      context.app,
      PATH,
      { provider: 'google', id_token: token },
      { authorization: basic('x', 'y') },
    );
    expect(bad.statusCode).toBe(401);
  });

  it('answers fuzzed form bodies with a 4xx, never a 5xx', async () => {
    const fields = fc.dictionary(
      fc.constantFrom('provider', 'id_token', 'document', 'document_country', 'password', 'extra'),
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('google', 'document', 'BRA', 'ARG', '52998224725', 'a.b.c'),
      ),
      { maxKeys: 6 },
    );
    await fc.assert(
      fc.asyncProperty(fields, async (body) => {
        const response = await postForm(context.app, PATH, body);
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json()).toHaveProperty('code');
      }),
      { numRuns: 40 },
    );
  });
});
