import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { catalogueItems, courseActivities, presentialEvents } from './catalogue';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Activities an instructor authorised for a whole class (spec §6 Instructors): one row per class (its item, and its
 * in-person event or null) and activity. Every reader of a learner's activity state (`readCourseActivityRecords`,
 * core's `resolveActivityState`) reads it for any learner enrolled in the item, so a learner who enrols after the
 * authorisation finds the activity open too; an authorisation for one learner stays a state row of that learner.
 */
export const classActivityAuthorizations = pgTable(
  'class_activity_authorizations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => presentialEvents.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => courseActivities.id, { onDelete: 'cascade' }),
    /** The instructor who authorised it (null once their account is gone). */
    authorizedBy: integer('authorized_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('class_activity_authorizations_unique').on(table.itemId, table.eventId, table.activityId).nullsNotDistinct(),
    index('class_activity_authorizations_activity_idx').on(table.activityId),
  ],
);

/** A row of `class_activity_authorizations`. */
export type ClassActivityAuthorizationRow = typeof classActivityAuthorizations.$inferSelect;
