import { SCORM_CLOUD_NOT_STARTED, scormCloudRegistrationId } from './scorm-cloud-adapter';
import type { ScormCloudAdapter } from './scorm-cloud-adapter';
import type { DevScormCloudRegistrations } from './dev-scorm-cloud-registrations';

/** The local stand-in for SCORM Cloud that the development adapter launches in demo mode. */
export interface DevScormCloudLocal {
  /** The registrations the launch page records results in. */
  readonly registrations: DevScormCloudRegistrations;
  /** The launch page's address (`{API}/dev/scorm-cloud/launch/`), read at each launch (the API's port may be 0 until it listens). */
  readonly launchPage: () => string;
}

/**
 * The development adapter, used when no SCORM Cloud credentials are configured (`CAMPUS_SCORM_CLOUD_APP_ID` /
 * `_SECRET` unset).
 *
 * - In demo mode (`local` given) it plays SCORM Cloud's part on this server: a launch answers the API's
 *   development launch page (`/dev/scorm-cloud/launch/`) for the learner's registration, which says it stands in
 *   for the course, records the result the learner chooses there (passed, failed, or leaving it incomplete) and
 *   then sends the frame to the return address, as SCORM Cloud does on exit; `registrationProgress` answers those
 *   results. Nothing of the course itself plays: it lets the player's whole SCORM Cloud flow (launch, results,
 *   exit) run on a machine without an account, and the browser tests run it.
 * - Otherwise a launch answers the activity's own URL, with the registration SCORM Cloud would use and the return
 *   address added as `campus_registration` and `campus_redirect`; nothing is tracked, so `registrationProgress`
 *   always answers {@link SCORM_CLOUD_NOT_STARTED}.
 */
export function createDevScormCloudAdapter(local?: DevScormCloudLocal): ScormCloudAdapter {
  return {
    kind: 'development',
    async launchUrl({ courseRef, learner, redirectUrl }) {
      if (local) {
        const registration = scormCloudRegistrationId(courseRef, learner.id);
        const url = new URL(local.launchPage());
        url.searchParams.set('course', courseRef);
        url.searchParams.set('learner', learner.id);
        url.searchParams.set('redirect', redirectUrl);
        url.searchParams.set('signature', local.registrations.sign(registration, redirectUrl));
        return url.href;
      }
      const url = new URL(courseRef);
      url.searchParams.set('campus_registration', scormCloudRegistrationId(courseRef, learner.id));
      url.searchParams.set('campus_redirect', redirectUrl);
      return url.href;
    },
    async registrationProgress({ courseRef, learner }) {
      // Without the local stand-in nothing was registered or tracked anywhere: claiming any result would be made up.
      return local?.registrations.progressOf(courseRef, learner.id) ?? SCORM_CLOUD_NOT_STARTED;
    },
  };
}
