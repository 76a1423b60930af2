import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createAttemptLimiter } from '../shared/attempt-limiter';
import { accountKey, ipKey, loginLimiter } from './sign-in';
import { openDatabase } from '../db/open-database';
import { rateLimitAttempts } from '../db/schema';
import { DEMO_PASSWORD } from '../security/demo-password';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { createUser, freshIp, passwordGrant, TEST_PASSWORD } from '../test-support/auth-test-helpers.test-util';

const WINDOW_SECONDS = 15 * 60;

afterEach(() => {
  vi.useRealTimers();
});

function advanceClock(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
}

describeEachDatabase('sign-in rate limits', (kind) => {
  const context = useTestApp(kind, { seed: true });

  it(
    'locks an account after 10 failures within 15 minutes, from any address, with Retry-After',
    { timeout: 20_000 },
    async () => {
      await createUser(context.database.db, 'target-account');
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await passwordGrant(context.app, 'target-account', `wrong-${attempt}`)).statusCode).toBe(400);
      }
      // Locked: even the right password, even typed as the e-mail, from a new address.
      for (const name of ['target-account', 'target-account@test.example']) {
        const locked = await passwordGrant(context.app, name, TEST_PASSWORD, {
          headers: { 'accept-language': 'en-US' },
        });
        expect(locked.statusCode).toBe(429);
        const retryAfter = Number(locked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
        expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
        expect(locked.json()).toMatchObject({
          code: 'too_many_attempts',
          message: 'Too many unsuccessful attempts. Wait 15 min and try again.',
        });
      }
      // Other accounts are not affected.
      expect((await passwordGrant(context.app, 'learner', DEMO_PASSWORD)).statusCode).toBe(200);
      advanceClock(WINDOW_SECONDS + 1);
      expect((await passwordGrant(context.app, 'target-account', TEST_PASSWORD)).statusCode).toBe(200);
    },
  );

  it('locks an address after 10 failures, whatever the names tried; X-Forwarded-For changes nothing', async () => {
    const ip = freshIp();
    // Nine failures as earlier requests left them (scrypt makes real ones slow), then the tenth for real.
    for (let attempt = 0; attempt < 9; attempt++) await loginLimiter.recordFailure(context.app, [ipKey(ip)]);
    const tenth = await passwordGrant(context.app, 'nobody-10', 'wrong', {
      ip,
      headers: { 'x-forwarded-for': '198.51.100.10' },
    });
    expect(tenth.statusCode).toBe(400);
    const rotated = await passwordGrant(context.app, 'learner', DEMO_PASSWORD, {
      ip,
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json()).toMatchObject({ code: 'too_many_attempts', error: 'invalid_request' });
    expect((await passwordGrant(context.app, 'learner', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful sign-in (not the address’s)', async () => {
    const user = await createUser(context.database.db, 'forgetful');
    const nine = () =>
      Promise.all(Array.from({ length: 9 }, () => loginLimiter.recordFailure(context.app, [accountKey(user, '')])));
    await nine();
    expect((await passwordGrant(context.app, 'forgetful', TEST_PASSWORD)).statusCode).toBe(200);
    await nine();
    expect((await passwordGrant(context.app, 'forgetful', 'wrong')).statusCode).toBe(400);
    expect((await passwordGrant(context.app, 'forgetful', TEST_PASSWORD)).statusCode).toBe(429);
  });

  if (kind === 'postgres') {
    it('is shared by every process on the database', async () => {
      const user = await createUser(context.database.db, 'shared-target');
      const otherDatabase = await openDatabase({ ...context.config, databasePoolMax: 2 });
      const other = await buildApp({ config: context.config, database: otherDatabase, logger: false });
      try {
        for (let attempt = 0; attempt < 9; attempt++)
          await loginLimiter.recordFailure(context.app, [accountKey(user, '')]);
        expect((await passwordGrant(other, 'shared-target', 'wrong')).statusCode).toBe(400);
        expect((await passwordGrant(other, 'shared-target', TEST_PASSWORD)).statusCode).toBe(429);
        expect((await passwordGrant(context.app, 'shared-target', TEST_PASSWORD)).statusCode).toBe(429);
      } finally {
        await other.close();
        await otherDatabase.close();
      }
    });
  }
});

describe('sign-in rate limits behind a trusted proxy [pglite]', () => {
  const context = useTestApp('pglite', { seed: true, config: { trustProxy: true } });

  it('counts the address X-Forwarded-For names when CAMPUS_TRUST_PROXY is set', async () => {
    const proxy = freshIp();
    for (let attempt = 0; attempt < 9; attempt++)
      await loginLimiter.recordFailure(context.app, [ipKey('198.51.100.7')]);
    const tenth = await passwordGrant(context.app, 'someone', 'wrong', {
      ip: proxy,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(tenth.statusCode).toBe(400);
    const sameClient = await passwordGrant(context.app, 'learner', DEMO_PASSWORD, {
      ip: proxy,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(sameClient.statusCode).toBe(429);
    const anotherClient = await passwordGrant(context.app, 'learner', DEMO_PASSWORD, {
      ip: proxy,
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(anotherClient.statusCode).toBe(200);
  });
});

describeEachDatabase('createAttemptLimiter', (kind) => {
  const context = useTestApp(kind);

  it('counts per key and scope, computes Retry-After from the oldest counted failure, and prunes', async () => {
    const limiter = createAttemptLimiter({ scope: 'test_codes', max: 3, windowSeconds: 60 });
    const otherScope = createAttemptLimiter({ scope: 'other', max: 3, windowSeconds: 60 });
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    await limiter.recordFailure(context.app, ['code:a'], at(0));
    await limiter.recordFailure(context.app, ['code:a'], at(10));
    expect(await limiter.retryAfter(context.app, ['code:a'], at(11))).toBe(0);
    await limiter.recordFailure(context.app, ['code:a', 'ip:x'], at(20));
    expect(await limiter.retryAfter(context.app, ['code:a'], at(21))).toBe(39);
    expect(await limiter.retryAfter(context.app, ['code:b', 'ip:x'], at(21))).toBe(0);
    expect(await otherScope.retryAfter(context.app, ['code:a'], at(21))).toBe(0);
    await expect(limiter.assertAllowed(context.app, ['code:a'], at(21))).rejects.toMatchObject({
      status: 429,
      code: 'too_many_attempts',
      headers: { 'retry-after': '39' },
    });
    expect(await limiter.retryAfter(context.app, ['code:a'], at(61))).toBe(0);
    expect(await limiter.prune(context.app, at(75))).toBe(2);
    const left = await context.database.db.select().from(rateLimitAttempts);
    expect(left.map((row) => row.attemptedAt.getTime())).toEqual([at(20).getTime(), at(20).getTime()]);
    expect(JSON.stringify(left)).not.toContain('code:a');
    await limiter.reset(context.app, ['code:a', 'ip:x']);
    expect(await context.database.db.select().from(rateLimitAttempts)).toEqual([]);
    expect(() => createAttemptLimiter({ scope: 'x', max: 0, windowSeconds: 1 })).toThrow(RangeError);
  });
});
