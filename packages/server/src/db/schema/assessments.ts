import type {
  GameDocument,
  QuestionAnswer,
  QuestionReview,
  ReactionDocument,
  TestDocument,
} from '@campus/core/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogueItems, courseActivities } from './catalogue';
import { createdAt } from './columns';
import { users } from './users';

/*
 * Tests, quizzes and reaction evaluations (issue 21, docs/server.md "Tests and quizzes"). A test's questions and
 * answers are a document imported with the activity; each attempt keeps the questions it drew, the answers saved
 * with their time, the lease of the tab that holds it and the deadline fixed when it started, so the server alone
 * decides the score and the outcome.
 */

/** What an activity document holds: a test or quiz, a reaction evaluation, or a game (issue 22). */
export const ACTIVITY_DOCUMENT_KINDS = ['test', 'reaction', 'game'] as const;

/** A kind of {@link activityDocuments} row. */
export type ActivityDocumentKind = (typeof ACTIVITY_DOCUMENT_KINDS)[number];

/**
 * The JSON content of a test, reaction or game activity, as imported and checked with core's schemas (a game's
 * schema is its activity's type's).
 */
export const activityDocuments = pgTable(
  'activity_documents',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => courseActivities.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityDocumentKind>().notNull(),
    document: jsonb('document').$type<TestDocument | ReactionDocument | GameDocument>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('activity_documents_kind_check', sql`${table.kind} in ('test', 'reaction', 'game')`)],
);

/** A row of `activity_documents`. */
export type ActivityDocumentRow = typeof activityDocuments.$inferSelect;

/** A saved answer of an attempt: the answer and when it was saved (only answers saved by the deadline exist). */
export interface SavedAttemptAnswer {
  readonly answer: QuestionAnswer;
  readonly savedAt: string;
}

/** Where an attempt stands: in progress, or how it ended (`finished` for an unevaluated quiz). */
export const ATTEMPT_STATUSES = ['in_progress', 'approved', 'reproved', 'blocked', 'restarted', 'finished'] as const;

/** An attempt's status. */
export type StoredAttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * Attempts at a test. `course_id` is the activity's course (restarts reset it); `superseded` marks the attempts
 * before a restart, which no longer count. At most one attempt of a learner in a test is in progress (a unique
 * partial index, so two tabs starting at once make one attempt).
 */
export const testAttempts = pgTable(
  'test_attempts',
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
    /** The drawn questions' ids, in the order shown. */
    questionIds: jsonb('question_ids').$type<readonly string[]>().notNull(),
    /** The order the options or items of each question are shown in, by question id. */
    optionOrders: jsonb('option_orders').$type<Readonly<Record<string, readonly string[]>>>().notNull(),
    answers: jsonb('answers').$type<Readonly<Record<string, SavedAttemptAnswer>>>().notNull().default({}),
    lease: text('lease').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'date' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    late: boolean('late').notNull().default(false),
    score: integer('score'),
    status: text('status').$type<StoredAttemptStatus>().notNull().default('in_progress'),
    reviews: jsonb('reviews').$type<readonly QuestionReview[]>(),
    superseded: boolean('superseded').notNull().default(false),
  },
  (table) => [
    uniqueIndex('test_attempts_one_open_idx')
      .on(table.userId, table.activityId)
      .where(sql`${table.status} = 'in_progress'`),
    index('test_attempts_user_activity_idx').on(table.userId, table.activityId, table.number),
    index('test_attempts_activity_idx').on(table.activityId),
    check(
      'test_attempts_status_check',
      sql`${table.status} in ('in_progress', 'approved', 'reproved', 'blocked', 'restarted', 'finished')`,
    ),
    check('test_attempts_submitted_check', sql`(${table.status} = 'in_progress') = (${table.submittedAt} is null)`),
    check('test_attempts_score_check', sql`${table.score} is null or ${table.score} between 0 and 100`),
    check('test_attempts_number_check', sql`${table.number} >= 1`),
  ],
);

/** A row of `test_attempts`. */
export type TestAttemptRow = typeof testAttempts.$inferSelect;

/** A learner's answers to a reaction evaluation: one row per person, never replaced ('You already reviewed'). */
export const reactionResponses = pgTable(
  'reaction_responses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => courseActivities.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Readonly<Record<string, number | string>>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.activityId] }),
    index('reaction_responses_activity_idx').on(table.activityId),
  ],
);

/** A row of `reaction_responses`. */
export type ReactionResponseRow = typeof reactionResponses.$inferSelect;
