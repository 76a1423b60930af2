import { productToday } from '../shared/product-time';
import type { CampusDb } from '../db/database';
import { pointAdjustments } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { creditPoints } from './ledger';
import { lockPointAccount } from './ledger-account';

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

/** A complete shipping address for redemptions of rewards that ship. */
export const SHIPPING_ADDRESS = {
  address: 'Rua das Flores',
  number: '100',
  neighborhood: 'Centro',
  city: 'São Paulo',
  state: 'SP',
  zip_code: '01000-000',
};
