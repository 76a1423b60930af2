import { MESSAGE_BUNDLES } from '@campus/core';
import { tokenResponseSchema } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from './refresh-rotation';
import { accessTokens, clients, refreshTokens, tokenFamilies, users } from '../db/schema';
import { DEMO_PASSWORD } from '../security/demo-password';
import { hashSecret } from '../security/password-hash';
import { hashToken } from '../security/token-hash';
import { DEMO_CLIENT } from '../seed';
import { demoClientParams } from '../seed/demo/demo-client';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import {
  basic,
  createUser,
  form,
  freshIp,
  getWithBearer,
  passwordGrant,
  postForm,
  refreshGrant,
  signIn,
  TEST_PASSWORD,
} from '../test-support/auth-test-helpers.test-util';

const pt = MESSAGE_BUNDLES['pt-BR'].errors;

afterEach(() => {
  vi.useRealTimers();
});

/** Moves `Date` forward (timers stay real: the database drivers need them). */
function advanceClock(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
}

describeEachDatabase('POST /o/token/', (kind) => {
  const context = useTestApp(kind, { seed: true });

  describe('password grant', () => {
    it('signs in with the username, the e-mail or the document, answering core’s token schema', async () => {
      for (const name of ['learner', 'LEARNER@campus.example', '529.982.247-25', '52998224725']) {
        const response = await passwordGrant(context.app, name, DEMO_PASSWORD);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
        const body = tokenResponseSchema.parse(response.json());
        expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read write' });
        expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(new Set([body.access_token, body.refresh_token, body.user_firebase_token]).size).toBe(3);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('stores only hashes of the tokens', async () => {
      const tokens = await signIn(context.app, 'agent', DEMO_PASSWORD);
      const pepper = context.config.tokenPepper;
      const [access] = await context.database.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, hashToken(tokens.access_token, pepper)));
      expect(access).toBeDefined();
      const [byClearText] = await context.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokens.refresh_token));
      expect(byClearText).toBeUndefined();
    });

    it('accepts client credentials in the body, but not both ways at once', async () => {
      const fields = { grant_type: 'password', username: 'learner', password: DEMO_PASSWORD };
      const inBody = { ...fields, client_id: DEMO_CLIENT.clientId, client_secret: DEMO_CLIENT.secret };
      expect((await postForm(context.app, '/o/token/', inBody, { authorization: null })).statusCode).toBe(200);
      const both = await postForm(context.app, '/o/token/', inBody);
      expect(both.statusCode).toBe(400);
      expect(both.json()).toMatchObject({ error: 'invalid_request', code: 'invalid_request' });
    });

    it('answers 401 invalid_client with a Basic challenge for a bad, unknown or missing client', async () => {
      for (const authorization of [basic(DEMO_CLIENT.clientId, 'wrong'), basic('nobody', 'x'), null, 'Basic !!!']) {
        const response = await passwordGrant(context.app, 'learner', DEMO_PASSWORD, { authorization });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Basic /);
        expect(response.json()).toMatchObject({ error: 'invalid_client', code: 'invalid_client' });
        expect(response.json().message).toBe(response.json().error_description);
      }
    });

    it('refuses an inactive client', async () => {
      const secretHash = await hashSecret('dormant-secret');
      const [defaults] = await context.database.db.select().from(clients).limit(1);
      if (!defaults) throw new Error('no client');
      await context.database.db.insert(clients).values({
        clientId: 'dormant',
        secretHash,
        name: 'Dormant',
        params: defaults.params,
        defaultLanguageId: 1,
        isActive: false,
      });
      const response = await passwordGrant(context.app, 'learner', DEMO_PASSWORD, {
        authorization: basic('dormant', 'dormant-secret'),
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers the same invalid_grant for a wrong password and an unknown user, in similar time', async () => {
      const wrong = await passwordGrant(context.app, 'learner', 'not-the-password');
      const unknown = await passwordGrant(context.app, 'nobody-at-all', 'not-the-password');
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'invalid_grant',
          error_description: pt.login_failed,
          code: 'login_failed',
          message: pt.login_failed,
        });
      }
      // CPU time of this process (scrypt's thread pool included), not wall time: other work on the machine cannot
      // stretch one side more than the other (each test file runs in a process of its own).
      const time = async (username: string) => {
        const started = process.cpuUsage();
        await passwordGrant(context.app, username, 'not-the-password');
        const spent = process.cpuUsage(started);
        return spent.user + spent.system;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const wrongTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let round = 0; round < 3; round++) {
        wrongTimes.push(await time('agent'));
        unknownTimes.push(await time(`ghost-${round}`));
      }
      // Both spend one scrypt hash (~50 ms of CPU); without the dummy hash the unknown user would spend ~1 ms.
      expect(median(unknownTimes)).toBeGreaterThan(median(wrongTimes) * 0.5);
    });

    it('localizes the message by Accept-Language', async () => {
      const response = await passwordGrant(context.app, 'learner', 'nope', { headers: { 'accept-language': 'en-US' } });
      expect(response.json().message).toBe(MESSAGE_BUNDLES['en-US'].errors.login_failed);
    });

    it('refuses blocked and unapproved accounts only once the password is right', async () => {
      await createUser(context.database.db, 'blocked-one', { status: 'blocked' });
      await createUser(context.database.db, 'waiting-one', { status: 'awaiting_approval' });
      const blocked = await passwordGrant(context.app, 'blocked-one', TEST_PASSWORD);
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json()).toMatchObject({
        error: 'invalid_grant',
        code: 'user_blocked',
        message: 'Você foi bloqueado',
      });
      const waiting = await passwordGrant(context.app, 'waiting-one', TEST_PASSWORD);
      expect(waiting.json()).toMatchObject({ error: 'invalid_grant', code: 'account_awaiting_approval' });
      const blockedWrong = await passwordGrant(context.app, 'blocked-one', 'wrong');
      expect(blockedWrong.json().code).toBe('login_failed');
    });

    it('refuses users who do not belong to the client, except superusers', async () => {
      await createUser(context.database.db, 'outsider', { member: false });
      await createUser(context.database.db, 'root-outsider', { member: false, isSuperuser: true });
      const outsider = await passwordGrant(context.app, 'outsider', TEST_PASSWORD);
      expect(outsider.json()).toMatchObject({ code: 'user_without_access', message: pt.user_without_access });
      expect((await passwordGrant(context.app, 'root-outsider', TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('answers invalid_request or unsupported_grant_type for malformed grants', async () => {
      const cases: [Record<string, string>, string, string[]?][] = [
        [{ username: 'learner', password: 'x' }, 'invalid_request', ['body.grant_type']],
        [{ grant_type: 'password', username: 'learner' }, 'invalid_request', ['body.password']],
        [{ grant_type: 'refresh_token' }, 'invalid_request', ['body.refresh_token']],
        [{ grant_type: 'client_credentials' }, 'unsupported_grant_type'],
        [{ grant_type: 'authorization_code', code: 'x' }, 'unsupported_grant_type'],
      ];
      for (const [fields, error, fieldList] of cases) {
        const response = await postForm(context.app, '/o/token/', fields);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error, code: error });
        if (fieldList) expect(response.json().fields).toEqual(fieldList);
      }
      const repeated = await context.app.inject({
        method: 'POST',
        url: '/o/token/',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic() },
        payload: 'grant_type=password&username=a&username=b&password=x',
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json()).toMatchObject({ error: 'invalid_request', fields: ['body.username'] });
    });
  });

  describe('refresh grant', () => {
    it('rotates: new tokens in the same session, the old refresh token is spent', async () => {
      const first = await signIn(context.app, 'owner', DEMO_PASSWORD);
      const response = await refreshGrant(context.app, first.refresh_token);
      expect(response.statusCode, response.body).toBe(200);
      const second = tokenResponseSchema.parse(response.json());
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.access_token).not.toBe(first.access_token);
      expect((await getWithBearer(context.app, '/api/me/', second.access_token)).statusCode).toBe(200);
      const pepper = context.config.tokenPepper;
      const [old] = await context.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(first.refresh_token, pepper)));
      const [fresh] = await context.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(second.refresh_token, pepper)));
      expect(old?.usedAt).toBeInstanceOf(Date);
      expect(fresh?.familyId).toBe(old?.familyId);
    });

    it('treats a second use within the grace as a race: refused, session kept', async () => {
      const first = await signIn(context.app, 'owner', DEMO_PASSWORD);
      const second = tokenResponseSchema.parse((await refreshGrant(context.app, first.refresh_token)).json());
      const late = await refreshGrant(context.app, first.refresh_token);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ error: 'invalid_grant', code: 'session_expired' });
      expect((await getWithBearer(context.app, '/api/me/', second.access_token)).statusCode).toBe(200);
      expect((await refreshGrant(context.app, second.refresh_token)).statusCode).toBe(200);
    });

    it('revokes the whole session when a rotated refresh token is reused after the grace', async () => {
      const first = await signIn(context.app, 'owner', DEMO_PASSWORD);
      const second = tokenResponseSchema.parse((await refreshGrant(context.app, first.refresh_token)).json());
      advanceClock(REFRESH_REUSE_GRACE_SECONDS + 1);
      const reuse = await refreshGrant(context.app, first.refresh_token);
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().code).toBe('session_expired');
      expect((await getWithBearer(context.app, '/api/me/', second.access_token)).statusCode).toBe(401);
      expect((await getWithBearer(context.app, '/api/me/', first.access_token)).statusCode).toBe(401);
      expect((await refreshGrant(context.app, second.refresh_token)).statusCode).toBe(400);
      const [family] = await context.database.db
        .select()
        .from(tokenFamilies)
        .innerJoin(refreshTokens, eq(refreshTokens.familyId, tokenFamilies.id))
        .where(eq(refreshTokens.tokenHash, hashToken(first.refresh_token, context.config.tokenPepper)));
      expect(family?.token_families.revokedReason).toBe('refresh_token_reuse');
    });

    it('lets exactly one of two simultaneous refreshes win, without revoking the session', async () => {
      const first = await signIn(context.app, 'owner', DEMO_PASSWORD);
      const answers = await Promise.all([
        refreshGrant(context.app, first.refresh_token),
        refreshGrant(context.app, first.refresh_token),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 400]);
      const winner = tokenResponseSchema.parse(answers.find((answer) => answer.statusCode === 200)?.json());
      expect((await getWithBearer(context.app, '/api/me/', winner.access_token)).statusCode).toBe(200);
      expect((await refreshGrant(context.app, winner.refresh_token)).statusCode).toBe(200);
    });

    it('refuses unknown tokens and tokens of another client', async () => {
      expect((await refreshGrant(context.app, 'x'.repeat(43))).json()).toMatchObject({ code: 'session_expired' });
      const secretHash = await hashSecret('other-secret');
      const [defaults] = await context.database.db.select().from(clients).limit(1);
      if (!defaults) throw new Error('no client');
      await context.database.db.insert(clients).values({
        clientId: 'other-app',
        secretHash,
        name: 'Other',
        params: defaults.params,
        defaultLanguageId: 1,
      });
      const tokens = await signIn(context.app, 'owner', DEMO_PASSWORD);
      const foreign = await refreshGrant(context.app, tokens.refresh_token, {
        authorization: basic('other-app', 'other-secret'),
      });
      expect(foreign.statusCode).toBe(400);
      expect((await refreshGrant(context.app, tokens.refresh_token)).statusCode).toBe(200);
    });

    it('ends a blocked user’s session at the next refresh', async () => {
      const user = await createUser(context.database.db, 'soon-blocked');
      const tokens = await signIn(context.app, 'soon-blocked', TEST_PASSWORD);
      await context.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
      expect((await getWithBearer(context.app, '/api/me/', tokens.access_token)).json()).toMatchObject({
        code: 'user_blocked',
      });
      const refresh = await refreshGrant(context.app, tokens.refresh_token);
      expect(refresh.json()).toMatchObject({ error: 'invalid_grant', code: 'user_blocked' });
    });
  });

  describe('expiry', () => {
    it('expires access tokens after CAMPUS_ACCESS_TOKEN_TTL', async () => {
      const tokens = await signIn(context.app, 'moderator', DEMO_PASSWORD);
      advanceClock(context.config.accessTokenTtlSeconds - 5);
      expect((await getWithBearer(context.app, '/api/me/', tokens.access_token)).statusCode).toBe(200);
      advanceClock(context.config.accessTokenTtlSeconds + 1);
      const expired = await getWithBearer(context.app, '/api/me/', tokens.access_token);
      expect(expired.statusCode).toBe(401);
      expect(expired.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(expired.json().code).toBe('unauthorized');
      expect((await refreshGrant(context.app, tokens.refresh_token)).statusCode).toBe(200);
    });

    it('ends the session at the absolute expiry, however often it was refreshed', async () => {
      let tokens = await signIn(context.app, 'moderator', DEMO_PASSWORD);
      const ttl = context.config.refreshTokenTtlSeconds;
      advanceClock(ttl - 60);
      const late = await refreshGrant(context.app, tokens.refresh_token);
      expect(late.statusCode).toBe(200);
      tokens = tokenResponseSchema.parse(late.json());
      expect(tokens.expires_in).toBeLessThanOrEqual(60);
      advanceClock(ttl + 1);
      expect((await refreshGrant(context.app, tokens.refresh_token)).statusCode).toBe(400);
      expect((await getWithBearer(context.app, '/api/me/', tokens.access_token)).statusCode).toBe(401);
    });
  });

  it('answers fuzzed form bodies and headers with a 4xx, never a 5xx', async () => {
    const field = fc.constantFrom(
      'grant_type',
      'username',
      'password',
      'refresh_token',
      'client_id',
      'client_secret',
      'scope',
      '__proto__',
      'constructor',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('password', 'refresh_token', 'learner', DEMO_PASSWORD, '', '\u0000', 'a'.repeat(2000)),
    );
    const body = fc.oneof(
      fc.dictionary(field, value, { maxKeys: 6 }).map((fields) => form(fields)),
      fc.string({ maxLength: 200 }),
    );
    const authorization = fc.oneof(
      fc.constant(basic()),
      fc.constant(basic('campus-web', 'bad')),
      fc.string({ maxLength: 60 }).map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
      fc.string({ maxLength: 60 }),
    );
    const contentType = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
      'multipart/form-data',
    );
    await fc.assert(
      fc.asyncProperty(body, authorization, contentType, async (payload, auth, type) => {
        const response = await context.app.inject({
          method: 'POST',
          url: '/o/token/',
          remoteAddress: freshIp(),
          headers: { 'content-type': type, authorization: auth },
          payload,
        });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json()).toHaveProperty('code');
      }),
      { numRuns: 60 },
    );
  });
});

describeEachDatabase('POST /o/token/ with demo mode off', (kind) => {
  const context = useTestApp(kind, { seed: true, config: { demo: false } });

  it('refuses the demo password even where it is the stored one', async () => {
    const secretHash = await hashSecret(DEMO_CLIENT.secret);
    await context.database.db.insert(clients).values({
      clientId: DEMO_CLIENT.clientId,
      secretHash,
      name: 'Campus',
      params: demoClientParams(),
      defaultLanguageId: 1,
    });
    await createUser(context.database.db, 'legacy-demo', { passwordHash: await hashSecret(DEMO_PASSWORD) });
    await createUser(context.database.db, 'real-user');
    const demo = await passwordGrant(context.app, 'legacy-demo', DEMO_PASSWORD);
    expect(demo.statusCode).toBe(400);
    expect(demo.json().code).toBe('login_failed');
    expect((await passwordGrant(context.app, 'real-user', TEST_PASSWORD)).statusCode).toBe(200);
  });
});
