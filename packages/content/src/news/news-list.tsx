import { useEffect, useId } from 'react';
import { newsQueries } from '@campus/core';
import { NEWS_PAGE_SIZE } from '@campus/core/api';
import type { News } from '@campus/core/schemas';
import {
  CoverImage,
  EmptyState,
  ErrorState,
  formatInstantDay,
  Heading,
  LoadingRegion,
  Pagination,
  Skeleton,
  useElementRoot,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';

/** Props of {@link NewsList}. */
export interface NewsListProps {
  page: number;
  headingLevel: HeadingLevel;
  /** No title of its own (the host's heading names the news): the articles' headings take `headingLevel`. */
  hideTitle: boolean;
  /** Focus the heading (or, without one, the list's region) when shown (back from an article). */
  focusHeading: boolean;
  onPage: (page: number) => void;
  onOpen: (id: number | string) => void;
}

/** The articles of one page, newest first (the API's order), with the pages around it. */
export function NewsList({ page, headingLevel, hideTitle, focusHeading, onPage, onOpen }: NewsListProps) {
  const t = useT();
  const locale = useLocale();
  const root = useElementRoot();
  const headingId = useId();
  const news = useQuery(newsQueries.page(locale, page), { isEmpty: (data) => data.count === 0 });
  useEffect(() => {
    if (focusHeading) root.getElementById(headingId)?.focus();
  }, [focusHeading, root, headingId]);
  const pageCount = Math.ceil((news.data?.count ?? 0) / NEWS_PAGE_SIZE);
  return (
    <section
      className="campus-news"
      part="news"
      {...(hideTitle
        ? { id: headingId, tabIndex: -1, 'aria-label': t('news.title') }
        : { 'aria-labelledby': headingId })}
    >
      {!hideTitle && (
        <Heading level={headingLevel} id={headingId} className="campus-news__title" part="title">
          {t('news.title')}
        </Heading>
      )}
      {news.status === 'loading' && (
        <LoadingRegion part="loading">
          <Skeleton lines={6} />
        </LoadingRegion>
      )}
      {news.status === 'error' && <ErrorState error={news.error} onRetry={news.retry} retrying={news.isFetching} />}
      {news.status === 'empty' && <EmptyState title={t('news.empty')} />}
      {news.status === 'success' && news.data !== undefined && (
        <>
          <ul className="campus-news__list" part="list" aria-label={t('news.list')}>
            {news.data.results.map((article) => (
              <NewsItem
                key={String(article.id)}
                article={article}
                headingLevel={hideTitle ? headingLevel : (Math.min(6, headingLevel + 1) as HeadingLevel)}
                onOpen={onOpen}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => {
              onPage(next);
              root.getElementById(headingId)?.focus();
            }}
          />
        </>
      )}
    </section>
  );
}

function NewsItem({
  article,
  headingLevel,
  onOpen,
}: {
  article: News;
  headingLevel: HeadingLevel;
  onOpen: (id: number | string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  return (
    <li className="campus-news__item" part="item" aria-labelledby={titleId} data-news-id={String(article.id)}>
      <CoverImage path={article.image} className="campus-news__image" part="item-image" />
      <div className="campus-news__item-body">
        <Heading level={headingLevel} id={titleId} className="campus-news__item-title" part="item-title">
          {article.title}
        </Heading>
        <p className="campus-news__date" part="item-date">
          {t('news.published', { date: formatInstantDay(article.published_at, locale) })}
        </p>
        {article.description !== '' && (
          <p className="campus-news__summary" part="item-summary">
            {article.description}
          </p>
        )}
        <button
          type="button"
          className="campus-button"
          data-variant="secondary"
          aria-label={t('news.read_named', { title: article.title })}
          onClick={() => onOpen(article.id)}
        >
          {t('news.read')}
        </button>
      </div>
    </li>
  );
}
