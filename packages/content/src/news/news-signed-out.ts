import type { SignedOutInvitation } from '@campus/ui';
import { NEWS_MESSAGES } from '../messages/news/news-messages.js';

/** The invitation the news show before anyone signs in. */
export const NEWS_SIGNED_OUT: SignedOutInvitation = {
  messages: NEWS_MESSAGES,
  className: 'campus-news',
  part: 'news',
  titleKey: 'news.signed_out.title',
  descriptionKey: 'news.signed_out.description',
};
