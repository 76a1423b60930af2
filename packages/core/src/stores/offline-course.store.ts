import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { ActivityLaunch } from '../schemas/activity-launch.js';
import type { ScormRuntime } from '../schemas/scorm-runtime.js';
import type { Id } from './session.store.js';

/** A downloaded activity file (spec §3 "Offline activity record"). */
export interface OfflineCourseRecord {
  item_id: Id;
  /** The activity's `updated_date` when downloaded; a change triggers a new download (issue 4 item 7). */
  updated_date: string;
  /** Where the stored file can be read from (e.g. `class12.pdf` in the file store). */
  src: string;
  downloading: boolean;
  /** The activity's title when downloaded, for the storage manager's list. */
  title?: string | undefined;
  /** The activity's type when downloaded (`pdf`, `video` …). */
  type?: string | undefined;
  /** Bytes stored for the item. */
  size?: number | undefined;
  /** A package's launch offline, on the content origin's `/.campus/offline/{item_id}/` (issue 23). */
  launch?: ActivityLaunch | undefined;
  /** A downloaded SCORM package's SCOs' data models by SCO identifier, for a SCO opened offline (issue 23). */
  scorm_runtimes?: Readonly<Record<string, ScormRuntime>> | undefined;
}

/** Offline records, persisted as `offline_course` (spec §7). Keyed by `item_id` as a string. */
export interface OfflineCourseData {
  records: Readonly<Record<string, OfflineCourseRecord>>;
}

/** Offline record actions. */
export interface OfflineCourseActions {
  /** Adds or replaces the record of an item. */
  upsertOfflineRecord(record: OfflineCourseRecord): void;
  removeOfflineRecord(itemId: Id): void;
  clearOfflineRecords(): void;
}

/** Offline course store state. */
export type OfflineCourseState = OfflineCourseData & OfflineCourseActions;

/** Initial offline state: nothing downloaded. */
export function initialOfflineCourseData(): OfflineCourseData {
  return { records: {} };
}

/** Creates the offline record store. */
export function createOfflineCourseStore(): StoreApi<OfflineCourseState> {
  return createStore<OfflineCourseState>()((set) => ({
    ...initialOfflineCourseData(),
    upsertOfflineRecord: (record) =>
      set((state) => ({ records: { ...state.records, [String(record.item_id)]: { ...record } } })),
    removeOfflineRecord: (itemId) =>
      set((state) => {
        const { [String(itemId)]: _removed, ...records } = state.records;
        return { records };
      }),
    clearOfflineRecords: () => set(initialOfflineCourseData()),
  }));
}

/** The record of an item, if downloaded or downloading. */
export const selectOfflineRecord = (state: OfflineCourseState, itemId: Id): OfflineCourseRecord | undefined =>
  state.records[String(itemId)];

/** True when the item's file is stored and current for `updatedDate`. */
export const selectIsAvailableOffline = (state: OfflineCourseState, itemId: Id, updatedDate: string): boolean => {
  const record = state.records[String(itemId)];
  return record !== undefined && !record.downloading && record.updated_date === updatedDate;
};
