export type { Campus, Translate } from './create-campus';
export { createCampus } from './create-campus';
export type { CampusAdapters, CampusConfig, ResolvedCampusConfig } from './campus-config';
export { DEFAULT_PERSIST_DEBOUNCE_MS, resolveCampusConfig } from './campus-config';
export type { CampusEvents, CampusListener, SessionExpiredDetail } from './campus-events';
export type { PageHideWatcher } from './page-lifecycle';
export { createBrowserPageHideWatcher } from './page-lifecycle';
export { sessionTokenStore } from './session-token-store';
export { offlineCourseRecordStore } from './offline-record-store';
