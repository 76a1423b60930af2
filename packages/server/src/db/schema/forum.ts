import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogue';
import { clients } from './clients';
import { createdAt } from './columns';
import type { LocalizedNames } from './content';
import { users } from './users';

/*
 * The forum with moderation (issue 24; docs/server.md "Forum"). A client's forums are the platform's (no item) and
 * its courses' or trails' (a catalogue item); topics and replies are plain text in their author's language, deleted
 * softly by their authors (the thread keeps its shape) and given statuses by moderators; reports wait in the
 * moderators' queue; every moderation action is audited.
 */

/** `forum_topics.status` values (core's FORUM_TOPIC_STATUSES). */
const TOPIC_STATUSES = sql.raw(`'open', 'closed', 'hidden'`);
/** `forum_replies.status` values (core's FORUM_REPLY_STATUSES). */
const REPLY_STATUSES = sql.raw(`'visible', 'hidden'`);

/** A forum: the client's own (no item) or a course's or trail's. Titles and descriptions per language. */
export const forums = pgTable(
  'forums',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The course or trail whose forum it is; null for a platform forum. */
    itemId: integer('item_id').references(() => catalogueItems.id, { onDelete: 'cascade' }),
    titles: jsonb('titles').$type<LocalizedNames>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedNames>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('forums_client_idx').on(table.clientId, table.position), index('forums_item_idx').on(table.itemId)],
);

/**
 * A topic. `status` is the moderators' (open, closed, hidden); `deleted_at` is its author's soft deletion (the row
 * stays for the audit and the reports); `last_activity_at` moves with each reply, so lists sort without a join.
 */
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    forumId: integer('forum_id')
      .notNull()
      .references(() => forums.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The language the author wrote in (the request's), for `lang`. */
    locale: text('locale').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('forum_topics_forum_idx').on(table.forumId, table.lastActivityAt),
    check('forum_topics_status_check', sql`${table.status} in (${TOPIC_STATUSES})`),
  ],
);

/** A reply to a topic; a deleted or hidden one keeps its place in the thread. */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('visible'),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('forum_replies_topic_idx').on(table.topicId, table.createdAt),
    check('forum_replies_status_check', sql`${table.status} in (${REPLY_STATUSES})`),
  ],
);

/**
 * A report of a topic (`reply_id` null) or a reply, once per person per post (two partial unique indexes). Open
 * reports are the moderators' queue; a status change of the post resolves them, a moderator may dismiss one.
 */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('forum_reports_topic_once')
      .on(table.reporterId, table.topicId)
      .where(sql`${table.replyId} is null`),
    uniqueIndex('forum_reports_reply_once')
      .on(table.reporterId, table.replyId)
      .where(sql`${table.replyId} is not null`),
    index('forum_reports_queue_idx').on(table.clientId, table.status, table.createdAt),
    check('forum_reports_status_check', sql`${table.status} in ('open', 'resolved', 'dismissed')`),
    check('forum_reports_reason_check', sql`${table.reason} in ('spam', 'offensive', 'off_topic', 'other')`),
  ],
);

/**
 * The audit of moderation (issue 24 "every moderation action audited"): who changed which post's status from what
 * to what, or dismissed which report, with their note. Append-only.
 */
export const forumModerationActions = pgTable(
  'forum_moderation_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    /** `status_changed` or `report_dismissed`. */
    action: text('action').notNull(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').references(() => forumReports.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('forum_moderation_actions_client_idx').on(table.clientId, table.createdAt),
    check('forum_moderation_actions_action_check', sql`${table.action} in ('status_changed', 'report_dismissed')`),
  ],
);

/** A row of `forums`. */
export type ForumRow = typeof forums.$inferSelect;
/** A row of `forum_topics`. */
export type ForumTopicRow = typeof forumTopics.$inferSelect;
/** A row of `forum_replies`. */
export type ForumReplyRow = typeof forumReplies.$inferSelect;
/** A row of `forum_reports`. */
export type ForumReportRow = typeof forumReports.$inferSelect;
/** A row of `forum_moderation_actions`. */
export type ForumModerationActionRow = typeof forumModerationActions.$inferSelect;
