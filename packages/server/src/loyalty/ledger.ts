import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { awardPointsBadges } from '../achievements/badge-awards';
import { ledgerEntries, lotConsumptions, pointLots } from '../db/schema';
import type { LedgerEntryKind, LedgerEntryRow, LedgerSourceType } from '../db/schema';
import { saveAccount } from './ledger-account';
import type { LockedAccount } from './ledger-account';

/*
 * Posting to the points ledger. Every function takes a {@link LockedAccount} (lockPointAccount in
 * ledger-account.ts), so it runs inside the caller's transaction with the member's balance row locked: the
 * entry, the lots and the balance change commit together or not at all. Callers run the whole thing in
 * `withTransaction(db, …)` and do side effects (realtime, e-mails) only after it returns.
 */

/** What a posting is for: the statement shows the kind and its source. */
export interface PostingSource {
  readonly kind: LedgerEntryKind;
  readonly sourceType: LedgerSourceType;
  readonly sourceId: number;
  /** Shown on the statement (an adjustment's or a rejection's reason). */
  readonly note?: string | null;
  /** The staff member who caused it (audits, adjustments). */
  readonly createdBy?: number | null;
}

/** A credit of points. */
export interface CreditInput extends PostingSource {
  readonly kind: 'earned' | 'reversed' | 'adjusted';
  /** More than zero. */
  readonly points: number;
  readonly campaignId?: number | null;
  /** Last day the points can be spent (a campaign's end date); null never expires. Needs `campaignId`. */
  readonly expiresOn?: string | null;
}

/** A debit of points. */
export interface DebitInput extends PostingSource {
  readonly kind: 'redeemed' | 'transferred' | 'reversed' | 'adjusted';
  /** More than zero: the points to take. */
  readonly points: number;
  readonly campaignId?: number | null;
  /**
   * Take what there is when the balance is short (an audit rejection after the points were spent), instead of
   * refusing. The balance never goes below zero either way.
   */
  readonly allowPartial?: boolean;
}

/** The balance is lower than a debit asks for (the caller answers 422 `insufficient_points` or similar). */
export class InsufficientPointsError extends Error {
  override readonly name = 'InsufficientPointsError';
  constructor(
    readonly balance: number,
    readonly requested: number,
  ) {
    super(`balance ${balance} is lower than ${requested}`);
  }
}

function assertPositiveInteger(points: number): void {
  if (!Number.isSafeInteger(points) || points <= 0)
    throw new RangeError(`points must be a positive integer, got ${points}`);
}

/** One ledger entry: `points` signed (a debit is negative). */
interface EntryValues extends PostingSource {
  readonly points: number;
  readonly campaignId: number | null;
  readonly expiresOn?: string | null;
}

/**
 * Writes an entry whose `balance_after` is the account's balance as the caller has just moved it, so the
 * statement's running balance and the balance row cannot disagree.
 * @param what names the posting in the error a missing row raises.
 */
async function writeEntry(account: LockedAccount, values: EntryValues, what: string): Promise<LedgerEntryRow> {
  const [entry] = await account.tx
    .insert(ledgerEntries)
    .values({
      userId: account.userId,
      kind: values.kind,
      sourceType: values.sourceType,
      sourceId: values.sourceId,
      points: values.points,
      balanceAfter: account.balance,
      campaignId: values.campaignId,
      expiresOn: values.expiresOn ?? null,
      note: values.note ?? null,
      createdBy: values.createdBy ?? null,
    })
    .returning();
  if (!entry) throw new Error(`${what} entry not written`);
  return entry;
}

/** Takes `take` points out of one open lot, recording that the entry took them. */
async function takeFromLot(
  account: LockedAccount,
  entryId: number,
  lot: { readonly id: number; readonly remaining: number },
  take: number,
): Promise<void> {
  await account.tx.insert(lotConsumptions).values({ entryId, lotId: lot.id, points: take });
  await account.tx
    .update(pointLots)
    .set({ remaining: lot.remaining - take })
    .where(eq(pointLots.id, lot.id));
}

/**
 * Credits points: one entry, one lot (so the points can expire and be traced), the balance raised. `earned`
 * credits also raise the account's experience points (which never decrease on redemption, spec §4); the
 * campaign's level points are the levels module's business (src/loyalty/levels.ts).
 * @throws {RangeError} on a non-positive or fractional amount, or an expiry without a campaign.
 */
export async function creditPoints(account: LockedAccount, input: CreditInput): Promise<LedgerEntryRow> {
  assertPositiveInteger(input.points);
  const expiresOn = input.expiresOn ?? null;
  const campaignId = input.campaignId ?? null;
  if (expiresOn !== null && campaignId === null) throw new RangeError('expiring points need a campaign');
  account.balance += input.points;
  if (input.kind === 'earned') account.experiencePoints += input.points;
  const entry = await writeEntry(account, { ...input, campaignId, expiresOn }, 'credit');
  await account.tx.insert(pointLots).values({
    userId: account.userId,
    entryId: entry.id,
    campaignId,
    points: input.points,
    remaining: input.points,
    expiresOn,
  });
  await saveAccount(account);
  // Points thresholds are badges (src/achievements): evaluated with the balance just saved, in this transaction.
  await awardPointsBadges(account.tx, account.userId, {
    balance: account.balance,
    earned: account.experiencePoints,
  });
  return entry;
}

/** What {@link debitPoints} did. */
export interface DebitResult {
  /** The entry written; null when nothing could be taken (partial debit of an empty balance). */
  readonly entry: LedgerEntryRow | null;
  /** Points actually taken (less than asked only with `allowPartial`). */
  readonly debited: number;
}

/**
 * Debits points, taking them from the lots that expire first (then the oldest), recording what came from
 * which lot. Refuses with {@link InsufficientPointsError} when the balance is short, unless `allowPartial`.
 * @throws {RangeError} on a non-positive or fractional amount.
 */
export async function debitPoints(account: LockedAccount, input: DebitInput): Promise<DebitResult> {
  assertPositiveInteger(input.points);
  if (account.balance < input.points && !input.allowPartial) {
    throw new InsufficientPointsError(account.balance, input.points);
  }
  const points = Math.min(input.points, account.balance);
  if (points === 0) return { entry: null, debited: 0 };
  account.balance -= points;
  const entry = await writeEntry(
    account,
    { ...input, points: -points, campaignId: input.campaignId ?? null, expiresOn: null },
    'debit',
  );
  await consumeLots(account, entry.id, points);
  await saveAccount(account);
  return { entry, debited: points };
}

/** Takes `points` from the member's open lots, soonest expiry first (never-expiring lots last), then oldest. */
async function consumeLots(account: LockedAccount, entryId: number, points: number): Promise<void> {
  const lots = await account.tx
    .select({ id: pointLots.id, remaining: pointLots.remaining })
    .from(pointLots)
    .where(and(eq(pointLots.userId, account.userId), gt(pointLots.remaining, 0)))
    .orderBy(sql`${pointLots.expiresOn} asc nulls last`, asc(pointLots.id))
    .for('update');
  let left = points;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    left -= take;
    await takeFromLot(account, entryId, lot, take);
  }
  // The balance row and the lots are kept together; a gap means they drifted apart, which must never pass.
  if (left !== 0)
    throw new Error(`lots of user ${account.userId} hold ${points - left} points, balance said ${points}`);
}

/**
 * Undoes a debit (a reproved order, spec §3): a `reversed` credit of the same amount, putting the points back
 * into the lots they came from, so they keep their original expiry (points whose lot has expired meanwhile
 * expire again on the next lock). Refunding the same source twice is refused by the ledger's unique index.
 * @param debit the `redeemed`/`transferred` entry to undo (it must belong to the locked member).
 */
export async function refundDebit(
  account: LockedAccount,
  debit: LedgerEntryRow,
  source: Omit<PostingSource, 'kind'>,
): Promise<LedgerEntryRow> {
  if (debit.userId !== account.userId || debit.points >= 0) throw new RangeError('not a debit of this member');
  const points = -debit.points;
  account.balance += points;
  const entry = await writeEntry(
    account,
    { ...source, kind: 'reversed', points, campaignId: debit.campaignId },
    'refund',
  );
  const taken = await account.tx.select().from(lotConsumptions).where(eq(lotConsumptions.entryId, debit.id));
  for (const consumption of taken) {
    await account.tx
      .insert(lotConsumptions)
      .values({ entryId: entry.id, lotId: consumption.lotId, points: -consumption.points });
    await account.tx
      .update(pointLots)
      .set({ remaining: sql`${pointLots.remaining} + ${consumption.points}` })
      .where(eq(pointLots.id, consumption.lotId));
  }
  await saveAccount(account);
  return entry;
}

/**
 * Takes back a credit (an audit rejection, spec §4): a `reversed` debit of what the credit gave, first from
 * the credit's own lot, then from the others; what was already spent and cannot be covered is reported back,
 * never taken below zero. Points of the credit that already expired are not taken again. Earned credits also
 * take back the experience they gave.
 * @returns the entry (null when nothing was left to take) and the points that could not be taken back.
 */
export async function reverseCredit(
  account: LockedAccount,
  credit: LedgerEntryRow,
  source: Omit<PostingSource, 'kind'>,
): Promise<{ entry: LedgerEntryRow | null; unrecovered: number }> {
  if (credit.userId !== account.userId || credit.points <= 0) throw new RangeError('not a credit of this member');
  const [ownLot] = await account.tx.select().from(pointLots).where(eq(pointLots.entryId, credit.id)).for('update');
  // Points of this credit that already expired are gone: taking them again from newer points would punish twice.
  const [expired] = ownLot
    ? await account.tx
        .select({ points: sql<string>`coalesce(sum(${lotConsumptions.points}), 0)` })
        .from(lotConsumptions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, lotConsumptions.entryId))
        .where(and(eq(lotConsumptions.lotId, ownLot.id), eq(ledgerEntries.kind, 'expired')))
    : [];
  const takeable = credit.points - Number(expired?.points ?? 0);
  const points = Math.max(0, Math.min(takeable, account.balance));
  if (credit.kind === 'earned') account.experiencePoints = Math.max(0, account.experiencePoints - credit.points);
  if (points === 0) {
    await saveAccount(account);
    return { entry: null, unrecovered: Math.max(0, takeable) };
  }
  account.balance -= points;
  const entry = await writeEntry(
    account,
    { ...source, kind: 'reversed', points: -points, campaignId: credit.campaignId },
    'reversal',
  );
  // The credit's own lot first, so the reversal takes exactly those points while they are unspent.
  let left = points;
  if (ownLot && ownLot.remaining > 0) {
    const take = Math.min(ownLot.remaining, left);
    left -= take;
    await takeFromLot(account, entry.id, ownLot, take);
  }
  if (left > 0) await consumeLots(account, entry.id, left);
  await saveAccount(account);
  return { entry, unrecovered: takeable - points };
}
