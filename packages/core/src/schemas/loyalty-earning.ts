import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { LEVELS } from '../rules/levels.js';
import { SALE_QUANTITY_MAX, SALE_QUANTITY_MIN } from '../rules/sale-points.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of the loyalty programme's earning side (SPECIFICATION §3 Sale and Photo upload, §5 Sales and
 * Photo upload; issue 6 API): the member's stores, products and photo types, sales and store photos. The
 * reference server validates with these schemas; widgets parse answers with them.
 */

/** ISO calendar date, `YYYY-MM-DD`. */
const isoDateSchema = z.iso.date();

/** A store the member works in, with the campaigns it takes part in. */
export const loyaltyStoreSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    name: z.string(),
    city: z.nullable(z.string()),
    state: z.nullable(z.string()),
    /** Phones and cameras are allowed in the store, so a sale needs its invoice photo (spec §5 Sales). */
    invoice_photo_required: z.boolean(),
    /** Campaigns the store takes part in (active and previous). */
    campaign_ids: z.array(wireIdSchema),
    /** Takes part in the active campaign: sales and photos are accepted. */
    participating: z.boolean(),
  }),
);

/** A store on the wire. */
export type LoyaltyStore = z.infer<typeof loyaltyStoreSchema>;

/** `GET /api/stores/`: the member's retail chains, each with the member's stores in it. */
export const loyaltyStoresResponseSchema = lazySchema(() =>
  z.object({
    /** The active campaign, or null between campaigns. */
    active_campaign_id: z.nullable(wireIdSchema),
    retailers: z.array(z.object({ id: wireIdSchema, name: z.string(), stores: z.array(loyaltyStoreSchema) })),
  }),
);

/** A stores answer. */
export type LoyaltyStoresResponse = z.infer<typeof loyaltyStoresResponseSchema>;

/** A product a sale may list (spec §3 Sale products), with its points per unit before multipliers. */
export const loyaltyProductSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    sku: z.string(),
    name: z.string(),
    brand: z.string(),
    product_type: z.string(),
    processor: z.nullable(z.string()),
    processor_generation: z.nullable(z.string()),
    form_factor: z.nullable(z.string()),
    points: z.int(),
  }),
);

/** A product on the wire. */
export type LoyaltyProduct = z.infer<typeof loyaltyProductSchema>;

/** `GET /api/products/`. */
export const loyaltyProductsResponseSchema = lazySchema(() => z.object({ products: z.array(loyaltyProductSchema) }));

/** A products answer. */
export type LoyaltyProductsResponse = z.infer<typeof loyaltyProductsResponseSchema>;

/** The `products` field of a sale: JSON array of `{ sku, quantity }` (1–50 lines, each SKU once). */
export const saleProductsSchema = lazySchema(() =>
  z
    .array(
      z.object({
        sku: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
        quantity: z.int().check(z.minimum(SALE_QUANTITY_MIN), z.maximum(SALE_QUANTITY_MAX)),
      }),
    )
    .check(
      z.minLength(1),
      z.maxLength(50),
      z.refine((lines) => new Set(lines.map((line) => line.sku.toUpperCase())).size === lines.length, {
        message: 'each SKU once',
      }),
    ),
);

/** Sale lines as sent. */
export type SaleProducts = z.infer<typeof saleProductsSchema>;

/**
 * The text fields of `POST /api/sales/` (multipart, with the `invoice_photo` file). Dates are validated by
 * core's `checkSale`, which answers `invalid_sale_date` for a date that is not real; text is at most 256
 * characters (spec §5 Other fields).
 */
export const saleFormSchema = lazySchema(() =>
  z.object({
    retailer: z.coerce.number().check(z.int(), z.positive()),
    store: z.coerce.number().check(z.int(), z.positive()),
    sale_date: z.string().check(z.maxLength(32)),
    invoice_number: z.string().check(z.maxLength(256)),
    observation: z._default(z.string().check(z.maxLength(256)), ''),
    products: z.string().check(z.maxLength(16_384)),
  }),
);

/** The text fields of a sale. */
export type SaleForm = z.infer<typeof saleFormSchema>;

/** Sale statuses (issue 6: credited, under audit, approved, rejected with reason). */
export const SALE_STATUSES = ['credited', 'under_audit', 'approved', 'rejected'] as const;

/** A sale status. */
export type SaleStatusWire = (typeof SALE_STATUSES)[number];

/** `POST /api/sales/` answer (201): points are already credited to the ledger. */
export const saleCreatedSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    total_points: z.int(),
    status: z.enum(SALE_STATUSES),
  }),
);

/** A created sale. */
export type SaleCreated = z.infer<typeof saleCreatedSchema>;

/** A sale as its member (or an auditor) sees it. */
export const saleSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    campaign_id: wireIdSchema,
    retailer: z.object({ id: wireIdSchema, name: z.string() }),
    store: z.object({ id: wireIdSchema, name: z.string() }),
    sale_date: isoDateSchema,
    invoice_number: z.string(),
    observation: z.string(),
    /** `/api/uploads/<generated name>`, or null when the store needs no photo and none was sent. */
    invoice_photo_url: z.nullable(z.string()),
    status: z.enum(SALE_STATUSES),
    total_points: z.int(),
    /** Shown to the member when the audit rejected the sale. */
    rejection_reason: z.nullable(z.string()),
    products: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        quantity: z.int(),
        points: z.int(),
      }),
    ),
    created_at: z.iso.datetime({ offset: true }),
  }),
);

/** A sale on the wire. */
export type SaleWire = z.infer<typeof saleSchema>;

/** A store-photo type. */
export const photoTypeSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    name: z.string(),
    description: z.string(),
    points: z.int(),
  }),
);

/** `GET /api/photo-types/`. */
export const photoTypesResponseSchema = lazySchema(() => z.object({ photo_types: z.array(photoTypeSchema) }));

/** A photo types answer. */
export type PhotoTypesResponse = z.infer<typeof photoTypesResponseSchema>;

/** The text fields of `POST /api/photos/` (multipart, with the `photo` file). */
export const photoFormSchema = lazySchema(() =>
  z.object({
    photo_type: z.coerce.number().check(z.int(), z.positive()),
    store: z.coerce.number().check(z.int(), z.positive()),
  }),
);

/** `POST /api/photos/` answer (201). */
export const photoCreatedSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    points: z.int(),
    /** The Monday of the week the photo counts for. */
    week_start: isoDateSchema,
    /** The next Monday: the first day another photo of this type may be sent to this store. */
    next_allowed_date: isoDateSchema,
  }),
);

/** A created store photo. */
export type PhotoCreated = z.infer<typeof photoCreatedSchema>;

/** The query of `GET /api/photos/limits/`: one of the member's stores. */
export const photoLimitsQuerySchema = lazySchema(() =>
  z.object({ store: z.coerce.number().check(z.int(), z.positive()) }),
);

/** `GET /api/photos/limits/?store=`: the weekly limit of each active photo type at one store (spec §5). */
export const photoLimitsResponseSchema = lazySchema(() =>
  z.object({
    store: wireIdSchema,
    /** The Monday of the current week (the product's UTC−3 day). */
    week_start: isoDateSchema,
    photo_types: z.array(
      z.object({
        photo_type: wireIdSchema,
        /** A photo of this type was already sent to this store this week, by anyone. */
        already_sent: z.boolean(),
        /** When `already_sent`: the next Monday, the first day another one is accepted; otherwise null. */
        next_allowed_date: z.nullable(isoDateSchema),
      }),
    ),
  }),
);

/** The weekly photo limits of a store. */
export type PhotoLimits = z.infer<typeof photoLimitsResponseSchema>;

/** Loyalty levels on the wire (core's LEVELS). */
export const levelWireSchema = z.enum(LEVELS);
