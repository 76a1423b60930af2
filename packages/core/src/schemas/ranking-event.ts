import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/**
 * The `data:` of a realtime ranking event (SPECIFICATION §3 "Realtime/ranking: ranking areas").
 * The reference server sends `event: ranking` with this JSON; `area` names the ranking area the change
 * belongs to, and the rest describes the change.
 */
export const rankingEventDataSchema = lazySchema(() =>
  z.looseObject({
    area: z.string().check(z.minLength(1)),
  }),
);

/** Parsed `data:` of a ranking event. */
export type RankingEventData = z.infer<typeof rankingEventDataSchema>;
