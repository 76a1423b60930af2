/*
 * The events of @campus/content's elements and their `detail` types, one section per feature.
 */

// --- podcasts

/**
 * What `campus-podcasts-navigate` carries: where the person went in `<campus-podcasts>` — the list, a search
 * (route `podcasts/search/{name}`) or a podcast (route `podcasts/{id}`) — so the host may follow in its address.
 */
export type PodcastsNavigateDetail =
  { view: 'list' } | { view: 'search'; name: string } | { view: 'podcast'; id: number };

declare global {
  interface GlobalEventHandlersEventMap {
    /** The person opened a podcast, searched or went back to the list in `<campus-podcasts>`. Bubbles and is composed. */
    'campus-podcasts-navigate': CustomEvent<PodcastsNavigateDetail>;
  }
}

// --- library

/** What `campus-library-file-open` carries: the file chosen in the list (route `libraries/{id}`, spec §2). */
export interface LibraryFileOpenDetail {
  id: number | string;
}

/** What `campus-library-file-close` carries: back to the list, in the category it shows (route `library/{name}`). */
export interface LibraryFileCloseDetail {
  /** The category id the list shows, or null for every category (route `library`). */
  category: number | string | null;
}

/** What `campus-library-category-change` carries: the category chosen in the filters (route `library/{name}`). */
export interface LibraryCategoryChangeDetail {
  /** The category id, or null for every category (route `library`). */
  category: number | string | null;
}

/** What `campus-library-file-downloaded` carries: the file saved. */
export interface LibraryFileDownloadedDetail {
  id: number | string;
  file_name: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** A file was opened in `<campus-library>`. Bubbles and is composed. */
    'campus-library-file-open': CustomEvent<LibraryFileOpenDetail>;
    /** A file's detail was left for the list in `<campus-library>`. Bubbles and is composed. */
    'campus-library-file-close': CustomEvent<LibraryFileCloseDetail>;
    /** The category filter changed in `<campus-library>`. Bubbles and is composed. */
    'campus-library-category-change': CustomEvent<LibraryCategoryChangeDetail>;
    /** A file was downloaded in `<campus-library>`. Bubbles and is composed. */
    'campus-library-file-downloaded': CustomEvent<LibraryFileDownloadedDetail>;
  }
}

// --- news

/** What `campus-news-open` carries: the article chosen in the list (route `news/{id}`, identifier `news_id`). */
export interface NewsOpenDetail {
  news_id: number | string;
}

/** What `campus-news-close` carries: back to the list, at the page it showed. */
export interface NewsCloseDetail {
  page: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** An article was opened in `<campus-news>`. Bubbles and is composed. */
    'campus-news-open': CustomEvent<NewsOpenDetail>;
    /** An article was left for the list in `<campus-news>`. Bubbles and is composed. */
    'campus-news-close': CustomEvent<NewsCloseDetail>;
  }
}

export {};
