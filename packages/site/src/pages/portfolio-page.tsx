import { Link, useNavigate } from 'react-router';
import { CourseCatalogue } from '@campus/catalogue';
import type { CourseOpenDetail } from '@campus/catalogue';
import { buildPath, selectIsSignedIn } from '@campus/core';
import { useSession } from '@campus/ui';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';

/** A course's portfolio slug: its title in URL form, then `-id-` and its id (read back by `portfolioCourseId`). */
export function portfolioSlug(title: string, id: number | string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words === '' ? 'curso' : words}-id-${String(id)}`;
}

/**
 * portfolio (spec §2 portfolio group): the showcase of the training offer. The online courses come from the
 * catalogue; opening one leads to its portfolio-course page. Signed out, the catalogue invites to sign in.
 */
export default function PortfolioPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const signedIn = useSession(selectIsSignedIn);
  const open = (detail: CourseOpenDetail) =>
    void navigate(buildPath('portfolio-course', { slug: portfolioSlug(t('site.portfolio.course'), detail.id) }));
  return (
    <PageFrame title={t('site.pages.portfolio')} intro={t('site.portfolio.intro')}>
      <ul className="site-highlights">
        <li>{t('site.portfolio.highlight_1')}</li>
        <li>{t('site.portfolio.highlight_2')}</li>
        <li>{t('site.portfolio.highlight_3')}</li>
      </ul>
      <CourseCatalogue type="online-courses" onCourseOpen={open} />
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
    </PageFrame>
  );
}
