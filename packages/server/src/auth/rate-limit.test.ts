import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createAttemptLimiter } from '../shared/attempt-limiter';
import {
  accountDelaySeconds,
  accountFailures,
  accountKey,
  addressFailures,
  FREE_ACCOUNT_FAILURES,
  ipKey,
  MAX_ADDRESS_FAILURES,
  recordSignInFailure,
} from './sign-in-throttle';
import { openDatabase } from '../db/open-database';
import { rateLimitAttempts } from '../db/schema';
import { DEMO_PASSWORD } from '../security/demo-password';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { createUser, freshIp, passwordGrant, TEST_PASSWORD } from '../test-support/auth-test-helpers.test-util';

afterEach(() => {
  vi.useRealTimers();
});

function advanceClock(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
}

describeEachDatabase('sign-in throttling', (kind) => {
  const context = useTestApp(kind, { seed: true });

  it(
    'slows an account down after 4 failures, from any address: each try waits twice as long, with Retry-After',
    { timeout: 30_000 },
    async () => {
      await createUser(context.database.db, 'target-account');
      for (let attempt = 0; attempt < FREE_ACCOUNT_FAILURES + 1; attempt++) {
        expect((await passwordGrant(context.app, 'target-account', `wrong-${attempt}`)).statusCode).toBe(400);
      }
      // Five failures: the next try waits 1 s after the latest, even with the right password, typed as the
      // e-mail, from a new address.
      for (const name of ['target-account', 'target-account@test.example']) {
        const slowed = await passwordGrant(context.app, name, TEST_PASSWORD, {
          headers: { 'accept-language': 'en-US' },
        });
        expect(slowed.statusCode).toBe(429);
        expect(Number(slowed.headers['retry-after'])).toBe(1);
        expect(slowed.json()).toMatchObject({
          code: 'too_many_attempts',
          message: 'Too many unsuccessful attempts. Wait 1 s and try again.',
        });
      }
      // Other accounts are not affected.
      expect((await passwordGrant(context.app, 'learner', DEMO_PASSWORD)).statusCode).toBe(200);
      // Once the wait passed, one more wrong try doubles it.
      advanceClock(2);
      expect((await passwordGrant(context.app, 'target-account', 'wrong-again')).statusCode).toBe(400);
      expect(Number((await passwordGrant(context.app, 'target-account', TEST_PASSWORD)).headers['retry-after'])).toBe(
        2,
      );
      advanceClock(3);
      expect((await passwordGrant(context.app, 'target-account', TEST_PASSWORD)).statusCode).toBe(200);
    },
  );

  it('grows the wait 1, 2, 4 … seconds up to 15 minutes', () => {
    expect([4, 5, 6, 7, 10, 14, 15, 40].map(accountDelaySeconds)).toEqual([0, 1, 2, 4, 32, 512, 900, 900]);
  });

  it('stops an address after 100 failures (a store’s staff share one), whatever the names; X-Forwarded-For changes nothing', async () => {
    const ip = freshIp();
    // 99 failures as earlier requests left them (scrypt makes real ones slow), then the 100th for real.
    for (let attempt = 0; attempt < MAX_ADDRESS_FAILURES - 1; attempt++) {
      await addressFailures.recordFailure(context.app, [ipKey(ip)]);
    }
    const last = await passwordGrant(context.app, 'nobody-100', 'wrong', {
      ip,
      headers: { 'x-forwarded-for': '198.51.100.10' },
    });
    expect(last.statusCode).toBe(400);
    const rotated = await passwordGrant(context.app, 'learner', DEMO_PASSWORD, {
      ip,
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json()).toMatchObject({ code: 'too_many_attempts', error: 'invalid_request' });
    expect((await passwordGrant(context.app, 'learner', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a store’s staff mistype together: 30 wrong passwords from one address lock nobody else out', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      await recordSignInFailure(context.app, { ip, account: `name:colleague-${attempt % 10}` });
    }
    expect((await passwordGrant(context.app, 'learner', DEMO_PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful sign-in (not the address’s)', async () => {
    const user = await createUser(context.database.db, 'forgetful');
    const ip = freshIp();
    const failures = (count: number) =>
      Promise.all(
        Array.from({ length: count }, () => recordSignInFailure(context.app, { ip, account: accountKey(user, '') })),
      );
    await failures(FREE_ACCOUNT_FAILURES);
    expect((await passwordGrant(context.app, 'forgetful', TEST_PASSWORD)).statusCode).toBe(200);
    await failures(FREE_ACCOUNT_FAILURES);
    expect((await passwordGrant(context.app, 'forgetful', 'wrong')).statusCode).toBe(400);
    expect((await passwordGrant(context.app, 'forgetful', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await addressFailures.recent(context.app, ipKey(ip))).count).toBe(2 * FREE_ACCOUNT_FAILURES);
  });

  if (kind === 'postgres') {
    it('is shared by every process on the database', async () => {
      const user = await createUser(context.database.db, 'shared-target');
      const otherDatabase = await openDatabase({ ...context.config, databasePoolMax: 2 });
      const other = await buildApp({ config: context.config, database: otherDatabase, logger: false });
      try {
        for (let attempt = 0; attempt < FREE_ACCOUNT_FAILURES; attempt++) {
          await accountFailures.recordFailure(context.app, [accountKey(user, '')]);
        }
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

describe('sign-in throttling behind a trusted proxy [pglite]', () => {
  const context = useTestApp('pglite', { seed: true, config: { trustProxy: true } });

  it('counts the address X-Forwarded-For names when CAMPUS_TRUST_PROXY is set', async () => {
    const proxy = freshIp();
    for (let attempt = 0; attempt < MAX_ADDRESS_FAILURES - 1; attempt++) {
      await addressFailures.recordFailure(context.app, [ipKey('198.51.100.7')]);
    }
    const last = await passwordGrant(context.app, 'someone', 'wrong', {
      ip: proxy,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(last.statusCode).toBe(400);
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
