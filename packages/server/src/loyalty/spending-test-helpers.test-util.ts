import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CampusApp } from '../app';
import { productToday } from '../shared/product-time';
import type { CampusDb } from '../db/database';
import { pointAdjustments, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { creditPoints } from './ledger';
import { lockPointAccount } from './ledger-account';
import { signIn } from '../test-support/auth-test-helpers.test-util';

/** The demo password (README). */
export const DEMO_PASSWORD = 'Campus#2026';

/** Bearer tokens of demo users, signed in once. */
export async function tokensOf<const N extends string>(
  app: CampusApp,
  names: readonly N[],
): Promise<Record<N, string>> {
  const entries = await Promise.all(
    names.map(async (name) => [name, (await signIn(app, name, DEMO_PASSWORD)).access_token] as const),
  );
  return Object.fromEntries(entries) as Record<N, string>;
}

/** A JSON request with a bearer token (and optional extra headers). */
export function call(
  app: CampusApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A user's id by username. */
export async function userIdOf(db: CampusDb, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** Credits never-expiring points to a member as an administrator's adjustment would (test set-up). */
export async function givePoints(db: CampusDb, userId: number, points: number): Promise<number> {
  return withTransaction(db, async (tx) => {
    const account = await lockPointAccount(tx, userId, productToday());
    const [adjustment] = await tx
      .insert(pointAdjustments)
      .values({ userId, points, reason: 'test set-up' })
      .returning({ id: pointAdjustments.id });
    if (!adjustment) throw new Error('adjustment not written');
    await creditPoints(account, { kind: 'adjusted', sourceType: 'adjustment', sourceId: adjustment.id, points });
    return account.balance;
  });
}

/** A member's balance as their account row holds it (0 without one). */
export async function balanceOf(db: CampusDb, userId: number): Promise<number> {
  return withTransaction(db, async (tx) => (await lockPointAccount(tx, userId, productToday())).balance);
}
