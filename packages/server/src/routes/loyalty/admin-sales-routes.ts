import { adminSaleSchema, adminSalesQuerySchema, paginatedSchema, saleAuditRequestSchema } from '@campus/core';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOffset, toPage } from '../../catalogue/pagination';
import { campaigns, sales } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { auditorAccess } from '../../loyalty/access';
import { hashJson, sendIdempotent } from '../../loyalty/idempotency';
import { publishRankingChange } from '../../loyalty/ranking';
import { idParamsSchema, idempotencyHeadersSchema, loyaltyContext } from '../../loyalty/request-context';
import { auditSale } from '../../loyalty/sale-audit';
import { readSales } from '../../loyalty/sale-reader';

const security = [{ bearerAuth: [] }];

/** Invoice audits (issue 6, spec §6: the programme administrator and the auditor audit invoices). */
export const adminSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/sales/',
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Sales to audit (or any status), oldest first, with their member, lines and invoice photo',
        description: 'Without `status`, every sale. Auditors and programme administrators only.',
        security,
        querystring: adminSalesQuerySchema,
        response: { 200: paginatedSchema(adminSaleSchema), ...errorResponses(400, 401, 403) },
      },
      preHandler: auditorAccess,
    },
    async (request) => {
      const context = await loyaltyContext(request);
      const { db } = app.database;
      const where = and(
        inArray(
          sales.campaignId,
          db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.clientId, context.clientId)),
        ),
        request.query.status === undefined ? undefined : eq(sales.status, request.query.status),
      );
      const [total] = await db.select({ value: count() }).from(sales).where(where);
      const results = await readSales(db, where, [asc(sales.createdAt), asc(sales.id)], {
        limit: request.query.page_size,
        offset: pageOffset(request.query),
      });
      return toPage(request.url, request.query, total?.value ?? 0, results);
    },
  );

  app.post(
    '/api/admin/sales/:id/audit/',
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Approves or rejects a sale; a rejection reverses its points and tells the member why',
        description:
          '`{ decision: "approve" | "reject", reason }` (a reason is required to reject). Rejection writes a ' +
          '`reversed` ledger entry (nothing is deleted; points already spent are reported as `unrecovered_points`), ' +
          'frees the invoice number so the member may send it again. 409 `sale_already_audited`.',
        security,
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: saleAuditRequestSchema,
        response: { 200: adminSaleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: auditorAccess,
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      const { db } = app.database;
      const [inClient] = await db
        .select({ id: sales.id })
        .from(sales)
        .innerJoin(campaigns, eq(campaigns.id, sales.campaignId))
        .where(and(eq(sales.id, request.params.id), eq(campaigns.clientId, context.clientId)));
      if (!inClient) throw new ApiError(404, 'not_found');
      return sendIdempotent(request, reply, {
        scope: 'POST /api/admin/sales/:id/audit/',
        requestHash: hashJson({ id: request.params.id, body: request.body }),
        status: 200,
        schema: adminSaleSchema,
        work: async (tx) => {
          await auditSale(tx, {
            saleId: request.params.id,
            auditorId: context.userId,
            today: context.today,
            decision: request.body,
          });
          // Read back in the same transaction, so the answer is what committed.
          const [sale] = await readSales(tx, eq(sales.id, request.params.id), [asc(sales.id)], {
            limit: 1,
            offset: 0,
          });
          if (!sale) throw new Error('audited sale vanished');
          return sale;
        },
        // A rejection takes points back: the ranking hears of it after the commit.
        afterCommit: (sale) =>
          void publishRankingChange(
            app.realtime,
            {
              clientId: context.clientId,
              campaignId: Number(sale.campaign_id),
              userIds: [Number(sale.member.id)],
              reason: 'audit',
            },
            request.log,
          ),
      });
    },
  );
};
