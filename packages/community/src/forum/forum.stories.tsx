import type { Meta, StoryObj } from '@storybook/react-vite';
import { openTopic } from '../testing/forum-fake-api.test-util.js';
import { forumFails, forumHangs, withForumApi } from '../testing/forum-story-campus.test-util.js';
import { Forum } from './forum.js';

const meta = {
  title: 'Community/Forum',
  component: Forum,
  decorators: [withForumApi],
  args: { topicHref: '#forum/{topic_id}' },
} satisfies Meta<typeof Forum>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The forum's topics (the client has one forum) and the new topic form. */
export const Topics: Story = {};

/** A topic with its replies: the learner's own can be edited and deleted, another's reported. */
export const Topic: Story = { args: { topicId: 21 } };

/** A topic a moderator closed: it says so and has no reply form. */
export const ClosedTopic: Story = {
  args: { topicId: 21 },
  parameters: { api: { topic: openTopic({ status: 'closed' }) } },
};

/** A moderator: the forum and the queue of open reports as tabs. */
export const Moderator: Story = { parameters: { api: { moderator: true } } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: forumHangs } } };

/** The forums failed to load. */
export const Failed: Story = { parameters: { api: { fail: forumFails } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
