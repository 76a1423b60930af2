import { useId } from 'react';
import { Link } from '../routes/router';
import { buildPath } from '@campus/core';
import { portfolioCourseSlug } from '@campus/core/rules';
import type { PortfolioCourse } from '@campus/core/schemas';
import { useLocale, useMediaUrl } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { formatWorkload } from './portfolio-resources';

/** One course of the showcase: cover, title linking to its portfolio-course page, category, workload, summary. */
export function PortfolioCourseCard({ course }: { course: PortfolioCourse }) {
  const t = useSiteT();
  const locale = useLocale();
  const media = useMediaUrl();
  const titleId = useId();
  const cover = media(course.image);
  return (
    <article className="site-portfolio__card" aria-labelledby={titleId}>
      {cover !== null && <img className="site-portfolio__cover" src={cover} alt="" loading="lazy" decoding="async" />}
      <h3 id={titleId}>
        <Link to={buildPath('portfolio-course', { slug: portfolioCourseSlug(course.title, course.id) })}>
          {course.title}
        </Link>
      </h3>
      {(course.category !== null || course.workload_minutes !== null) && (
        <dl className="site-portfolio__facts">
          {course.category !== null && (
            <div>
              <dt>{t('site.portfolio.category')}:</dt>
              <dd>{course.category.name}</dd>
            </div>
          )}
          {course.workload_minutes !== null && (
            <div>
              <dt>{t('site.portfolio.workload')}:</dt>
              <dd>{formatWorkload(course.workload_minutes, locale)}</dd>
            </div>
          )}
        </dl>
      )}
      {course.description !== '' && <p className="site-portfolio__description">{course.description}</p>}
    </article>
  );
}
