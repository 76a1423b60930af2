export { createDevScormCloudAdapter } from './dev-scorm-cloud-adapter';
export {
  createRestScormCloudAdapter,
  SCORM_CLOUD_LINK_EXPIRY_SECONDS,
  SCORM_CLOUD_REQUEST_TIMEOUT_MS,
} from './rest-scorm-cloud-adapter';
export type { RestScormCloudOptions } from './rest-scorm-cloud-adapter';
export { ScormCloudError, scormCloudCourseId, scormCloudRegistrationId, splitLearnerName } from './scorm-cloud-adapter';
export type {
  ScormCloudAdapter,
  ScormCloudFailure,
  ScormCloudLaunchRequest,
  ScormCloudLearner,
} from './scorm-cloud-adapter';
export { scormCloudAdapterOf, scormCloudLaunch } from './scorm-cloud-launch';
