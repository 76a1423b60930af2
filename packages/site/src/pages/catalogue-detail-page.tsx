import { Link } from '../routes/router';
import { catalogueStyles, CourseDetail } from '@campus/catalogue';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { detailTargetOf, LIST_PATH_OF } from './catalogue-routes';
import { CourseForumSection } from './course-forum-section';
import { PresentialEventActivities } from './presential-event-activities';
import { NotFoundView } from './not-found-view';
import { PageFrame } from './page-frame';
import { useCourseOpen } from './use-course-open';
import { adoptPageStyles } from '../app/site-styles';

// The catalogue's styles come with its pages' chunks, not with the first load of every page.
adoptPageStyles([catalogueStyles]);

/**
 * The detail routes (spec §2): online-courses/{id}, trails/{id} and what a trail holds
 * (trails/{id_trail}/course/{id}, presential-catalogs, webinars, live-classes), presential-courses/{id},
 * webinars/{id}, live-classes/{id} — the catalogue's detail component with the trail and catalogue around it.
 */
export default function CatalogueDetailPage() {
  const t = useSiteT();
  const { openCourse, openActivity } = useCourseOpen();
  const { name, params } = useSiteRoute();
  const target = detailTargetOf(name, params);
  if (target === null) return <NotFoundView />;
  const back =
    target.trailId === undefined ? LIST_PATH_OF[target.type] : `/trails/${encodeURIComponent(target.trailId)}`;
  return (
    <PageFrame title={t(`site.pages.detail.${target.type}`)}>
      <p className="site-back">
        <Link to={back}>
          {target.trailId === undefined ? t('site.pages.back_to_list') : t('site.pages.back_to_trail')}
        </Link>
      </p>
      <CourseDetail
        type={target.type}
        itemId={target.id}
        {...(target.trailId === undefined ? {} : { trailId: target.trailId })}
        {...(target.catalogId === undefined ? {} : { catalogId: target.catalogId })}
        onCourseOpen={openCourse}
        onActivityOpen={openActivity}
      />
      {/* Issue 26: an enrolled learner's way to the in-person events' activities. */}
      {target.type === 'presential-courses' && (
        <PresentialEventActivities
          id={target.id}
          {...(target.trailId === undefined ? {} : { trailId: target.trailId })}
          {...(target.catalogId === undefined ? {} : { catalogId: target.catalogId })}
        />
      )}
      <CourseForumSection itemId={target.id} />
    </PageFrame>
  );
}
