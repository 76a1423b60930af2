import { Link } from 'react-router';
import { CourseDetail } from '@campus/catalogue';
import { buildPath, portfolioCourseId } from '@campus/core';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { NotFoundView } from './not-found-view';
import { PageFrame } from './page-frame';

/** portfolio-course/{slug} (spec §2): the course whose id is the part of the slug after `-id-`. */
export default function PortfolioCoursePage() {
  const t = useSiteT();
  const { params } = useSiteRoute();
  const id = portfolioCourseId(params['slug'] ?? '');
  if (id === null) return <NotFoundView />;
  return (
    <PageFrame title={t('site.pages.portfolio_course')}>
      <p className="site-back">
        <Link to={buildPath('portfolio')}>{t('site.portfolio.back')}</Link>
      </p>
      <CourseDetail type="online-courses" itemId={id} />
    </PageFrame>
  );
}
