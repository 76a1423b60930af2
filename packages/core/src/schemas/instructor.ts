import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { wireIdSchema } from './params.js';
import { ACTIVITY_TYPES } from '../rules/activities.js';
import type { ActivityType } from '../rules/activities.js';
import { LIVE_CLASS_STATUSES, PRESENTIAL_CLASS_STATUSES } from '../rules/statuses.js';

/*
 * Wire contract of the instructors' screens (spec §6 Instructors: they validate presence and authorise activities in
 * live and in-person classes; issue 26; docs/server.md "Instructors") and of a learner's in-person event (spec §4 In-person
 * classes: status, presence and results).
 */

const instant = z.iso.datetime({ offset: true });

/** The kinds of class an instructor teaches: a live class, a webinar, an in-person event. */
export const INSTRUCTOR_CLASS_KINDS = ['live_class', 'webinar', 'presential_event'] as const;

/** A kind of class. */
export type InstructorClassKind = (typeof INSTRUCTOR_CLASS_KINDS)[number];

/** A class the caller teaches (`GET /api/instructor/classes/`). */
export const instructorClassSchema = lazySchema(() =>
  z.object({
    kind: z.enum(INSTRUCTOR_CLASS_KINDS),
    /** The live class's or webinar's item id, or the in-person event's id. */
    id: wireIdSchema,
    /** The catalogue item: the live class or webinar itself, or the event's presential course. */
    item_id: wireIdSchema,
    title: z.string(),
    /** The presential course's title for an event; the item's own title otherwise. */
    item_title: z.string(),
    status: z.nullable(z.enum([...LIVE_CLASS_STATUSES, ...PRESENTIAL_CLASS_STATUSES])),
    begin_date: z.nullable(instant),
    location: z.nullable(z.string()),
    enrolled_count: z.int().check(z.nonnegative()),
    present_count: z.int().check(z.nonnegative()),
  }),
);

/** A class the caller teaches. */
export type InstructorClass = z.infer<typeof instructorClassSchema>;

/** The caller's classes, soonest first. */
export const instructorClassListSchema = lazySchema(() => z.object({ results: z.array(instructorClassSchema) }));

/** The caller's classes. */
export type InstructorClassList = z.infer<typeof instructorClassListSchema>;

/** How a presence was validated. */
export const attendanceSourceSchema = z.enum(['instructor', 'check_in']);

/** A learner of a class as the instructor sees them. */
export const attendanceLearnerSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    name: z.string(),
    /** `true` present, `false` marked absent, `null` not validated yet. */
    present: z.nullable(z.boolean()),
    source: z.nullable(attendanceSourceSchema),
    /** Activities awaiting authorisation that this learner was authorised to open. */
    authorized_activity_ids: z.array(wireIdSchema),
  }),
);

/** A learner of a class. */
export type AttendanceLearner = z.infer<typeof attendanceLearnerSchema>;

/** An activity of the class. */
export const classActivitySchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    hierarchy_order: z.int().check(z.positive()),
    title: z.string(),
    type: z.enum(ACTIVITY_TYPES as unknown as [ActivityType, ...ActivityType[]]),
    /** It opens only once the instructor authorises it (spec §6). */
    requires_authorization: z.boolean(),
  }),
);

/** An activity of the class. */
export type ClassActivity = z.infer<typeof classActivitySchema>;

/** A class's attendance: the class, its enrolled learners with presence, its activities. */
export const classAttendanceSchema = lazySchema(() =>
  z.object({
    class: instructorClassSchema,
    /** An in-person event's results are published (always false for live classes and webinars). */
    results_published: z.boolean(),
    /** The status lets the instructor publish results now (an in-person event awaiting results). */
    can_publish_results: z.boolean(),
    learners: z.array(attendanceLearnerSchema),
    activities: z.array(classActivitySchema),
  }),
);

/** A class's attendance. */
export type ClassAttendance = z.infer<typeof classAttendanceSchema>;

/** `PUT …/attendances/:user_id/`: the learner's presence. */
export const presenceWriteSchema = lazySchema(() => z.object({ present: z.boolean() }));

/** A presence to write. */
export type PresenceWrite = z.infer<typeof presenceWriteSchema>;

/** `POST …/authorizations/`: an activity for the whole class (no `user_id`) or one learner. */
export const authorizationWriteSchema = lazySchema(() =>
  z.object({
    activity_id: wireIdSchema,
    user_id: z.optional(z.nullable(wireIdSchema)),
  }),
);

/** An authorisation to write. */
export type AuthorizationWrite = z.infer<typeof authorizationWriteSchema>;

/** The realtime event a learner hears when an activity is authorised for them (`activity_unlocked` in their area). */
export const activityUnlockedEventDataSchema = lazySchema(() =>
  z.looseObject({
    area: z.string(),
    item_id: wireIdSchema,
    activity_id: wireIdSchema,
  }),
);

/** The data of an `activity_unlocked` event. */
export type ActivityUnlockedEventData = z.infer<typeof activityUnlockedEventDataSchema>;

/** A learner's own in-person event (`GET /api/presential-events/:id/`). */
export const learnerPresentialEventSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    course_id: wireIdSchema,
    course_title: z.string(),
    title: z.string(),
    type: z.enum(['presential_class', 'webinar', 'live_class']),
    status: z.enum(PRESENTIAL_CLASS_STATUSES),
    begin_date: instant,
    end_date: z.nullable(instant),
    location: z.nullable(z.string()),
    is_online: z.boolean(),
    /** The caller is enrolled in the event's course. */
    enrolled: z.boolean(),
    /** The caller's presence as validated: 'present', 'absent' (once results are published) or 'pending'. */
    presence: z.enum(['present', 'absent', 'pending']),
    results_published: z.boolean(),
    /** A programme event's check-in (QR code or six-digit code) marks presence here. */
    has_check_in: z.boolean(),
  }),
);

/** A learner's own in-person event. */
export type LearnerPresentialEvent = z.infer<typeof learnerPresentialEventSchema>;
