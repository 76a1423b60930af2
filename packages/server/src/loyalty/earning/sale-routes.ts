import { LOYALTY_PATHS } from '@campus/core/api';
import {
  paginatedSchema,
  paginationQuerySchema,
  saleCreatedSchema,
  saleFormSchema,
  saleProductsSchema,
  saleSchema,
} from '@campus/core/schemas';
import type { SaleProducts } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { assertNoNulCharacters } from '../../http/reject-nul-characters';
import { errorResponses } from '../../http/error-body';
import { sendKeptAnswer } from '../../shared/answer-cache';
import { idempotencyHeadersSchema } from '../../http/idempotency';
import { loyaltyContext } from '../request-context';
import { invoiceAlreadySent, listMemberSales, recordSale } from './sale-service';
import { sendPointsUpload } from './points-upload';
import { fileFieldSchema, multipartBody } from '../../uploads/multipart-body';
import { sanitizeImage } from '../../uploads/sanitize-image';
import { countUpload } from '../../uploads/upload-limiter';

/** The multipart body of `POST /api/sales/`: core's text fields plus the invoice photo file. */
const saleBodySchema = z.object({ ...saleFormSchema.shape, invoice_photo: fileFieldSchema.optional() });

/** The `products` field: JSON text of `[{ sku, quantity }]`; 400 with `body.products…` paths otherwise. */
function parseProducts(text: string): SaleProducts {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_request', {}, { fields: ['body.products'] });
  }
  assertNoNulCharacters(value, 'body.products');
  const parsed = saleProductsSchema.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ['body.products', ...issue.path.map(String)].join('.'));
    throw new ApiError(400, 'invalid_request', {}, { fields: [...new Set(fields)] });
  }
  return parsed.data;
}

/** Reporting sales (issue 6, spec §5 Sales) and the member's own sales. */
export const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    LOYALTY_PATHS.sales,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Reports a sale with its invoice; points are credited at once (subject to audit)',
        description:
          'multipart/form-data: `retailer`, `store`, `sale_date` (YYYY-MM-DD), `invoice_number`, `observation`, ' +
          '`products` (JSON `[{ "sku": "…", "quantity": 1 }]`) and the `invoice_photo` file (JPEG, PNG or WebP, ' +
          'required where the store allows phones and cameras). 422 with core `checkSale` codes ' +
          '(`sale_report_window_expired`, `sale_outside_campaign`, `invoice_already_sent`, `invoice_photo_required` …) ' +
          'or `store_not_participating`, every code by field in `field_errors`. Points = unit points × quantity × ' +
          'level multiplier × promotion multiplier. Send an `Idempotency-Key` to retry safely.',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        body: saleBodySchema,
        response: { 201: saleCreatedSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429, 503) },
      },
      preValidation: multipartBody(['invoice_photo']),
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, ['insert_sales']);
      const body = request.body;
      const products = parseProducts(body.products);
      if (body.invoice_photo) await countUpload(app, context.userId);
      const invoicePhoto = body.invoice_photo ? await sanitizeImage(body.invoice_photo, 'invoice_photo') : null;
      return sendPointsUpload(request, reply, context, {
        path: LOYALTY_PATHS.sales,
        schema: saleCreatedSchema,
        reason: 'sale',
        record: (tx, uploads) =>
          recordSale(
            tx,
            {
              ...context,
              retailerId: body.retailer,
              storeId: body.store,
              saleDate: body.sale_date.trim(),
              invoiceNumber: body.invoice_number,
              observation: body.observation,
              products,
              invoicePhoto,
            },
            uploads,
          ),
        duplicate: { constraint: 'sales_invoice_unique', refusal: invoiceAlreadySent },
      });
    },
  );

  app.get(
    LOYALTY_PATHS.sales,
    {
      schema: {
        tags: ['loyalty'],
        summary:
          'The caller’s sales, newest first, with status (credited, under audit, approved, rejected with reason)',
        querystring: z.object({
          ...paginationQuerySchema.shape,
          campaign: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: paginatedSchema(saleSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, ['insert_sales']);
      const read = () => listMemberSales(app.database.db, context.userId, request.url, request.query);
      return sendKeptAnswer(request, reply, context, read);
    },
  );
};
