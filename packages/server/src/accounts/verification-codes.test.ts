import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users, verificationCodes } from '../db/schema';
import { createTestDatabase, describeEachDatabase } from '../test-support/test-app.test-util';
import type { TestDatabase } from '../test-support/test-app.test-util';
import {
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_SECONDS,
  consumeCode,
  issueCode,
  MAX_CODE_ATTEMPTS,
} from './verification-codes';

const pepper = 'verification-code-test-pepper-0123456789';

describeEachDatabase('verification codes', (kind) => {
  let context: TestDatabase;
  let userId = 0;
  beforeAll(async () => {
    context = await createTestDatabase(kind);
    const [user] = await context.database.db.insert(users).values({ username: 'codes' }).returning();
    userId = user?.id ?? 0;
  }, 60_000);
  afterAll(() => context?.dispose());

  const t0 = new Date('2026-03-01T12:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  const request = (purpose: 'recover_password' | 'phone_verification', target = '11987654321') => ({
    userId,
    purpose,
    target,
    channel: 'sms',
  });
  const guess = (purpose: 'recover_password' | 'phone_verification', code: string, target = '11987654321') => ({
    userId,
    purpose,
    target,
    code,
  });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('stores only a hash, works once, and refuses another target', async () => {
    const { db } = context.database;
    const issued = await issueCode(db, pepper, request('recover_password'), t0);
    if (!issued.issued) throw new Error('expected a code');
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, issued.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(issued.code);
    expect(await consumeCode(db, pepper, guess('recover_password', issued.code, '11900000000'), at(1))).toBe(false);
    expect(await consumeCode(db, pepper, guess('phone_verification', issued.code), at(1))).toBe(false);
    expect(await consumeCode(db, pepper, guess('recover_password', issued.code), at(2))).toBe(true);
    expect(await consumeCode(db, pepper, guess('recover_password', issued.code), at(3))).toBe(false);
  });

  it('enforces the cooldown with the seconds left, then replaces the old code', async () => {
    const { db } = context.database;
    const start = at(1000);
    const first = await issueCode(db, pepper, request('phone_verification'), start);
    if (!first.issued) throw new Error('expected a code');
    expect(await issueCode(db, pepper, request('phone_verification'), new Date(start.getTime() + 1))).toEqual({
      issued: false,
      retryAfter: CODE_RESEND_COOLDOWN_SECONDS,
    });
    expect(await issueCode(db, pepper, request('phone_verification'), new Date(start.getTime() + 299_999))).toEqual({
      issued: false,
      retryAfter: 1,
    });
    const second = await issueCode(db, pepper, request('phone_verification'), new Date(start.getTime() + 300_000));
    if (!second.issued) throw new Error('expected a second code after the cooldown');
    const later = new Date(start.getTime() + 300_001);
    if (first.code !== second.code)
      expect(await consumeCode(db, pepper, guess('phone_verification', first.code), later)).toBe(false);
    expect(await consumeCode(db, pepper, guess('phone_verification', second.code), later)).toBe(true);
  });

  it('expires after ten minutes', async () => {
    const { db } = context.database;
    const start = at(5000);
    const issued = await issueCode(db, pepper, request('recover_password'), start);
    if (!issued.issued) throw new Error('expected a code');
    const expiry = new Date(start.getTime() + CODE_TTL_SECONDS * 1000);
    expect(await consumeCode(db, pepper, guess('recover_password', issued.code), expiry)).toBe(false);
  });

  it('allows five tries, the right one included, even when they come at once', async () => {
    const { db } = context.database;
    const start = at(10_000);
    const issued = await issueCode(db, pepper, request('recover_password'), start);
    if (!issued.issued) throw new Error('expected a code');
    const now = new Date(start.getTime() + 1000);
    const results = await Promise.all(
      Array.from({ length: MAX_CODE_ATTEMPTS + 3 }, () =>
        consumeCode(db, pepper, guess('recover_password', wrong(issued.code)), now),
      ),
    );
    expect(results.every((result) => result === false)).toBe(true);
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, issued.id));
    expect(row?.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect(await consumeCode(db, pepper, guess('recover_password', issued.code), now)).toBe(false);

    const retry = await issueCode(db, pepper, request('recover_password'), new Date(start.getTime() + 300_000));
    if (!retry.issued) throw new Error('expected a new code');
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++) {
      expect(
        await consumeCode(
          db,
          pepper,
          guess('recover_password', wrong(retry.code)),
          new Date(start.getTime() + 301_000),
        ),
      ).toBe(false);
    }
    expect(
      await consumeCode(db, pepper, guess('recover_password', retry.code), new Date(start.getTime() + 301_000)),
    ).toBe(true);
  });

  it('lets only one of two simultaneous right guesses through', async () => {
    const { db } = context.database;
    const start = at(20_000);
    const issued = await issueCode(db, pepper, request('phone_verification'), start);
    if (!issued.issued) throw new Error('expected a code');
    const now = new Date(start.getTime() + 1000);
    const results = await Promise.all(
      [1, 2, 3].map(() => consumeCode(db, pepper, guess('phone_verification', issued.code), now)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
