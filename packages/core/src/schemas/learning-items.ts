import { z } from './zod.js';
import { lazySchema, lazyShape } from './lazy-schema.js';
import { COURSE_STATUSES } from '../rules/statuses.js';
import { wireIdSchema } from './params.js';

// The fields every catalogue item has, and online courses and trails in a list, which the reward store reads too
// (a reward's mandatory training): apart from catalogue.ts (which builds the other items on these and re-exports
// them), so the reward store does not bring the catalogue's schemas.

/** A labelled entry (category, area, group, tag, extension) as items carry it. */
export const catalogueLabelSchema = lazySchema(() => z.object({ id: wireIdSchema, name: z.string() }));

/** An instant with its offset, as items carry their dates. */
export const dateTime = z.iso.datetime({ offset: true });

/** Fields every item has. */
export const itemShape = lazyShape(() => ({
  id: wireIdSchema,
  title: z.string(),
  description: z.string(),
  /** Cover image URL. */
  image: z.nullable(z.string()),
  category: z.nullable(catalogueLabelSchema),
  areas: z.array(catalogueLabelSchema),
  groups: z.array(catalogueLabelSchema),
  tags: z.array(catalogueLabelSchema),
  /** When the item starts (availability, transmission) and ends; null when open. */
  begin_date: z.nullable(dateTime),
  end_date: z.nullable(dateTime),
  /** Whether the caller marked it as a favourite. */
  favorite: z.boolean(),
}));

/** The caller's own progress in a learning item (spec §4 Courses). */
export const learnerShape = lazyShape(() => ({
  status: z.enum(COURSE_STATUSES),
  /** Percentage, 0–100. */
  progress: z.int().check(z.minimum(0), z.maximum(100)),
}));

/** An online course in a list. */
export const onlineCourseSchema = lazySchema(() =>
  z.object({
    type: z.literal('online_course'),
    ...itemShape,
    ...learnerShape,
    enrolled: z.boolean(),
    workload_minutes: z.nullable(z.int().check(z.nonnegative())),
  }),
);

/** A learning trail in a list. */
export const trailSchema = lazySchema(() =>
  z.object({
    type: z.literal('trail'),
    ...itemShape,
    ...learnerShape,
    enrolled: z.boolean(),
    workload_minutes: z.nullable(z.int().check(z.nonnegative())),
    /** How many courses, catalogues, webinars and live classes the trail holds. */
    items_count: z.int().check(z.nonnegative()),
  }),
);

/** An online course. */
export type OnlineCourse = z.infer<typeof onlineCourseSchema>;
/** A trail. */
export type Trail = z.infer<typeof trailSchema>;
