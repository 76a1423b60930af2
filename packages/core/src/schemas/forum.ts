import { z } from './zod.js';
import { lazySchema, lazyShape } from './lazy-schema.js';
import { paginatedSchema } from './paginated.js';
import { wireIdSchema } from './params.js';
import {
  FORUM_REPLY_STATUSES,
  FORUM_REPORT_REASONS,
  FORUM_REPORT_STATUSES,
  FORUM_TOPIC_STATUSES,
} from '../rules/forum.js';

/*
 * Wire contract of the forum with moderation (spec §2 forum, §4 statuses, §5 reporting, §6 moderators; issue 24;
 * docs/server.md "Forum"). Texts are plain text: titles ≤ 256 characters, bodies ≤ 5,000 (core's forum rules).
 * Request bodies accept up to twice the limits so the server's rule answers a long text with its own code
 * (`text_too_long`, 422 with `field_errors`) rather than a schema 400.
 */

const instant = z.iso.datetime({ offset: true });
const topicStatusSchema = z.enum(FORUM_TOPIC_STATUSES);
const replyStatusSchema = z.enum(FORUM_REPLY_STATUSES);
const reportReasonSchema = z.enum(FORUM_REPORT_REASONS);

/** Who wrote a post. */
export const forumAuthorSchema = lazySchema(() => z.object({ id: wireIdSchema, name: z.string() }));

/** A forum's catalogue item (a course or trail forum); null for a platform forum. */
export const forumItemSchema = lazySchema(() => z.object({ id: wireIdSchema, type: z.string(), title: z.string() }));

/** A forum (`GET /api/forums/`): the platform's, or a course's or trail's. Title and description in the request language. */
export const forumSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    title: z.string(),
    description: z.string(),
    item: z.nullable(forumItemSchema),
    /** Topics the caller sees. */
    topic_count: z.int(),
    last_activity_at: z.nullable(instant),
  }),
);

/** A forum. */
export type Forum = z.infer<typeof forumSchema>;

/** `GET /api/forums/` answer: the client's forums and whether the caller moderates them (spec §6). */
export const forumListSchema = lazySchema(() =>
  z.object({
    can_moderate: z.boolean(),
    /** Open reports awaiting a moderator (0 for others). */
    open_reports: z.int(),
    results: z.array(forumSchema),
  }),
);

/** The forums of a client. */
export type ForumList = z.infer<typeof forumListSchema>;

/** What topics and replies share: author, dates, the caller's relation to it. */
const postShape = lazyShape(() => ({
  id: wireIdSchema,
  author: forumAuthorSchema,
  /** The language the author wrote in (for `lang`). */
  locale: z.string(),
  is_mine: z.boolean(),
  /** Deleted by its author: `body` (and a topic's `title`) is empty, the post keeps its place. */
  deleted: z.boolean(),
  reported_by_me: z.boolean(),
  created_at: instant,
  edited_at: z.nullable(instant),
}));

/** A topic in a forum's list (no body). */
export const forumTopicSummarySchema = lazySchema(() =>
  z.object({
    ...postShape,
    forum_id: wireIdSchema,
    title: z.string(),
    status: topicStatusSchema,
    reply_count: z.int(),
    last_activity_at: instant,
  }),
);

/** A topic in a list. */
export type ForumTopicSummary = z.infer<typeof forumTopicSummarySchema>;

/** `GET /api/forums/{id}/topics/` answer: a page of topics, latest activity first. */
export const forumTopicPageSchema = lazySchema(() => paginatedSchema(forumTopicSummarySchema));

/** A page of topics. */
export type ForumTopicPage = z.infer<typeof forumTopicPageSchema>;

/** A topic with its body (`GET /api/forum-topics/{id}/`). */
export const forumTopicSchema = lazySchema(() =>
  z.object({
    ...forumTopicSummarySchema.shape,
    body: z.string(),
    forum: z.object({ id: wireIdSchema, title: z.string(), item: z.nullable(forumItemSchema) }),
    /** Whether the caller moderates this forum (spec §6). */
    can_moderate: z.boolean(),
    /** The realtime area whose `forum` events announce new and changed replies (docs/server.md "Forum"). */
    realtime_area: z.string(),
  }),
);

/** A topic. */
export type ForumTopic = z.infer<typeof forumTopicSchema>;

/** A reply. A hidden one has an empty `body` unless the caller moderates the forum. */
export const forumReplySchema = lazySchema(() =>
  z.object({
    ...postShape,
    topic_id: wireIdSchema,
    status: replyStatusSchema,
    body: z.string(),
  }),
);

/** A reply. */
export type ForumReply = z.infer<typeof forumReplySchema>;

/** `GET /api/forum-topics/{id}/replies/` answer: a page of replies, oldest first. */
export const forumReplyPageSchema = lazySchema(() => paginatedSchema(forumReplySchema));

/** A page of replies. */
export type ForumReplyPage = z.infer<typeof forumReplyPageSchema>;

/** `POST /api/forums/{id}/topics/` body. */
export const forumTopicCreateSchema = lazySchema(() =>
  z.object({
    title: z.string().check(z.maxLength(512)),
    body: z.string().check(z.maxLength(10_000)),
  }),
);

/** A new topic. */
export type ForumTopicCreate = z.infer<typeof forumTopicCreateSchema>;

/** `PATCH /api/forum-topics/{id}/` body: the author's edit (either or both). */
export const forumTopicEditSchema = lazySchema(() =>
  z.object({
    title: z.optional(z.string().check(z.maxLength(512))),
    body: z.optional(z.string().check(z.maxLength(10_000))),
  }),
);

/** A topic edit. */
export type ForumTopicEdit = z.infer<typeof forumTopicEditSchema>;

/** `POST /api/forum-topics/{id}/replies/` and `PATCH /api/forum-replies/{id}/` body. */
export const forumReplyBodySchema = lazySchema(() => z.object({ body: z.string().check(z.maxLength(10_000)) }));

/** A reply's text. */
export type ForumReplyBody = z.infer<typeof forumReplyBodySchema>;

/** `POST /api/forum-reports/` body (spec §5: a report is confirmed and carries a reason). */
export const forumReportCreateSchema = lazySchema(() =>
  z.object({
    target_type: z.enum(['topic', 'reply']),
    target_id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
    reason: reportReasonSchema,
    details: z._default(z.string().check(z.maxLength(512)), ''),
  }),
);

/** A report to send. */
export type ForumReportCreate = z.input<typeof forumReportCreateSchema>;

/** A report as its author gets it back. */
export const forumReportSchema = lazySchema(() =>
  z.object({
    id: wireIdSchema,
    target_type: z.enum(['topic', 'reply']),
    target_id: wireIdSchema,
    reason: reportReasonSchema,
    details: z.string(),
    status: z.enum(FORUM_REPORT_STATUSES),
    created_at: instant,
  }),
);

/** A report. */
export type ForumReport = z.infer<typeof forumReportSchema>;

/** A report in the moderators' queue, with what it is about. */
export const forumQueuedReportSchema = lazySchema(() =>
  z.object({
    ...forumReportSchema.shape,
    reporter: forumAuthorSchema,
    topic: z.object({ id: wireIdSchema, title: z.string(), status: topicStatusSchema }),
    /** The reported post: its author, text and current status. */
    target: z.object({
      author: forumAuthorSchema,
      body: z.string(),
      status: z.union([topicStatusSchema, replyStatusSchema]),
      deleted: z.boolean(),
    }),
    /** Open reports of the same post (by several people). */
    target_open_reports: z.int(),
  }),
);

/** A report in the queue. */
export type ForumQueuedReport = z.infer<typeof forumQueuedReportSchema>;

/** `GET /api/forum-moderation/reports/` answer: open reports, oldest first. */
export const forumReportQueueSchema = lazySchema(() => paginatedSchema(forumQueuedReportSchema));

/** A page of the moderators' queue. */
export type ForumReportQueue = z.infer<typeof forumReportQueueSchema>;

/** `POST /api/forum-moderation/topics/{id}/status/` body: close, reopen, hide or restore a topic (spec §4). */
export const forumTopicStatusChangeSchema = lazySchema(() =>
  z.object({
    status: topicStatusSchema,
    note: z._default(z.string().check(z.maxLength(512)), ''),
  }),
);

/** A topic status change. */
export type ForumTopicStatusChange = z.input<typeof forumTopicStatusChangeSchema>;

/** `POST /api/forum-moderation/replies/{id}/status/` body: hide or restore a reply (spec §4). */
export const forumReplyStatusChangeSchema = lazySchema(() =>
  z.object({
    status: replyStatusSchema,
    note: z._default(z.string().check(z.maxLength(512)), ''),
  }),
);

/** A reply status change. */
export type ForumReplyStatusChange = z.input<typeof forumReplyStatusChangeSchema>;

/** `POST /api/forum-moderation/reports/{id}/dismiss/` body. */
export const forumReportDismissSchema = lazySchema(() =>
  z.object({
    note: z._default(z.string().check(z.maxLength(512)), ''),
  }),
);

/** A dismissal. */
export type ForumReportDismiss = z.input<typeof forumReportDismissSchema>;

/** The `data:` of a realtime `forum` event (area `client:{id}:forum:{topic_id}`). */
export const forumEventDataSchema = lazySchema(() =>
  z.looseObject({
    area: z.string(),
    kind: z.enum(['reply_created', 'reply_changed', 'topic_changed']),
    topic_id: wireIdSchema,
  }),
);

/** A forum event's data. */
export type ForumEventData = z.infer<typeof forumEventDataSchema>;
