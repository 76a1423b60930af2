import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { News } from './news.js';
import type { NewsProps } from './news.js';
import { newsStyles } from './news.styles.js';

// The docs feed the element manifest and reference (`npm run manifest`, run from source); production bundles
// (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const NEWS_DOCS: ElementDocs<NewsProps> = {
  description:
    'The news (spec §2 news, news/{id}): the articles newest first with their pictures, a page at a time, and each ' +
    'article with its rich-text body (headings, lists, links, quotes, figures), sanitized with DOMPurify on the ' +
    'server and again here before it renders. The sign-in invitation before anyone signs in.',
  attributes: {
    newsId: { description: 'The article shown, by `news_id` (route `news/{id}`); empty for the list.', default: '' },
    headingLevel: {
      description: 'The level of the widget’s heading (2–6), to fit the host page’s outline.',
      default: 2,
    },
  },
  events: {
    onOpen: 'An article was opened from the list: `detail` is `{ news_id }` (route `news/{id}`).',
    onClose: 'The article was left for the list: `detail` is `{ page }`.',
  },
  parts: {
    news: 'The whole widget (the list, or an article with `article`).',
    article: 'An article.',
    title: 'The heading: “Notícias”, or the article’s title.',
    loading: 'The placeholder while loading.',
    list: 'The list of articles.',
    item: 'One article of the list.',
    'item-image': 'An article’s picture in the list.',
    'item-title': 'An article’s title in the list.',
    'item-date': 'An article’s publication day in the list.',
    'item-summary': 'An article’s summary in the list.',
    pagination: 'The pages (toolkit; also `page`).',
    back: 'The “back to the news” button.',
    date: 'The article’s publication day.',
    cover: 'The article’s picture.',
    body: 'The article’s rich-text body.',
  },
  cssProperties: {},
};

defineElement<NewsProps>('campus-news', News, {
  attributes: { newsId: 'string', headingLevel: 'number' },
  events: { onOpen: 'campus-news-open', onClose: 'campus-news-close' },
  styles: [newsStyles],
  ...(withDocs ? { docs: NEWS_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-news': HTMLElement & { newsId?: string; headingLevel?: number };
  }
}
