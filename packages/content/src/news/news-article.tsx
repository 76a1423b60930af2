import { useEffect, useId } from 'react';
import { newsQueries } from '@campus/core';
import type { NewsDetail } from '@campus/core/schemas';
import {
  CoverImage,
  ErrorState,
  formatInstantDay,
  Heading,
  LoadingRegion,
  Skeleton,
  useElementRoot,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { RichTextBody } from './rich-text-body.js';

/** Props of {@link NewsArticle}. */
export interface NewsArticleProps {
  id: string;
  headingLevel: HeadingLevel;
  onBack: () => void;
}

/** One article (spec §2 `news/{id}`): its title, date, picture and rich-text body. */
export function NewsArticle({ id, headingLevel, onBack }: NewsArticleProps) {
  const t = useT();
  const locale = useLocale();
  const article = useQuery(newsQueries.article(locale, id));
  return (
    <article className="campus-news" part="news article" aria-label={article.data?.title ?? t('news.title')}>
      <button
        type="button"
        className="campus-button campus-news__back"
        data-variant="secondary"
        part="back"
        onClick={onBack}
      >
        {t('news.back')}
      </button>
      {article.status === 'loading' && (
        <LoadingRegion part="loading">
          <Skeleton lines={8} />
        </LoadingRegion>
      )}
      {article.status === 'error' && (
        <ErrorState error={article.error} onRetry={article.retry} retrying={article.isFetching} />
      )}
      {article.data !== undefined && article.status !== 'error' && (
        <ArticleContent article={article.data} headingLevel={headingLevel} />
      )}
    </article>
  );
}

function ArticleContent({ article, headingLevel }: { article: NewsDetail; headingLevel: HeadingLevel }) {
  const t = useT();
  const locale = useLocale();
  const root = useElementRoot();
  const headingId = useId();
  // The article's title takes focus when it opens, so a screen reader starts reading there.
  useEffect(() => root.getElementById(headingId)?.focus(), [article.id, root, headingId]);
  return (
    <>
      <Heading level={headingLevel} id={headingId} className="campus-news__title" part="title">
        {article.title}
      </Heading>
      <p className="campus-news__date" part="date">
        {t('news.published', { date: formatInstantDay(article.published_at, locale) })}
      </p>
      <CoverImage path={article.image} className="campus-news__cover" part="cover" />
      <RichTextBody html={article.body} className="campus-news__body" part="body" />
    </>
  );
}
