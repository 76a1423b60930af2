import type { WatchedInterval } from '@campus/core/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { courseActivities } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * What the player reported of a learner's file, media or HTML activity (issue 20), merged over every report, so
 * the server decides completion with core's rules on facts and never on a client's percentage:
 * - media: `watched` the played intervals, merged (`mergeIntervals`), `duration` the last length reported, `ended`
 *   once the end was reached;
 * - documents: `furthest_page` the furthest page shown, `page_count` the document's pages;
 * - HTML: `visited`, `completion_called`;
 * - a downloaded file (`POST /api/files/complete/`): `file_completed`.
 * The learner's status and progress themselves stay in `activity_user_states`.
 */
export const activityProgress = pgTable(
  'activity_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => courseActivities.id, { onDelete: 'cascade' }),
    watched: jsonb('watched').$type<WatchedInterval[]>().notNull().default([]),
    duration: doublePrecision('duration'),
    ended: boolean('ended').notNull().default(false),
    furthestPage: integer('furthest_page').notNull().default(0),
    pageCount: integer('page_count'),
    visited: boolean('visited').notNull().default(false),
    completionCalled: boolean('completion_called').notNull().default(false),
    fileCompleted: boolean('file_completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.activityId] }),
    check(
      'activity_progress_pages_check',
      sql`${table.furthestPage} >= 0 and (${table.pageCount} is null or ${table.pageCount} >= 1)`,
    ),
    check('activity_progress_duration_check', sql`${table.duration} is null or ${table.duration} > 0`),
    // Deleting an activity cascades here; the primary key's first column is the user.
    index('activity_progress_activity_idx').on(table.activityId),
  ],
);

/** A row of `activity_progress`. */
export type ActivityProgressRow = typeof activityProgress.$inferSelect;
