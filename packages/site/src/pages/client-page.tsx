import { institutionalPageSchema } from '@campus/core';
import type { InstitutionalPage } from '@campus/core';
import { ErrorState, Skeleton, useResource } from '@campus/ui';
import { paragraphs } from '../app/paragraphs';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';

/** The client's page slug behind each route (`GET /api/institutional/{slug}/`). */
export const CLIENT_PAGE_SLUGS: Readonly<Record<string, string>> = {
  'about-the-program': 'about-the-program',
  hotsite: 'hotsite',
  'about-the-team': 'about-the-team',
  'about-team': 'about-the-team',
};

/**
 * Pages whose text the client writes (spec §2 about-the-program, hotsite, about-the-team and the portfolio's
 * about-team): the heading in the interface language, the client's own text from the API below it.
 */
export default function ClientPage() {
  const t = useSiteT();
  const { name } = useSiteRoute();
  const slug = CLIENT_PAGE_SLUGS[name] ?? 'about-the-program';
  const page = useResource<InstitutionalPage>(['site', 'client-page', slug], ({ campus, signal }) =>
    campus.api.requestJson(`/api/institutional/${slug}/`, institutionalPageSchema, { signal }),
  );
  return (
    <PageFrame title={t(`site.client_pages.${slug}`)}>
      {page.status === 'loading' && <Skeleton lines={4} />}
      {page.status === 'error' && <ErrorState error={page.error} onRetry={page.retry} />}
      {page.data !== undefined && (
        <article className="site-prose" aria-label={page.data.title}>
          <p className="site-prose__lead">{page.data.title}</p>
          {paragraphs(page.data.body).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </article>
      )}
    </PageFrame>
  );
}
