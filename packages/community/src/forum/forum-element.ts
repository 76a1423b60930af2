import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { Forum } from './forum.js';
import type { ForumProps } from './forum.js';
import { forumStyles } from './forum.styles.js';

/*
 * Registers `<campus-forum>` (imported by the package's element entry). It renders in an open shadow root with the
 * tokens, the toolkit and its own styles adopted as constructable stylesheets, and dispatches
 * `campus-forum-topic-change`.
 */

// The docs feed the element manifest and reference (`npm run manifest`, run from source); production bundles
// (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const FORUM_DOCS: ElementDocs<ForumProps> = {
  description:
    'The forum with moderation (spec §2, §4–§6): the client’s forums (or one course’s) → a forum’s topics, a page ' +
    'at a time, with the new topic form → a topic with its replies, live through the realtime channel. People ' +
    'reply, edit and delete their own (confirmed), and report someone else’s with a confirmation and a reason; a ' +
    'closed topic says it takes no more replies. Moderators get a second tab: the queue of open reports, where ' +
    'they hide or restore, close or reopen, or dismiss, with a note for the author. Forms keep what was typed on ' +
    'failure.',
  attributes: {
    topicId: { description: 'The topic shown (`topic-id`); none: the forums and their topics.', default: '' },
    itemId: { description: 'Only this course’s or trail’s forums (`item-id`); none: the client’s.', default: '' },
    headingLevel: { description: 'The level of the widget’s heading (2–6).', default: 2 },
    topicHref: {
      description: 'A topic’s address with `{topic_id}` (`topic-href`): titles become links. None: buttons.',
      default: '',
    },
  },
  events: { onTopicChange: 'A topic was opened or left: `detail` is `{ topic_id }` (null when left).' },
  parts: {
    forum: 'The whole widget.',
    forums: 'The list of forums.',
    'forum-card': 'One forum.',
    topics: 'A forum’s topics.',
    'topic-card': 'One topic in the list (`data-status`: `open`, `closed`, `hidden`).',
    'topic-link': 'A topic’s title, a link or a button.',
    'new-topic': 'The new topic form.',
    topic: 'The topic shown (`data-status`).',
    meta: 'Who wrote a post and when.',
    body: 'A post’s text.',
    'closed-notice': 'What a closed topic says.',
    actions: 'A post’s buttons (edit, delete, report, moderate).',
    replies: 'The replies.',
    reply: 'One reply (`data-status`: `visible`, `hidden`, `deleted`).',
    'reply-form': 'The reply form.',
    'edit-form': 'An author’s edit form.',
    textarea: 'A text area.',
    'report-form': 'The report dialog’s fields.',
    problem: 'Why a write failed (an alert).',
    moderation: 'The moderators’ queue.',
    report: 'One open report.',
    'reported-text': 'The reported text.',
    tablist: 'The forum and moderation tabs (moderators).',
    tab: 'One tab.',
    panel: 'The tab shown.',
  },
  cssProperties: {},
};

defineElement<ForumProps>('campus-forum', Forum, {
  attributes: { topicId: 'string', itemId: 'string', headingLevel: 'number', topicHref: 'string' },
  events: { onTopicChange: 'campus-forum-topic-change' },
  styles: [forumStyles],
  ...(withDocs ? { docs: FORUM_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-forum': HTMLElement & { topicId?: string; itemId?: string; headingLevel?: number; topicHref?: string };
  }
}
