import { catalogueStyles, CourseCatalogue } from '@campus/catalogue';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { LIST_TYPES } from './catalogue-routes';
import { PageFrame } from './page-frame';
import { useCourseOpen } from './use-course-open';
import { adoptPageStyles } from '../app/site-styles';

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
