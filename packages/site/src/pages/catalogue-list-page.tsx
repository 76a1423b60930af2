import { useNavigate } from 'react-router';
import { CourseCatalogue } from '@campus/catalogue';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { LIST_TYPES, pathForOpen } from './catalogue-routes';
import { PageFrame } from './page-frame';

/**
 * online-courses, trails, presential-courses, webinars and live-classes (spec §2): the catalogue component
 * with its filters; items open in place, and starting one goes to its route.
 */
export default function CatalogueListPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const { name } = useSiteRoute();
  const type = LIST_TYPES[name] ?? 'online-courses';
  return (
    <PageFrame title={t(`site.pages.${type}`)}>
      <CourseCatalogue type={type} onCourseOpen={(detail) => void navigate(pathForOpen(detail))} />
    </PageFrame>
  );
}
