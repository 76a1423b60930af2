import { SCORM_VERSIONS } from '@campus/core/schemas';
import type { ScoOutcome } from '@campus/core/rules';
import type { ScormCmi, ScormVersion } from '@campus/core/schemas';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courseActivities } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * SCORM run-time data (issue 20): one row per learner, SCORM activity, SCO (its manifest `<item identifier>`)
 * and attempt, holding the `cmi` data model of the player's last accepted commit. `sequence` is that commit's
 * number: a commit is stored only when its number is greater, so a stale one (another tab, a late keepalive)
 * changes nothing. A SCO's current attempt is its highest `attempt`. `cmi` is jsonb (strings come back
 * byte-exact; the route bounds the body at 1 MiB); `outcome` is what it says of completion and success, read
 * at commit so the activity's state rolls up without reading every SCO's data model again.
 */
export const activityRuntimeData = pgTable(
  'activity_runtime_data',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => courseActivities.id, { onDelete: 'cascade' }),
    sco: text('sco').notNull(),
    attempt: integer('attempt').notNull(),
    version: text('version').$type<ScormVersion>().notNull(),
    sequence: integer('sequence').notNull(),
    cmi: jsonb('cmi').$type<ScormCmi>().notNull(),
    outcome: jsonb('outcome').$type<ScoOutcome>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.activityId, table.sco, table.attempt] }),
    check('activity_runtime_data_sco_check', sql`char_length(${table.sco}) between 1 and 255`),
    check('activity_runtime_data_version_check', sql`${table.version} in (${quoted(SCORM_VERSIONS)})`),
    check('activity_runtime_data_attempt_check', sql`${table.attempt} >= 1`),
    check('activity_runtime_data_sequence_check', sql`${table.sequence} >= 1`),
    // Deleting an activity cascades here; the primary key's first column is the user.
    index('activity_runtime_data_activity_idx').on(table.activityId),
  ],
);

/** A row of `activity_runtime_data`. */
export type ActivityRuntimeDataRow = typeof activityRuntimeData.$inferSelect;
