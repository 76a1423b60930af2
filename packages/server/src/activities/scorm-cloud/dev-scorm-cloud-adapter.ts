import { SCORM_CLOUD_NOT_STARTED, scormCloudRegistrationId } from './scorm-cloud-adapter';
import type { ScormCloudAdapter } from './scorm-cloud-adapter';

/**
 * The development adapter, used when no SCORM Cloud credentials are configured (`CAMPUS_SCORM_CLOUD_APP_ID` /
 * `_SECRET` unset): a launch answers the activity's own URL, which plays whatever it points at (a course's public
 * page, a package served elsewhere), with the registration SCORM Cloud would use and the return address added as
 * `campus_registration` and `campus_redirect` query parameters. Nothing is tracked: no registration exists
 * anywhere, so no progress comes back: `registrationProgress` always answers {@link SCORM_CLOUD_NOT_STARTED},
 * and a `scorm_cloud` activity never completes in development. It lets the player open such activities on a
 * machine without an account and makes no claim beyond that.
 */
export function createDevScormCloudAdapter(): ScormCloudAdapter {
  return {
    kind: 'development',
    async launchUrl({ courseRef, learner, redirectUrl }) {
      const url = new URL(courseRef);
      url.searchParams.set('campus_registration', scormCloudRegistrationId(courseRef, learner.id));
      url.searchParams.set('campus_redirect', redirectUrl);
      return url.href;
    },
    async registrationProgress() {
      // Nothing was registered or tracked anywhere: claiming any result would be made up.
      return SCORM_CLOUD_NOT_STARTED;
    },
  };
}
