import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { CHECK_IN_CODE_LENGTH } from '../rules/check-in.js';
import { levelWireSchema } from './loyalty-earning.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of programme events and check-in (SPECIFICATION §2 Events, §3 Event, §4 "events are available
 * from the creator level", §5 check-in code; issue 6: `GET /api/events/`, `POST /api/events/check-in/`).
 */

/** Where an event is in time. */
export const EVENT_STATUSES = ['upcoming', 'open', 'finished'] as const;

/** A programme event as a member sees it (never its check-in code nor QR secret). */
export const loyaltyEventSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    type: z.string(),
    title: z.string(),
    description: z.string(),
    location: z.nullable(z.string()),
    begin_at: z.iso.datetime({ offset: true }),
    end_at: z.iso.datetime({ offset: true }),
    status: z.enum(EVENT_STATUSES),
    /** Points a check-in earns. */
    points: z.int().check(z.nonnegative()),
    minimum_level: levelWireSchema,
    campaign_id: z.nullable(wireIdSchema),
    /** When the member checked in, or null. */
    checked_in_at: z.nullable(z.iso.datetime({ offset: true })),
  }),
);

/** An event on the wire. */
export type LoyaltyEventWire = z.infer<typeof loyaltyEventSchema>;

/** `GET /api/events/`: events newest first, and whether the member's level opens them. */
export const loyaltyEventsResponseSchema = lazySchema(() =>
  z.object({
    /** The member's level in the active campaign. */
    level: levelWireSchema,
    /** Whether the member's level reaches the creator level (events are available from it). */
    events_available: z.boolean(),
    results: z.array(loyaltyEventSchema),
  }),
);

/** An events answer. */
export type LoyaltyEventsResponse = z.infer<typeof loyaltyEventsResponseSchema>;

/**
 * `POST /api/events/check-in/`: the six-digit `code` typed by the member, or the `qr` secret a scanned code
 * carries; exactly one of them.
 */
export const checkInRequestSchema = lazySchema(() =>
  z.union([
    z.strictObject({
      code: z.string().check(z.trim(), z.maxLength(CHECK_IN_CODE_LENGTH * 4)),
    }),
    z.strictObject({ qr: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)) }),
  ]),
);

/** A check-in request. */
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

/** `POST /api/events/check-in/` answer (201). */
export const attendanceSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    event: loyaltyEventSchema,
    method: z.enum(['code', 'qr']),
    /** Points the check-in earned. */
    points: z.int().check(z.nonnegative()),
    /** The member's balance after the check-in. */
    balance: z.int().check(z.nonnegative()),
    created_at: z.iso.datetime({ offset: true }),
  }),
);

/** An attendance on the wire. */
export type AttendanceWire = z.infer<typeof attendanceSchema>;
