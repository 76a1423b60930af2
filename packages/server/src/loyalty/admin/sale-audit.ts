import type { SaleAuditRequest, SaleStatusWire } from '@campus/core/schemas';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { campaigns, ledgerEntries, memberMessages, sales } from '../../db/schema';
import type { SaleRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { lockPointAccount } from '../ledger-account';
import { reverseCredit } from '../ledger';
import { addLevelPoints } from '../levels';
import { readSales, selectSales, toSaleWire } from '../sale-reader';
import { readPage } from '../../shared/pagination';
import type { PageRequest } from '../../shared/pagination';

/** What an audit did. */
export interface SaleAuditOutcome {
  readonly sale: SaleRow;
  /** Points the rejection took back (0 on approval). */
  readonly reversedPoints: number;
}

/**
 * Audits a sale (spec §6: the auditor and the programme administrator audit invoices). Approval only marks
 * it. Rejection reverses its points with a `reversed` ledger entry (the sale and its credit stay: nothing is
 * deleted), takes back the level points it gave, frees its invoice number so the member may send it again,
 * and leaves the reason for the member plus a `sale_rejected` message. Points already spent cannot be taken
 * below zero: they are kept on the sale as `unrecovered_points` for the administrator.
 *
 * Lock order: the member's point account first, then the sale row (the order every ledger write uses).
 * @throws 404 `not_found` for an unknown sale; 409 `sale_already_audited` when approved or rejected already.
 */
export async function auditSale(
  tx: CampusTransaction,
  input: { saleId: number; auditorId: number; today: string; decision: SaleAuditRequest },
): Promise<SaleAuditOutcome> {
  const [found] = await tx.select({ userId: sales.userId }).from(sales).where(eq(sales.id, input.saleId));
  if (!found) throw new ApiError(404, 'not_found');
  const account = await lockPointAccount(tx, found.userId, input.today);
  const [sale] = await tx.select().from(sales).where(eq(sales.id, input.saleId)).for('update');
  if (!sale) throw new ApiError(404, 'not_found');
  if (sale.status === 'approved' || sale.status === 'rejected') throw new ApiError(409, 'sale_already_audited');
  const auditedAt = new Date();
  if (input.decision.decision === 'approve') {
    const [approved] = await tx
      .update(sales)
      .set({ status: 'approved', auditedBy: input.auditorId, auditedAt, updatedAt: auditedAt })
      .where(eq(sales.id, sale.id))
      .returning();
    if (!approved) throw new Error('sale vanished');
    return { sale: approved, reversedPoints: 0 };
  }
  const reason = (input.decision.reason ?? '').trim();
  const [credit] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, sale.userId),
        eq(ledgerEntries.kind, 'earned'),
        eq(ledgerEntries.sourceType, 'sale'),
        eq(ledgerEntries.sourceId, sale.id),
      ),
    );
  const reversal = credit
    ? await reverseCredit(account, credit, {
        sourceType: 'sale',
        sourceId: sale.id,
        note: reason,
        createdBy: input.auditorId,
      })
    : { entry: null, unrecovered: 0 };
  const [rejected] = await tx
    .update(sales)
    .set({
      status: 'rejected',
      rejectionReason: reason,
      unrecoveredPoints: reversal.unrecovered,
      auditedBy: input.auditorId,
      auditedAt,
      updatedAt: auditedAt,
    })
    .where(eq(sales.id, sale.id))
    .returning();
  if (!rejected) throw new Error('sale vanished');
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, sale.campaignId));
  if (campaign && sale.totalPoints > 0) await addLevelPoints(tx, sale.userId, campaign, -sale.totalPoints);
  await tx.insert(memberMessages).values({
    userId: sale.userId,
    kind: 'sale_rejected',
    params: { sale_id: sale.id, invoice_number: sale.invoiceNumber, reason },
  });
  return { sale: rejected, reversedPoints: reversal.entry ? -reversal.entry.points : 0 };
}

/** `GET /api/admin/sales/` filters: a page, and optionally one status. */
export interface AuditQueueQuery extends PageRequest {
  readonly status?: SaleStatusWire | undefined;
}

/** One page of the client's sales (of one status, or all), oldest first, with their member, lines and photo. */
export async function listSalesToAudit(db: CampusDb, clientId: number, requestUrl: string, query: AuditQueueQuery) {
  const queue = auditQueueQueries(db);
  const total = db
    .select({ value: count() })
    .from(sales)
    .where(auditQueueFilter(db, clientId, query.status));
  return readPage(requestUrl, query, total, async (page) => {
    const values = { clientId, ...page };
    const rows = await (query.status === undefined
      ? queue.all.execute(values)
      : queue.byStatus.execute({ ...values, status: query.status }));
    return rows.map(toSaleWire);
  });
}

/** The audit queue's filter: the sales of the client's campaigns, of one status when given (values or placeholders). */
function auditQueueFilter(
  db: CampusDb,
  clientId: number | Placeholder,
  status: SaleStatusWire | Placeholder | undefined,
): SQL | undefined {
  return and(
    inArray(sales.campaignId, db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.clientId, clientId))),
    status === undefined ? undefined : eq(sales.status, status),
  );
}

/**
 * The audit queue's page, with and without a status, built once per database as prepared statements: the
 * administrators' most read list (issue 27: building this select was a sixth of the route's time).
 */
const auditQueueQueries = preparedPerDatabase((db) => {
  const clientId = sql.placeholder('clientId');
  const queue = (where: SQL | undefined, name: string) =>
    selectSales(db)
      .where(where)
      .orderBy(asc(sales.createdAt), asc(sales.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  return {
    all: queue(auditQueueFilter(db, clientId, undefined), 'campus_audit_queue'),
    byStatus: queue(auditQueueFilter(db, clientId, sql.placeholder('status')), 'campus_audit_queue_by_status'),
  };
});

/**
 * Refuses a sale outside the administrator's client (an administrator audits their own programme).
 * @throws 404 `not_found`
 */
export async function requireSaleOfClient(db: CampusDb, saleId: number, clientId: number): Promise<void> {
  const [inClient] = await db
    .select({ id: sales.id })
    .from(sales)
    .innerJoin(campaigns, eq(campaigns.id, sales.campaignId))
    .where(and(eq(sales.id, saleId), eq(campaigns.clientId, clientId)));
  if (!inClient) throw new ApiError(404, 'not_found');
}

/** Audits a sale inside the caller's transaction and reads it back as the audit queue shows it. */
export async function auditSaleForAnswer(tx: CampusTransaction, input: Parameters<typeof auditSale>[1]) {
  await auditSale(tx, input);
  // Read back in the same transaction, so the answer is what committed.
  const [sale] = await readSales(tx, eq(sales.id, input.saleId), [asc(sales.id)], { limit: 1, offset: 0 });
  if (!sale) throw new Error('audited sale vanished');
  return sale;
}
