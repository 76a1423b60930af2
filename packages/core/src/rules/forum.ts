import { TEXT_MAX_LENGTH } from './text.js';

/*
 * The forum's rules (spec §2 forum: topics and replies, reporting, editing or deleting one's own; §4 topic and
 * answer statuses, topics can be closed; §5 reporting needs confirmation, 256-character texts; §6 moderators
 * receive reports, users edit or delete their own). The widget validates and shows its buttons with these, the
 * reference server decides with the same functions.
 */

/** Longest topic title, in characters (spec §5). @default 256 */
export const FORUM_TITLE_MAX_LENGTH = TEXT_MAX_LENGTH;

/** Longest topic or reply body, in characters: a body field with its own limit (docs/server.md "Forum"). @default 5000 */
export const FORUM_BODY_MAX_LENGTH = 5000;

/** Longest report details and moderation note, in characters (spec §5). @default 256 */
export const FORUM_NOTE_MAX_LENGTH = TEXT_MAX_LENGTH;

/**
 * A topic's statuses (spec §4): `open` takes replies, `closed` keeps its thread readable but takes no more replies
 * or edits, `hidden` is withdrawn by a moderator (only moderators and its author see it).
 */
export const FORUM_TOPIC_STATUSES = ['open', 'closed', 'hidden'] as const;

/** A topic's status. */
export type ForumTopicStatus = (typeof FORUM_TOPIC_STATUSES)[number];

/** A reply's statuses (spec §4): `hidden` replies keep their place in the thread, their text shown to moderators only. */
export const FORUM_REPLY_STATUSES = ['visible', 'hidden'] as const;

/** A reply's status. */
export type ForumReplyStatus = (typeof FORUM_REPLY_STATUSES)[number];

/** Why something is reported (spec §5: a report needs a reason). */
export const FORUM_REPORT_REASONS = ['spam', 'offensive', 'off_topic', 'other'] as const;

/** A report's reason. */
export type ForumReportReason = (typeof FORUM_REPORT_REASONS)[number];

/** A report's statuses: `open` in the moderators' queue, `resolved` by a status change, `dismissed`. */
export const FORUM_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

/** A report's status. */
export type ForumReportStatus = (typeof FORUM_REPORT_STATUSES)[number];

/** What is posted: a topic or a reply. */
export type ForumPostKind = 'topic' | 'reply';

/** Codes of the forum's text rules (messages `forum.errors.<code>` in the widget, `errors.<code>` on the server). */
export const FORUM_TEXT_ERROR_CODES = ['forum_text_required', 'text_too_long'] as const;

/** A forum text rule's code. */
export type ForumTextError = (typeof FORUM_TEXT_ERROR_CODES)[number];

/**
 * Checks a posted text: required (not blank) and at most `max` characters (code points).
 * @returns null when fine, else `forum_text_required` or `text_too_long`
 * @example checkForumText('  ', 256) // 'forum_text_required'
 */
export function checkForumText(text: string, max: number): ForumTextError | null {
  if (text.trim() === '') return 'forum_text_required';
  return [...text].length > max ? 'text_too_long' : null;
}

/**
 * Checks an optional note (report details, a moderator's note): at most {@link FORUM_NOTE_MAX_LENGTH} characters.
 * @returns null when fine, else `text_too_long`
 */
export function checkForumNote(text: string): 'text_too_long' | null {
  return [...text].length > FORUM_NOTE_MAX_LENGTH ? 'text_too_long' : null;
}

/** What the forum's permission rule needs to know about a topic or a reply. */
export interface ForumPostState {
  readonly kind: ForumPostKind;
  /** Whether the viewer wrote it. */
  readonly is_mine: boolean;
  /** Deleted by its author (soft: the thread keeps its shape). */
  readonly deleted: boolean;
  /** The topic's status, or the reply's. */
  readonly status: ForumTopicStatus | ForumReplyStatus;
  /** The topic's status (for a reply, its topic's; for a topic, its own). */
  readonly topic_status: ForumTopicStatus;
  /** Whether the viewer reported it already (once per person per target). */
  readonly reported_by_me: boolean;
}

/** What a viewer may do with a topic or a reply. */
export interface ForumActions {
  readonly edit: boolean;
  readonly delete: boolean;
  readonly report: boolean;
  /** Change its status (hide, restore, close, reopen): moderators of the client. */
  readonly moderate: boolean;
}

/**
 * Who may do what with a post (spec §6): its author edits it while the topic is open and deletes it (closed
 * topics are frozen for edits, never for deletion); anyone else reports it once; moderators change its status.
 * Nothing can be done with a deleted post but moderating it.
 */
export function forumActionsFor(post: ForumPostState, viewer: { readonly is_moderator: boolean }): ForumActions {
  const live = !post.deleted;
  return {
    edit: live && post.is_mine && post.topic_status === 'open' && post.status !== 'hidden',
    delete: live && post.is_mine,
    report: live && !post.is_mine && !post.reported_by_me && post.status !== 'hidden',
    moderate: viewer.is_moderator,
  };
}

/**
 * Whether a topic takes replies (spec §4 "topics can be closed"): only an open topic does; the server refuses
 * the others with 409 `forum_topic_closed` (a hidden topic is not found at all).
 */
export function topicTakesReplies(status: ForumTopicStatus): boolean {
  return status === 'open';
}

/** The statuses a moderator may set on a post of `kind` (spec §4: statuses can be changed). */
export function forumStatusesOf(kind: ForumPostKind): readonly (ForumTopicStatus | ForumReplyStatus)[] {
  return kind === 'topic' ? FORUM_TOPIC_STATUSES : FORUM_REPLY_STATUSES;
}

/**
 * Whether a moderator's status change is one: a status of the post's kind, other than the current one (the server
 * answers 409 `forum_status_unchanged` otherwise, so two moderators acting at once do not both notify the author).
 */
export function isForumStatusChange(kind: ForumPostKind, from: string, to: string): boolean {
  return from !== to && (forumStatusesOf(kind) as readonly string[]).includes(to);
}
