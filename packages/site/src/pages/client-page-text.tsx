import type { ReactNode } from 'react';
import { httpErrorOf, platformQueries } from '@campus/core';
import { ErrorState, Skeleton, useLocale, useQuery } from '@campus/ui';
import { paragraphs } from '../app/paragraphs';

/** Props of {@link ClientPageText}. */
export interface ClientPageTextProps {
  /** The page's slug in `GET /api/institutional/{slug}/`. */
  slug: string;
  /**
   * What the article holds when the client has no page under this slug (the API answers 404): the site's own
   * text. Without it a missing page is an error like any other (with a retry).
   */
  fallback?: ReactNode;
  /** What ends the article in either case (e.g. the support page's link to the contact form). */
  children?: ReactNode;
}

/**
 * The client's own text of a page (spec §2 institutional pages, about-the-program, hotsite, about-the-team) from
 * `GET /api/institutional/{slug}/`, which answers signed out too (the site's OAuth client names the client), in the
 * interface language (refetched when it changes). The
 * title is the lead line, the body's blank-line-separated paragraphs follow. Bodies are plain text (the API's
 * contract) and are rendered as text, never as HTML, so nothing the client writes can run in the page.
 */
export function ClientPageText({ slug, fallback, children }: ClientPageTextProps) {
  const locale = useLocale();
  const page = useQuery(platformQueries.institutionalPage(locale, slug));
  if (page.status === 'loading') return <Skeleton lines={4} />;
  if (page.status === 'error') {
    if (fallback !== undefined && httpErrorOf(page.error)?.status === 404) {
      return (
        <article className="site-prose">
          {fallback}
          {children}
        </article>
      );
    }
    return <ErrorState error={page.error} onRetry={page.retry} />;
  }
  if (page.data === undefined) return null;
  return (
    <article className="site-prose" aria-label={page.data.title}>
      <p className="site-prose__lead">{page.data.title}</p>
      {paragraphs(page.data.body).map((text) => (
        <p key={text}>{text}</p>
      ))}
      {children}
    </article>
  );
}
