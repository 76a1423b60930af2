import { randomInt, timingSafeEqual } from 'node:crypto';
import { cooldownRemaining, PHONE_VERIFICATION_COOLDOWN_SECONDS } from '@campus/core/rules';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { users, verificationCodes } from '../db/schema';
import type { VerificationPurpose } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { hashToken } from '../security/token-hash';

/** How long a code is valid. @default 600 (10 minutes) */
export const CODE_TTL_SECONDS = 10 * 60;

/** Guesses a code allows, the right one included; then it is spent. @default 5 */
export const MAX_CODE_ATTEMPTS = 5;

/** Seconds between two codes of one purpose for one user (core's phone verification cooldown). @default 300 */
export const CODE_RESEND_COOLDOWN_SECONDS = PHONE_VERIFICATION_COOLDOWN_SECONDS;

/** A new six-digit code from a cryptographically secure source, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What a code is for and where it goes. */
export interface CodeRequest {
  readonly userId: number;
  readonly purpose: VerificationPurpose;
  /** The phone number, or the profile phone type; checking a code requires the same target. */
  readonly target: string;
  readonly channel: string;
}

/** A code was issued (send it, then forget it), or the cooldown refuses a new one for `retryAfter` seconds. */
export type IssuedCode =
  | { readonly issued: true; readonly id: number; readonly code: string; readonly createdAt: Date }
  | { readonly issued: false; readonly retryAfter: number };

/**
 * Issues a new code unless the user's previous code of this purpose is younger than the cooldown. The user's
 * row is locked meanwhile, so two simultaneous requests cannot both pass the cooldown. A new code replaces the
 * previous one (only the newest counts).
 */
export async function issueCode(db: CampusDb, pepper: string, request: CodeRequest, now: Date): Promise<IssuedCode> {
  return withTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('update');
    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, request.userId), eq(verificationCodes.purpose, request.purpose)))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    if (latest) {
      const retryAfter = cooldownRemaining(latest.createdAt.getTime(), now.getTime(), CODE_RESEND_COOLDOWN_SECONDS);
      if (retryAfter > 0) return { issued: false as const, retryAfter };
    }
    const code = generateCode();
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        ...request,
        codeHash: hashToken(code, pepper),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: verificationCodes.id });
    if (!row) throw new Error('the verification code was not inserted');
    // Older codes of the purpose are spent: only the newest may be used.
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.userId, request.userId),
          eq(verificationCodes.purpose, request.purpose),
          lt(verificationCodes.id, row.id),
          isNull(verificationCodes.consumedAt),
        ),
      );
    return { issued: true as const, id: row.id, code, createdAt: now };
  });
}

/** Forgets an issued code that could not be sent, so its cooldown does not block a new try. */
export async function withdrawCode(db: CampusDb, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * Checks a guess against the user's newest code of `purpose` for `target`, spending it when right. Every guess
 * first takes one of the code's {@link MAX_CODE_ATTEMPTS} tries in a single conditional update, so parallel
 * guesses can never exceed them; a right guess then consumes the code, once. False for a wrong guess and for
 * a missing, expired, spent, exhausted or other-target code alike.
 */
export async function consumeCode(
  db: CampusDb,
  pepper: string,
  check: {
    readonly userId: number;
    readonly purpose: VerificationPurpose;
    readonly target: string;
    readonly code: string;
  },
  now: Date,
): Promise<boolean> {
  const [latest] = await db
    .select({ id: verificationCodes.id, target: verificationCodes.target })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, check.userId), eq(verificationCodes.purpose, check.purpose)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!latest || latest.target !== check.target) return false;
  const [tried] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash });
  if (!tried) return false;
  const given = Buffer.from(hashToken(check.code, pepper), 'hex');
  const stored = Buffer.from(tried.codeHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return false;
  const [consumed] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return consumed !== undefined;
}
