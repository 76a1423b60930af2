import type { ActivityLaunch } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import { activityContents, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { CampusApp } from '../../http/campus-app';
import type { RequestScope } from '../../shared/request-scope';
import type { OpenableActivity } from '../runtime/runtime-access';
import { apiPublicUrl } from './api-public-url';
import { createDevScormCloudAdapter } from './dev-scorm-cloud-adapter';
import { DevScormCloudRegistrations } from './dev-scorm-cloud-registrations';
import { createRestScormCloudAdapter, SCORM_CLOUD_LINK_EXPIRY_SECONDS } from './rest-scorm-cloud-adapter';
import { ScormCloudError } from './scorm-cloud-adapter';
import type { ScormCloudAdapter } from './scorm-cloud-adapter';

/**
 * One adapter per server, made from its configuration on first use. Keyed by the app's database, which every
 * encapsulated context of one server shares (the launch and the SCORM Cloud routes see different `app` objects),
 * so the development adapter's registrations are the same for the launch, the sync and its launch page.
 */
const adapters = new WeakMap<object, ScormCloudAdapter>();
const localRegistrations = new WeakMap<object, DevScormCloudRegistrations>();

/**
 * The development adapter's registrations in demo mode (docs/server.md "SCORM Cloud"), or `null` outside demo
 * mode or with SCORM Cloud credentials.
 */
export function devScormCloudRegistrationsOf(app: CampusApp): DevScormCloudRegistrations | null {
  if (app.config.scormCloud || !app.config.demo) return null;
  let registrations = localRegistrations.get(app.database);
  if (!registrations) {
    registrations = new DevScormCloudRegistrations(app.config.tokenPepper);
    localRegistrations.set(app.database, registrations);
  }
  return registrations;
}

/** The development launch page (demo mode, on the API). */
export const DEV_SCORM_CLOUD_LAUNCH_PATH = '/dev/scorm-cloud/launch/';

/**
 * The app's SCORM Cloud adapter: the REST API v2 one with `CAMPUS_SCORM_CLOUD_APP_ID` / `_SECRET`, else the
 * development one, which in demo mode stands in for SCORM Cloud on this server (see docs/server.md "SCORM Cloud").
 */
export function scormCloudAdapterOf(app: CampusApp): ScormCloudAdapter {
  let adapter = adapters.get(app.database);
  if (!adapter) {
    const config = app.config.scormCloud;
    const registrations = devScormCloudRegistrationsOf(app);
    adapter = config
      ? createRestScormCloudAdapter(config)
      : createDevScormCloudAdapter(
          registrations
            ? { registrations, launchPage: () => `${apiPublicUrl(app)}${DEV_SCORM_CLOUD_LAUNCH_PATH}` }
            : undefined,
        );
    adapters.set(app.database, adapter);
  }
  return adapter;
}

/**
 * Where SCORM Cloud sends the learner's frame when they leave the course (its `redirectOnExitUrl`): the API's
 * small exit page for the activity, which tells the player the session ended (`scormCloudExitPage`). Never the
 * site's player page: SCORM Cloud loads that address inside the player's frame.
 */
export function scormCloudExitUrl(app: CampusApp, activityId: number): string {
  return `${apiPublicUrl(app)}/api/activities/${activityId}/scorm-cloud/exit/`;
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
  const redirectUrl = scormCloudExitUrl(app, activity.id);
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
