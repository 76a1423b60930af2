import type { ActivityLaunch } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import { loadSiteUrl } from '../../accounts/accounts-config';
import { activityContents, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { CampusApp } from '../../http/campus-app';
import type { RequestScope } from '../../shared/request-scope';
import type { OpenableActivity } from '../runtime/runtime-access';
import { createDevScormCloudAdapter } from './dev-scorm-cloud-adapter';
import { createRestScormCloudAdapter, SCORM_CLOUD_LINK_EXPIRY_SECONDS } from './rest-scorm-cloud-adapter';
import { ScormCloudError } from './scorm-cloud-adapter';
import type { ScormCloudAdapter } from './scorm-cloud-adapter';

/** One adapter per app, made from its configuration on first use. */
const adapters = new WeakMap<CampusApp, ScormCloudAdapter>();

/**
 * The app's SCORM Cloud adapter: the REST API v2 one with `CAMPUS_SCORM_CLOUD_APP_ID` / `_SECRET`, else the
 * development one (see docs/server.md "SCORM Cloud").
 */
export function scormCloudAdapterOf(app: CampusApp): ScormCloudAdapter {
  let adapter = adapters.get(app);
  if (!adapter) {
    const config = app.config.scormCloud;
    adapter = config ? createRestScormCloudAdapter(config) : createDevScormCloudAdapter();
    adapters.set(app, adapter);
  }
  return adapter;
}

/** The site's player page of the activity, where the learner returns when they exit the course. */
function playerPath(activity: OpenableActivity): string {
  switch (activity.courseType) {
    case 'online_course':
      return `courses/${activity.courseId}/activities/${activity.hierarchyOrder}`;
    case 'webinar':
      return `webinars/${activity.courseId}/activities/${activity.hierarchyOrder}`;
    case 'live_class':
      return `live-classes/${activity.courseId}/activities/${activity.hierarchyOrder}`;
    case 'presential_course':
      // The event the learner came from is not known here: back to the course.
      return `presential-courses/${activity.courseId}`;
  }
}

/**
 * The launch of a `scorm_cloud` activity the caller may open (the caller checked it with `findOpenableActivity`):
 * the adapter's URL for the caller's registration in the course the activity's URL names, in the launch route's
 * answer shape (`base_url` the link's folder; `expires_at` when SCORM Cloud's link stops opening).
 * @throws ApiError 404 `activity_content_missing` (nothing imported), 422 `scorm_cloud_course_missing` (SCORM Cloud
 *   does not know the course), 503 `scorm_cloud_unavailable` (SCORM Cloud refused or could not be reached)
 */
export async function scormCloudLaunch(
  app: CampusApp,
  activity: OpenableActivity,
  scope: RequestScope,
  adapter: ScormCloudAdapter = scormCloudAdapterOf(app),
): Promise<ActivityLaunch> {
  const { db } = app.database;
  const [content] = await db
    .select({ url: activityContents.url })
    .from(activityContents)
    .where(eq(activityContents.activityId, activity.id));
  if (!content?.url) throw new ApiError(404, 'activity_content_missing');
  const [user] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, scope.userId));
  const redirectUrl = `${loadSiteUrl()}/${playerPath(activity)}`;
  let url: string;
  try {
    url = await adapter.launchUrl({
      courseRef: content.url,
      learner: { id: String(scope.userId), name: user?.fullName ?? '' },
      redirectUrl,
    });
  } catch (error) {
    if (!(error instanceof ScormCloudError)) throw error;
    if (error.failure === 'course_missing') {
      app.log.warn({ err: error, activityId: activity.id }, 'SCORM Cloud does not know the course of an activity');
      throw new ApiError(422, 'scorm_cloud_course_missing', {}, { cause: error });
    }
    app.log.error({ err: error, activityId: activity.id }, 'SCORM Cloud gave no launch link');
    throw new ApiError(503, 'scorm_cloud_unavailable', {}, { headers: { 'retry-after': '30' }, cause: error });
  }
  return {
    url,
    base_url: new URL('./', url).href,
    expires_at: new Date(Date.now() + SCORM_CLOUD_LINK_EXPIRY_SECONDS * 1000).toISOString(),
  };
}
