import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { rankingAreaSchema } from './loyalty-ranking.js';
import { wireIdSchema } from './params.js';

/*
 * Wire contract of the training ranking (spec §1 "a ranking", §2 profile "ranking"; docs/server.md "Training
 * ranking"): `GET /api/training-ranking/?area=&limit=`, every learner of the client, ranked by their score in
 * trainings when the client's `group_training_use_score` is on, otherwise by the trainings they completed. Changes
 * are announced as `ranking` events (`kind: 'training'`) in `realtime_area`.
 */

/** What the ranking counts: test scores in trainings, or completed trainings. */
export const TRAINING_RANKING_BASES = ['score', 'completed'] as const;

/** A training ranking basis. */
export type TrainingRankingBasis = (typeof TRAINING_RANKING_BASES)[number];

/** `GET /api/training-ranking/` query: the area (`client` by default) and how many top lines. */
export const trainingRankingQuerySchema = lazySchema(() =>
  z.object({
    area: z._default(rankingAreaSchema, 'client'),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  }),
);

/** One line of the training ranking. */
export const trainingRankingEntrySchema = lazySchema(() =>
  z.object({
    /** 1-based; learners with equal values share a position. */
    position: z.int().check(z.positive()),
    user: z.object({ id: wireIdSchema, full_name: z.string() }),
    /** The score (sum of the best score of every test) or the number of completed trainings. */
    value: z.int().check(z.nonnegative()),
  }),
);

/** A training ranking line. */
export type TrainingRankingEntry = z.infer<typeof trainingRankingEntrySchema>;

/** `GET /api/training-ranking/` answer: the top of the area and the caller's own line (null when not ranked). */
export const trainingRankingResponseSchema = lazySchema(() =>
  z.object({
    basis: z.enum(TRAINING_RANKING_BASES),
    area: z.string(),
    /** The realtime area whose `ranking` events announce changes. */
    realtime_area: z.string(),
    results: z.array(trainingRankingEntrySchema),
    me: z.nullable(trainingRankingEntrySchema),
  }),
);

/** A training ranking answer. */
export type TrainingRankingResponse = z.infer<typeof trainingRankingResponseSchema>;
