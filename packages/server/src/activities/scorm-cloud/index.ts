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
export { scormCloudAdapterOf, scormCloudLaunch } from './scorm-cloud-launch';
export { scormCloudActivityState, scormCloudOutcome, scormCloudSync } from './scorm-cloud-sync';
export { createScormCloudRoutes, scormCloudRoutes } from './scorm-cloud-sync-routes';
export type { ScormCloudRoutesOptions } from './scorm-cloud-sync-routes';
