import { useId } from 'react';
import { Link } from '../routes/router';
import { buildPath, selectIsSignedIn } from '@campus/core';
import { EmptyState, ErrorState, Skeleton, useSession } from '@campus/ui';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';
import { PortfolioCourseCard } from '../portfolio/portfolio-course-card';
import { adoptPortfolioStyles, usePortfolio } from '../portfolio/portfolio-resources';

adoptPortfolioStyles();

/**
 * portfolio (spec §2 portfolio group, a public route): the showcase of the training offer for anyone, signed in or
 * not — the client's published online courses from the public `GET /api/portfolio/`, each card leading to its
 * portfolio-course page (`{title}-id-{id}`). Signed out, the ways in.
 */
export default function PortfolioPage() {
  const t = useSiteT();
  const signedIn = useSession(selectIsSignedIn);
  const portfolio = usePortfolio();
  const headingId = useId();
  return (
    <PageFrame title={t('site.pages.portfolio')} intro={t('site.portfolio.intro')}>
      <ul className="site-highlights">
        <li>{t('site.portfolio.highlight_1')}</li>
        <li>{t('site.portfolio.highlight_2')}</li>
        <li>{t('site.portfolio.highlight_3')}</li>
      </ul>
      {!signedIn && (
        <p className="site-actions">
          <Link className="campus-button" data-variant="primary" to={buildPath('login')}>
            {t('site.portfolio.sign_in')}
          </Link>
          <Link className="campus-button" data-variant="secondary" to={buildPath('about-team')}>
            {t('site.portfolio.team')}
          </Link>
        </p>
      )}
      <section aria-labelledby={headingId} aria-busy={portfolio.status === 'loading'}>
        <h2 id={headingId}>{t('site.portfolio.courses_title')}</h2>
        {portfolio.status === 'loading' && <Skeleton lines={6} />}
        {portfolio.status === 'error' && <ErrorState error={portfolio.error} onRetry={portfolio.retry} />}
        {portfolio.status === 'empty' && <EmptyState title={t('site.portfolio.empty')} />}
        {portfolio.data !== undefined && portfolio.data.results.length > 0 && (
          <ul className="site-portfolio">
            {portfolio.data.results.map((course) => (
              <li key={String(course.id)}>
                <PortfolioCourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
