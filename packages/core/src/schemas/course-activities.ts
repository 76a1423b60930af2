import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { ACTIVITY_BLOCK_REASONS, ACTIVITY_STATUSES, ACTIVITY_TYPES } from '../rules/activities.js';
import type { ActivityType } from '../rules/activities.js';
import { PRESENTIAL_CLASS_STATUSES } from '../rules/statuses.js';
import { wireIdSchema } from './params.js';

// A course's activities, which the catalogue's course page and the activity player both list: apart from
// catalogue.ts (which re-exports them), so the player does not bring the catalogue's schemas.

/**
 * One activity of a course with the caller's state (spec §3 "Activity state" and "Activity types"):
 * `hierarchy_order` is its 1-based place in the course and the last segment of the player's route
 * (`courses/{id}/activities/{hierarchy_order}`, spec §2); `blocked_reason` says why a `blocked` one is.
 */
export const courseActivitySchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    hierarchy_order: z.int().check(z.minimum(1)),
    title: z.string(),
    type: z.enum(ACTIVITY_TYPES as unknown as [ActivityType, ...ActivityType[]]),
    status: z.enum(ACTIVITY_STATUSES),
    /** Percentage, 0–100. */
    progress: z.int().check(z.minimum(0), z.maximum(100)),
    blocked_reason: z.nullable(z.enum(ACTIVITY_BLOCK_REASONS)),
    /** Expected length; null when it has none (a test, a file). */
    duration_minutes: z.nullable(z.int().check(z.nonnegative())),
  }),
);

/** A course activity. */
export type CourseActivity = z.infer<typeof courseActivitySchema>;

/**
 * `GET /api/{online-courses|webinars|live-classes|presential-courses}/{id}/activities/`: the course's activities in
 * `hierarchy_order`, whether they unlock one after the other (`sequential`) and whether the caller is enrolled
 * in (or subscribed to) the item (`enrolled`), which `activityAccess` takes. An answer without them (a server that
 * predates them) reads as not sequential and enrolled: the server refuses what the learner may not open anyway.
 */
export const courseActivitiesSchema = lazySchema(() =>
  z.object({
    course_id: wireIdSchema,
    sequential: z._default(z.boolean(), false),
    enrolled: z._default(z.boolean(), true),
    /** The course is flagged for SENCE (Chile): the learner starts a SENCE session each day (issue 26); absent: no. */
    sence_course: z.optional(z.boolean()),
    /**
     * A course flagged for SENCE whose caller has no SENCE session open today: every activity stays locked
     * (`sence_session_required`, core's `activityAccess`) until one is started (issue 26); absent: no.
     */
    sence_session_required: z.optional(z.boolean()),
    /**
     * A presential course's status (§4 In-person classes), which opens its activities or not (`presential_event_closed`,
     * core's `activityAccess` and `presentialStatusRules`, issue 26); absent for every other kind of item.
     */
    presential_status: z.optional(z.enum(PRESENTIAL_CLASS_STATUSES)),
    activities: z.array(courseActivitySchema),
  }),
);

/** A course's activities. */
export type CourseActivities = z.infer<typeof courseActivitiesSchema>;
