export { createDevScormCloudAdapter } from './dev-scorm-cloud-adapter';
export {
  createRestScormCloudAdapter,
  progressOfRegistration,
  SCORM_CLOUD_LINK_EXPIRY_SECONDS,
  SCORM_CLOUD_REQUEST_TIMEOUT_MS,
} from './rest-scorm-cloud-adapter';
export type { RestScormCloudOptions } from './rest-scorm-cloud-adapter';
export {
  SCORM_CLOUD_NOT_STARTED,
  ScormCloudError,
  scormCloudCourseId,
  scormCloudRegistrationId,
  splitLearnerName,
} from './scorm-cloud-adapter';
export type {
  ScormCloudAdapter,
  ScormCloudFailure,
  ScormCloudLaunchRequest,
  ScormCloudLearner,
  ScormCloudProgress,
  ScormCloudProgressRequest,
} from './scorm-cloud-adapter';
export {
  DEV_SCORM_CLOUD_LAUNCH_PATH,
  devScormCloudRegistrationsOf,
  scormCloudAdapterOf,
  scormCloudExitUrl,
  scormCloudLaunch,
} from './scorm-cloud-launch';
export { DevScormCloudRegistrations } from './dev-scorm-cloud-registrations';
export type { DevScormCloudOutcome, DevScormCloudRegistration } from './dev-scorm-cloud-registrations';
export type { DevScormCloudLocal } from './dev-scorm-cloud-adapter';
export { apiPublicUrl, API_URL_VARIABLE } from './api-public-url';
export { DEV_SCORM_CLOUD_RESULTS_PATH, SCORM_CLOUD_EXIT_PATH, scormCloudPageRoutes } from './scorm-cloud-page-routes';
export { SCORM_CLOUD_EXIT_MESSAGE, scormCloudExitPage } from './scorm-cloud-pages';
export { scormCloudActivityState, scormCloudOutcome, scormCloudSync } from './scorm-cloud-sync';
export { createScormCloudRoutes, scormCloudRoutes } from './scorm-cloud-sync-routes';
export type { ScormCloudRoutesOptions } from './scorm-cloud-sync-routes';
