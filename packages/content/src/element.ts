/**
 * `@campus/content/element`: registers `<campus-podcasts>`, `<campus-library>` and `<campus-news>` (side effect of
 * importing this module; issue 24). Each feature defines its element in its own folder (`podcasts/`, `library/`,
 * `news/`) and is imported here.
 * @packageDocumentation
 */
import './podcasts/podcasts.element.js';
import './library/library.element.js';
import './news/news.element.js';

// The `detail` types of the elements' events, for hosts that listen to them.
export type {
  LibraryCategoryChangeDetail,
  LibraryFileCloseDetail,
  LibraryFileDownloadedDetail,
  LibraryFileOpenDetail,
  NewsCloseDetail,
  NewsOpenDetail,
  PodcastsNavigateDetail,
} from './events.js';
