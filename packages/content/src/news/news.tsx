import { lazy, Suspense, useState } from 'react';
import { LoadingRegion, SignedInOnly, Skeleton, usePackageMessages } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import type { NewsCloseDetail, NewsOpenDetail } from '../events.js';
import { NEWS_MESSAGES } from '../messages/news/news-messages.js';
import { NewsList } from './news-list.js';
import { NEWS_SIGNED_OUT } from './news-signed-out.js';

// An article is a chunk of its own: the list is what the widget shows first (issue 24 bundle budget).
const NewsArticle = lazy(() => import('./news-article.js').then((module) => ({ default: module.NewsArticle })));

/** What shows while the article's chunk loads. */
function ArticleLoading() {
  return (
    <LoadingRegion className="campus-news" part="loading">
      <Skeleton lines={8} />
    </LoadingRegion>
  );
}

/** Props of {@link News}. */
export interface NewsProps {
  /** The article shown, by `news_id` (route `news/{id}`, spec §2, §3); none for the list. */
  newsId?: number | string | null;
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * The host's own heading already names the widget (a page's `<h1>` "News"): the list of articles shows no title
   * of its own and its articles take `headingLevel`, so the page's outline has no repeated heading. @default false
   */
  hideTitle?: boolean;
  /** An article was opened from the list: route to `news/{id}` (`campus-news-open`). */
  onOpen?: (detail: NewsOpenDetail) => void;
  /** The article was left: route back to `news` (`campus-news-close`). */
  onClose?: (detail: NewsCloseDetail) => void;
}

function idOf(value: number | string | null | undefined): string | null {
  return value === null || value === undefined || String(value).trim() === '' ? null : String(value);
}

/**
 * The news (spec §2 `news`, `news/{id}`; identifier `news_id`; issue 24): the articles newest first with their
 * pictures, a page at a time as the API pages them, and each article with its rich-text body, sanitized again with
 * DOMPurify before it renders. Works alone (an article opens in place) or routed by the host through `newsId` and
 * the events.
 */
export function News(props: NewsProps) {
  return (
    <SignedInOnly {...NEWS_SIGNED_OUT}>
      <NewsScreen {...props} />
    </SignedInOnly>
  );
}

function NewsScreen({ newsId, headingLevel = 2, hideTitle = false, onOpen, onClose }: NewsProps) {
  usePackageMessages(NEWS_MESSAGES);
  const [article, setArticle] = useState(() => idOf(newsId));
  const [seen, setSeen] = useState(() => idOf(newsId));
  if (seen !== idOf(newsId)) {
    setSeen(idOf(newsId));
    setArticle(idOf(newsId));
  }
  const [page, setPage] = useState(1);
  const [returned, setReturned] = useState(false);
  if (article !== null) {
    return (
      <Suspense fallback={<ArticleLoading />}>
        <NewsArticle
          id={article}
          headingLevel={headingLevel}
          onBack={() => {
            setArticle(null);
            setReturned(true);
            onClose?.({ page });
          }}
        />
      </Suspense>
    );
  }
  return (
    <NewsList
      page={page}
      headingLevel={headingLevel}
      hideTitle={hideTitle}
      focusHeading={returned}
      onPage={setPage}
      onOpen={(id) => {
        setArticle(String(id));
        onOpen?.({ news_id: id });
      }}
    />
  );
}
