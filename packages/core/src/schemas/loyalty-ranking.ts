import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { levelWireSchema } from './loyalty-earning.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of the programme ranking (issue 6: `GET /api/ranking/?campaign=&area=`; SPECIFICATION §1
 * ranking, §3 "ranking areas"). Changes are announced on the realtime channel as `ranking` events in the
 * client's area.
 */

/**
 * Ranking areas: `client` (the whole programme), `state:<UF>`, `retailer:<chain id>`, `store:<store id>`.
 * Members of a store or chain are those linked to it.
 */
export const rankingAreaSchema = z
  .string()
  .check(z.trim(), z.regex(/^(client|state:[A-Za-z]{2}|retailer:[1-9][0-9]{0,8}|store:[1-9][0-9]{0,8})$/));

/** `GET /api/ranking/` query: the campaign (the active one by default) and the area (`client` by default). */
export const rankingQuerySchema = lazySchema(() =>
  z.object({
    campaign: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
    area: z._default(rankingAreaSchema, 'client'),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  }),
);

/** One line of the ranking. */
export const rankingEntrySchema = lazySchema(() =>
  z.object({
    /** 1-based; members with equal points share a position. */
    position: z.int().check(z.positive()),
    user: z.object({ id: wireIdSchema, full_name: z.string() }),
    /** Experience points earned in the campaign. */
    points: z.int().check(z.nonnegative()),
    level: levelWireSchema,
  }),
);

/** A ranking line. */
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

/** `GET /api/ranking/` answer: the top of the area and the caller's own line (null when not ranked). */
export const rankingResponseSchema = lazySchema(() =>
  z.object({
    campaign_id: wireIdSchema,
    area: z.string(),
    /** The realtime area whose `ranking` events announce changes. */
    realtime_area: z.string(),
    results: z.array(rankingEntrySchema),
    me: z.nullable(rankingEntrySchema),
  }),
);

/** A ranking answer. */
export type RankingResponse = z.infer<typeof rankingResponseSchema>;
