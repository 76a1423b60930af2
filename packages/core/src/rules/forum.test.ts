import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORUM_BODY_MAX_LENGTH,
  FORUM_TITLE_MAX_LENGTH,
  checkForumNote,
  checkForumText,
  forumActionsFor,
  isForumStatusChange,
  topicTakesReplies,
} from './forum.js';
import type { ForumPostState } from './forum.js';

const post = (overrides: Partial<ForumPostState> = {}): ForumPostState => ({
  kind: 'reply',
  is_mine: false,
  deleted: false,
  status: 'visible',
  topic_status: 'open',
  reported_by_me: false,
  ...overrides,
});

describe('forum rules', () => {
  it('require a text and count characters, not UTF-16 units', () => {
    expect(checkForumText('   ', FORUM_TITLE_MAX_LENGTH)).toBe('forum_text_required');
    expect(checkForumText('😀'.repeat(256), FORUM_TITLE_MAX_LENGTH)).toBeNull();
    expect(checkForumText('a'.repeat(257), FORUM_TITLE_MAX_LENGTH)).toBe('text_too_long');
    expect(checkForumText('a'.repeat(FORUM_BODY_MAX_LENGTH), FORUM_BODY_MAX_LENGTH)).toBeNull();
    expect(checkForumNote('a'.repeat(257))).toBe('text_too_long');
    expect(checkForumNote('')).toBeNull();
  });

  it('let authors edit while the topic is open and delete always; others report once', () => {
    expect(forumActionsFor(post({ is_mine: true }), { is_moderator: false })).toEqual({
      edit: true,
      delete: true,
      report: false,
      moderate: false,
    });
    expect(forumActionsFor(post({ is_mine: true, topic_status: 'closed' }), { is_moderator: false }).edit).toBe(false);
    expect(forumActionsFor(post({ is_mine: true, topic_status: 'closed' }), { is_moderator: false }).delete).toBe(true);
    expect(forumActionsFor(post(), { is_moderator: false }).report).toBe(true);
    expect(forumActionsFor(post({ reported_by_me: true }), { is_moderator: false }).report).toBe(false);
    expect(forumActionsFor(post({ deleted: true, is_mine: true }), { is_moderator: true })).toEqual({
      edit: false,
      delete: false,
      report: false,
      moderate: true,
    });
  });

  it('take replies in open topics only, and count a status change only when it changes', () => {
    expect(topicTakesReplies('open')).toBe(true);
    expect(topicTakesReplies('closed')).toBe(false);
    expect(topicTakesReplies('hidden')).toBe(false);
    expect(isForumStatusChange('topic', 'open', 'closed')).toBe(true);
    expect(isForumStatusChange('topic', 'open', 'open')).toBe(false);
    expect(isForumStatusChange('reply', 'visible', 'closed')).toBe(false);
    expect(isForumStatusChange('reply', 'visible', 'hidden')).toBe(true);
  });

  it('never let anyone but the author edit or delete', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('open', 'closed', 'hidden'),
        (deleted, moderator, status) => {
          const actions = forumActionsFor(post({ deleted, topic_status: status as 'open' }), {
            is_moderator: moderator,
          });
          expect(actions.edit || actions.delete).toBe(false);
        },
      ),
    );
  });
});
