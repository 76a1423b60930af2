import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { namedIdSchema, wireIdSchema } from './params.js';

/*
 * Wire contract of the public training portfolio (SPECIFICATION §2 "Portfolio group: portfolio;
 * portfolio-course/{slug}" — public routes): the client's published online courses as anonymous visitors may
 * see them, with no learner state. `GET /api/portfolio/` and `GET /api/portfolio/{id}/`.
 */

/** One course of the portfolio. */
export const portfolioCourseSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    title: z.string(),
    description: z.string(),
    /** Cover URL (absolute or server-relative), if any. */
    image: z.nullable(z.string()),
    /** The course category in the request language, if any. */
    category: z.nullable(namedIdSchema),
    /** Workload in minutes, if known. */
    workload_minutes: z.nullable(z.int().check(z.nonnegative())),
  }),
);

/** A course of the portfolio. */
export type PortfolioCourse = z.infer<typeof portfolioCourseSchema>;

/** `GET /api/portfolio/`: every published online course of the client, in catalogue order. */
export const portfolioResponseSchema = lazySchema(() =>
  z.object({
    count: z.int().check(z.nonnegative()),
    results: z.array(portfolioCourseSchema),
  }),
);

/** The portfolio answer. */
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;
