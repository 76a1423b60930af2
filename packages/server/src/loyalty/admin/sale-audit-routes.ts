import { LOYALTY_ADMIN_PATHS } from '@campus/core/api';
import { adminSaleSchema, adminSalesQuerySchema, paginatedSchema, saleAuditRequestSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../../http/idempotency';
import { publishRankingChange } from '../ranking';
import { idParamsSchema, loyaltyContext } from '../request-context';
import { auditSaleForAnswer, listSalesToAudit, requireSaleOfClient } from './sale-audit';

/** Invoice audits (issue 6, spec §6: the programme administrator and the auditor audit invoices). */
export const adminSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_ADMIN_PATHS.sales,
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Sales to audit (or any status), oldest first, with their member, lines and invoice photo',
        description: 'Without `status`, every sale. Auditors and programme administrators only.',
        querystring: adminSalesQuerySchema,
        response: { 200: paginatedSchema(adminSaleSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const context = await loyaltyContext(request);
      return listSalesToAudit(app.database.db, context.clientId, request.url, request.query);
    },
  );

  app.post(
    LOYALTY_ADMIN_PATHS.auditSale,
    {
      schema: {
        tags: ['loyalty admin'],
        summary: 'Approves or rejects a sale; a rejection reverses its points and tells the member why',
        description:
          '`{ decision: "approve" | "reject", reason }` (a reason is required to reject). Rejection writes a ' +
          '`reversed` ledger entry (nothing is deleted; points already spent are reported as `unrecovered_points`), ' +
          'frees the invoice number so the member may send it again. 409 `sale_already_audited`.',
        headers: idempotencyHeadersSchema,
        params: idParamsSchema,
        body: saleAuditRequestSchema,
        response: { 200: adminSaleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request);
      await requireSaleOfClient(app.database.db, request.params.id, context.clientId);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', LOYALTY_ADMIN_PATHS.auditSale),
        requestHash: hashJson({ id: request.params.id, body: request.body }),
        status: 200,
        schema: adminSaleSchema,
        work: (tx) =>
          auditSaleForAnswer(tx, {
            saleId: request.params.id,
            auditorId: context.userId,
            today: context.today,
            decision: request.body,
          }),
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
