import type { GameSecret, GameState } from '@campus/core/rules';
import type { GameBoard } from '@campus/core/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogueItems, courseActivities } from './catalogue';
import { users } from './users';

/*
 * Games (issue 22, docs/server.md "Games"). A game's document (solutions included) is an `activity_documents` row
 * of kind `game`; each attempt keeps the board it dealt (what the learner sees), the secret of that deal (which
 * word or card of the board is which), the state of play, and the lease of the tab that holds it, so the server
 * alone checks moves and decides the outcome.
 */

/** Where a game attempt stands: in progress, or how it ended. */
export const GAME_ATTEMPT_STATUSES = ['in_progress', 'approved', 'reproved'] as const;

/** A game attempt's status. */
export type GameAttemptStatus = (typeof GAME_ATTEMPT_STATUSES)[number];

/**
 * Attempts at a game. `course_id` is the activity's course (a failed restart test resets it); `superseded` marks
 * the attempts before such a reset, which no longer count. At most one attempt of a learner in a game is in
 * progress (a unique partial index, so two tabs starting at once make one attempt). `score` and `won` are set when
 * it ends, with `finished_at`.
 */
export const gameAttempts = pgTable(
  'game_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => courseActivities.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    lease: text('lease').notNull(),
    /** What the learner sees: no solution. */
    board: jsonb('board').$type<GameBoard>().notNull(),
    /** Which of the board's attempt ids (words, cards) is which: never sent. */
    secret: jsonb('secret').$type<GameSecret>().notNull(),
    /** The state of play: errors, closed items, enigma letters tried. */
    state: jsonb('state').$type<GameState>().notNull(),
    status: text('status').$type<GameAttemptStatus>().notNull().default('in_progress'),
    score: integer('score'),
    won: boolean('won'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    superseded: boolean('superseded').notNull().default(false),
  },
  (table) => [
    uniqueIndex('game_attempts_one_open_idx')
      .on(table.userId, table.activityId)
      .where(sql`${table.status} = 'in_progress'`),
    index('game_attempts_user_activity_idx').on(table.userId, table.activityId, table.number),
    index('game_attempts_activity_idx').on(table.activityId),
    check('game_attempts_status_check', sql`${table.status} in ('in_progress', 'approved', 'reproved')`),
    check('game_attempts_finished_check', sql`(${table.status} = 'in_progress') = (${table.finishedAt} is null)`),
    check(
      'game_attempts_outcome_check',
      sql`(${table.finishedAt} is null) = (${table.score} is null) and (${table.score} is null) = (${table.won} is null)`,
    ),
    check('game_attempts_score_check', sql`${table.score} is null or ${table.score} between 0 and 100`),
    check('game_attempts_number_check', sql`${table.number} >= 1`),
  ],
);

/** A row of `game_attempts`. */
export type GameAttemptRow = typeof gameAttempts.$inferSelect;
