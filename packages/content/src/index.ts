/**
 * @campus/content — podcasts with playlists and an audio player that keeps playing, the library and the news, as
 * React components (spec §1, §2; issue 24). `@campus/content/element` registers them as custom elements. Every
 * export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- podcasts
export { Podcasts } from './podcasts/podcasts.js';
export type { PodcastsProps } from './podcasts/podcasts.js';
export { AudioPlayer } from './podcasts/audio-player.js';
export { podcastsStyles } from './podcasts/podcasts.styles.js';
export { audioPlayerStyles } from './podcasts/audio-player.styles.js';
export { playlistEditorStyles } from './podcasts/playlist-editor.styles.js';
export { PODCASTS_MESSAGES } from './messages/podcasts/podcasts-messages.js';
export type { PodcastsNavigateDetail } from './events.js';

// --- library
export { Library } from './library/library.js';
export type { LibraryProps } from './library/library.js';
export { libraryStyles } from './library/library.styles.js';
export { LIBRARY_MESSAGES } from './messages/library/library-messages.js';
export type {
  LibraryCategoryChangeDetail,
  LibraryFileCloseDetail,
  LibraryFileDownloadedDetail,
  LibraryFileOpenDetail,
} from './events.js';

// --- news
export { News } from './news/news.js';
export type { NewsProps } from './news/news.js';
export { newsStyles } from './news/news.styles.js';
export { NEWS_MESSAGES } from './messages/news/news-messages.js';
export type { NewsCloseDetail, NewsOpenDetail } from './events.js';
