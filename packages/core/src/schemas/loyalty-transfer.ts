import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of the points transfer to the partner construction programme (SPECIFICATION §1, §5 Points
 * transfer, §8, §9 "transferred points must be redeemed within 12 months"; issue 6: `POST /api/points/transfer/`).
 */

/** `POST /api/points/transfer/`: points to send and the partner registration's document (CPF, any mask). */
export const pointsTransferRequestSchema = lazySchema(() =>
  z.object({
    points: z.int().check(z.maximum(10_000_000)),
    document: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  }),
);

/** A transfer request. */
export type PointsTransferRequest = z.infer<typeof pointsTransferRequestSchema>;

/** `POST /api/points/transfer/` answer (201). */
export const pointsTransferResponseSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    points: z.int().check(z.positive()),
    /** The document's digits. */
    document: z.string(),
    /** The partner programme's reference for the credit. */
    partner_reference: z.string(),
    /** The role the partner registration holds (seller, cashier, store_owner). */
    partner_role: z.string(),
    /** Last day to redeem the points in the partner programme (12 months). */
    redeem_by: z.iso.date(),
    /** The member's balance after the transfer. */
    balance: z.int().check(z.nonnegative()),
    created_at: z.iso.datetime({ offset: true }),
  }),
);

/** A transfer answer. */
export type PointsTransferResponse = z.infer<typeof pointsTransferResponseSchema>;
