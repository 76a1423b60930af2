import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/*
 * Versions of what read answers are made of, bumped by the database itself: the triggers of migrations 0024 on
 * (`*_answer_versions`) run at commit (deferred constraint triggers) after every write to the tables a kept
 * answer reads (src/shared/answer-cache.ts: catalogue lists, the reward store, a member's sales, orders, points
 * summary and statement, levels, stores and messages, the products and photo types), whatever code wrote it. An answer kept in memory
 * under the versions its request read (src/shared/answer-cache.ts) is current as long as they have not moved. No
 * foreign keys: a row may outlive its client or user (a deleted user's states fire the trigger after the user is
 * gone), and a missing row reads as 0.
 */

/**
 * A client's catalogue (items, labels, children, events, playlists, episodes, instructors, its site lists) and
 * loyalty programme (rewards, category limits, campaigns and their stores, retail chains, stores and their loyalty
 * settings, products, photo types).
 */
export const clientAnswerVersions = pgTable('client_answer_versions', {
  clientId: integer('client_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /**
   * The client's forums apart (migration 0030): forums, topics, replies, reports and the names of the client's
   * people. Posts are frequent, so they move this version only, not the catalogue's.
   */
  forumVersion: bigint('forum_version', { mode: 'number' }).notNull().default(0),
});

/**
 * A user's own state: catalogue states (favourites, enrolments, progress), points and ledger entries, campaign
 * levels, sales, reward orders and their history, stores, messages.
 */
export const userAnswerVersions = pgTable('user_answer_versions', {
  userId: integer('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
