import { catalogueStyles, CourseCatalogue, warmCatalogueList } from '@campus/catalogue';
import type { Campus } from '@campus/core';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { LIST_TYPES } from './catalogue-routes';
import { PageFrame } from './page-frame';
import { useCourseOpen } from './use-course-open';
import { adoptPageStyles } from '../app/site-styles';
import { preloadMedia } from '../app/preload-media';
import { whenAnswered } from '../app/when-answered';

// The catalogue's styles come with its pages' chunks, not with the first load of every page.
adoptPageStyles([catalogueStyles]);

/**
 * online-courses, trails, presential-courses, webinars and live-classes (spec §2): the catalogue component
 * with its filters; items open in place, starting or continuing a course opens it in the activity player.
 */
export default function CatalogueListPage() {
  const t = useSiteT();
  const { name } = useSiteRoute();
  const { openCourse, openActivity } = useCourseOpen();
  const type = LIST_TYPES[name] ?? 'online-courses';
  return (
    <PageFrame title={t(`site.pages.${type}`)}>
      <CourseCatalogue type={type} onCourseOpen={openCourse} onActivityOpen={openActivity} />
    </PageFrame>
  );
}

/**
 * The boot warm-up of a list route (`PageModule.warm`): the list's first page, and once it answers the first
 * item's cover (the page's largest paint on a phone) — while the page renders instead of after (issue 27).
 */
export function warm(campus: Campus, route: string): void {
  const type = LIST_TYPES[route];
  if (type === undefined) return;
  whenAnswered(campus, warmCatalogueList(campus, type), (answer) => preloadMedia(campus, answer.results[0]?.image));
}
