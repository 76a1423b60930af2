import type { NewsMessages } from './pt-BR.js';

/** English (United States) messages of the news. */
export const newsMessagesEnUS: NewsMessages = {
  news: {
    title: 'News',
    signed_out: {
      title: 'Sign in to read the news',
      description: 'The programme’s news shows here once you sign in.',
    },
    list: 'News, newest first',
    empty: 'No news published yet.',
    read: 'Read article',
    read_named: 'Read article: {{title}}',
    published: 'Published on {{date}}',
    back: 'Back to the news',
    body_loading: 'Loading the text…',
  },
};
