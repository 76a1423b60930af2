import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { paginatedSchema } from './paginated.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of the activity feed (spec §2 profile "activity feed"; docs/server.md "Activity feed"):
 * `GET /api/feed/?page=&page_size=`, what the caller did, newest first, built from what the server already
 * records (training states, certificates, badges, sales and their audits, redemptions, check-ins).
 */

/** The kinds of feed entries; a client shows an unknown kind (written by a newer server) generically. */
export const FEED_ENTRY_KINDS = [
  'training_started',
  'training_finished',
  'certificate_issued',
  'badge_earned',
  'sale_reported',
  'sale_approved',
  'sale_rejected',
  'reward_redeemed',
  'event_check_in',
] as const;

/** A feed entry kind. */
export type FeedEntryKind = (typeof FEED_ENTRY_KINDS)[number];

/** One thing the person did. The client writes its description from `kind` and `params`. */
export const feedEntrySchema = lazySchema(() =>
  z.object({
    /** Unique in the feed (`<kind>:<source id>`). */
    id: z.string(),
    kind: z.string(),
    occurred_at: z.iso.datetime({ offset: true }),
    /**
     * What the description is made from: `title` (a training, a certificate's training, a badge, a reward or an
     * event, in the request language), `training_type`, `invoice_number`, `points`, `quantity`, `reason`.
     */
    params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    /** The source row's id (a training, a certificate, a sale …), for a link. */
    source_id: z.nullable(wireIdSchema),
  }),
);

/** A feed entry. */
export type FeedEntry = z.infer<typeof feedEntrySchema>;

/** `GET /api/feed/` answer: a page of entries, newest first. */
export const feedResponseSchema = lazySchema(() => paginatedSchema(feedEntrySchema));

/** A feed page. */
export type FeedResponse = z.infer<typeof feedResponseSchema>;
