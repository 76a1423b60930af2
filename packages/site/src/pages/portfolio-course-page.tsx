import { useEffect, useId } from 'react';
import { Link, useNavigate } from '../routes/router';
import { buildPath, isCampusError, selectIsSignedIn } from '@campus/core';
import { portfolioCourseId, portfolioCourseSlug } from '@campus/core/rules';
import { ErrorState, Skeleton, useLocale, useMediaUrl, useSession } from '@campus/ui';
import { paragraphs } from '../app/paragraphs';
import { useSiteT } from '../messages/site-messages';
import { adoptPortfolioStyles, formatWorkload, usePortfolioCourse } from '../portfolio/portfolio-resources';
import { useSiteRoute } from '../routes/use-site-route';
import { NotFoundView } from './not-found-view';
import { PageFrame } from './page-frame';

adoptPortfolioStyles();

/**
 * portfolio-course/{slug} (spec §2 portfolio group, a public route): the course whose id is the part of the slug
 * after `-id-`, from the public `GET /api/portfolio/{id}/` — its title as the page heading, cover, category,
 * workload and description — with a call to sign in (or register) to enrol, or, signed in, to open the course.
 * A slug whose title part is not the course's is replaced by the canonical one.
 */
export default function PortfolioCoursePage() {
  const t = useSiteT();
  const locale = useLocale();
  const media = useMediaUrl();
  const navigate = useNavigate();
  const signedIn = useSession(selectIsSignedIn);
  const enrolId = useId();
  const { params } = useSiteRoute();
  const slug = params['slug'] ?? '';
  const id = portfolioCourseId(slug);
  const course = usePortfolioCourse(id);
  const canonical = course.data ? portfolioCourseSlug(course.data.title, course.data.id) : undefined;
  useEffect(() => {
    if (canonical !== undefined && canonical !== slug) {
      void navigate(buildPath('portfolio-course', { slug: canonical }), { replace: true });
    }
  }, [canonical, slug, navigate]);

  const unknown = isCampusError(course.error) && course.error.code === 'not_found_or_forbidden';
  if (id === null || !/^\d{1,10}$/.test(id) || (course.data === undefined && unknown)) return <NotFoundView />;
  const data = course.data;
  const cover = media(data?.image);
  return (
    <PageFrame title={data?.title ?? t('site.pages.portfolio_course')}>
      <p className="site-back">
        <Link to={buildPath('portfolio')}>{t('site.portfolio.back')}</Link>
      </p>
      {data === undefined && course.status === 'error' && <ErrorState error={course.error} onRetry={course.retry} />}
      {data === undefined && course.status !== 'error' && <Skeleton lines={6} />}
      {data !== undefined && (
        <div className="site-portfolio-course">
          {cover !== null && <img className="site-portfolio-course__cover" src={cover} alt="" decoding="async" />}
          {(data.category !== null || data.workload_minutes !== null) && (
            <dl className="site-portfolio-course__facts">
              {data.category !== null && (
                <div>
                  <dt>{t('site.portfolio.category')}:</dt>
                  <dd>{data.category.name}</dd>
                </div>
              )}
              {data.workload_minutes !== null && (
                <div>
                  <dt>{t('site.portfolio.workload')}:</dt>
                  <dd>{formatWorkload(data.workload_minutes, locale)}</dd>
                </div>
              )}
            </dl>
          )}
          {paragraphs(data.description).map((text) => (
            <p key={text}>{text}</p>
          ))}
          <section className="site-portfolio-course__enrol" aria-labelledby={enrolId}>
            <h2 id={enrolId}>{t('site.portfolio.enrol_title')}</h2>
            <p>{signedIn ? t('site.portfolio.enrol_signed_in') : t('site.portfolio.enrol_signed_out')}</p>
            <p className="site-actions">
              {signedIn ? (
                <Link
                  className="campus-button"
                  data-variant="primary"
                  to={buildPath('online-course', { id: String(data.id) })}
                >
                  {t('site.portfolio.open_course')}
                </Link>
              ) : (
                <>
                  <Link className="campus-button" data-variant="primary" to={buildPath('login')}>
                    {t('site.portfolio.sign_in_to_enrol')}
                  </Link>
                  <Link className="campus-button" data-variant="secondary" to={buildPath('register')}>
                    {t('site.portfolio.register')}
                  </Link>
                </>
              )}
            </p>
          </section>
        </div>
      )}
    </PageFrame>
  );
}
