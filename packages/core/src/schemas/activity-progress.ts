import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { ACTIVITY_STATUSES } from '../rules/activities.js';
import { COURSE_STATUSES } from '../rules/statuses.js';
import { catalogueIdSchema } from './catalogue-id.js';
import { lateRecordShape } from './late-record.js';

/*
 * What the player reports of a file, media or HTML activity (issue 20, docs/rules.md "Activity player"): the facts
 * each type's completion rule needs, never a percentage. The server merges them with what it stored and decides
 * the status and progress itself with core's rules.
 */

/** The most watched intervals one report may carry: a player merges its own, so thousands mean a broken client. */
export const MAX_REPORTED_INTERVALS = 1000;

/** Longest media the API measures, in seconds (a week): longer lengths are not media but bad input. */
const MAX_MEDIA_SECONDS = 604_800;

const secondsSchema = z.number().check(z.minimum(0), z.maximum(MAX_MEDIA_SECONDS));

/** `[start, end]` seconds of the timeline that were played (see core's `recordPlayback`). */
export const watchedIntervalSchema = lazySchema(() => z.tuple([secondsSchema, secondsSchema]));

/**
 * Media (`video`, `audio`, `youtube`, `vimeo`, `wowza`, `linkedin_slidshare`): the intervals played since the
 * start (or since the last report: the server merges), the length the player read (`null` when unknown or a live
 * stream), and whether the media's end was reached (`ended` event).
 */
export const mediaProgressSchema = lazySchema(() =>
  z.object({
    kind: z.literal('media'),
    watched: z.array(watchedIntervalSchema).check(z.maxLength(MAX_REPORTED_INTERVALS)),
    duration: z.nullable(z.number().check(z.positive(), z.maximum(MAX_MEDIA_SECONDS))),
    ended: z.optional(z.boolean()),
    ...lateRecordShape,
  }),
);

/** A PDF or converted presentation (`pdf`, `ppt`): the page shown (1-based) and the document's page count. */
export const documentProgressSchema = lazySchema(() =>
  z.object({
    kind: z.literal('document'),
    page: z.int().check(z.minimum(1), z.maximum(100_000)),
    page_count: z.int().check(z.minimum(1), z.maximum(100_000)),
    ...lateRecordShape,
  }),
);

/** An HTML package (`html`): it was opened (`visit`) or it made its completion call (`complete`). */
export const htmlProgressSchema = lazySchema(() =>
  z.object({
    kind: z.literal('html'),
    event: z.enum(['visit', 'complete']),
    ...lateRecordShape,
  }),
);

/** `POST /api/activities/{activity_id}/progress/`: one report, by the kind of activity. */
export const activityProgressReportSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [mediaProgressSchema, documentProgressSchema, htmlProgressSchema]),
);

/** A progress report of the player. */
export type ActivityProgressReport = z.infer<typeof activityProgressReportSchema>;

/** `{ activity_id }` path parameters of the progress route. */
export const activityProgressParamsSchema = lazySchema(() => z.object({ activity_id: catalogueIdSchema }));

const percentSchema = z.int().check(z.minimum(0), z.maximum(100));

/**
 * The answer of a progress report (and of `POST /api/files/complete/` for an activity download): the learner's
 * stored state in the activity (never behind what it was) and in its course.
 */
export const activityProgressResultSchema = lazySchema(() =>
  z.object({
    activity_id: z.int().check(z.minimum(1)),
    status: z.enum(ACTIVITY_STATUSES),
    progress: percentSchema,
    course: z.object({
      id: z.int().check(z.minimum(1)),
      status: z.enum(COURSE_STATUSES),
      progress: percentSchema,
    }),
  }),
);

/** The learner's state after a progress report. */
export type ActivityProgressResult = z.infer<typeof activityProgressResultSchema>;
