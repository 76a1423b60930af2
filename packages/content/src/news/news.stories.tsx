import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArticle, storyNews } from '../testing/library-news-fixtures.test-util.js';
import { hangs, withLibraryNewsApi } from '../testing/library-news-story.test-util.js';
import { News } from './news.js';

const meta = {
  title: 'Content/News',
  component: News,
  decorators: [withLibraryNewsApi],
  parameters: { api: { news: storyNews(), article: storyArticle } },
} satisfies Meta<typeof News>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest articles, two pages. */
export const Articles: Story = {};

/** An article with its rich text (its hostile parts sanitized away). */
export const Article: Story = { args: { newsId: 801 } };

/** No news yet. */
export const Empty: Story = { parameters: { api: { news: [] } } };

/** The first load. */
export const Loading: Story = { parameters: { api: { news: storyNews(), fail: hangs } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
