import type { StoreApi } from 'zustand/vanilla';
import type { OfflineRecordStore } from '../offline/index.js';
import type { OfflineCourseState } from '../stores/offline-course.store.js';

/**
 * The `offline_course` store seen as the download manager's {@link OfflineRecordStore}, so records are
 * persisted encrypted with the rest (spec §7) and visible to the UI through the store.
 */
export function offlineCourseRecordStore(store: StoreApi<OfflineCourseState>): OfflineRecordStore {
  return {
    get: (itemId) => store.getState().records[String(itemId)],
    set: (record) => store.getState().upsertOfflineRecord(record),
    remove: (itemId) => store.getState().removeOfflineRecord(itemId),
  };
}
