import type { StoreApi } from 'zustand/vanilla';
import { PERSISTED_SLICES } from '../stores/campus-stores.js';
import type { CampusStores, PersistedSliceName } from '../stores/campus-stores.js';

/** The plain data of every persisted slice, as written (encrypted) to storage. */
export type PersistedSnapshot = Partial<Record<PersistedSliceName, Record<string, unknown>>>;

/** Every persisted slice name, in the spec's order (§7). */
export const PERSISTED_SLICE_NAMES = Object.keys(PERSISTED_SLICES) as PersistedSliceName[];

/** A store's state without its actions: what is persisted. */
export function dataOf(state: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));
}

/** The store behind a persisted slice. */
export function storeOfSlice(stores: CampusStores, slice: PersistedSliceName): StoreApi<object> {
  return stores[PERSISTED_SLICES[slice]] as StoreApi<object>;
}

/** The data of the given slices (all of them by default). */
export function collectSnapshot(
  stores: CampusStores,
  slices: readonly PersistedSliceName[] = PERSISTED_SLICE_NAMES,
): PersistedSnapshot {
  const snapshot: PersistedSnapshot = {};
  for (const slice of slices) snapshot[slice] = dataOf(storeOfSlice(stores, slice).getState());
  return snapshot;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses decrypted JSON into a snapshot.
 * @throws when the JSON is invalid or not an object of slice objects
 */
export function parseSnapshot(json: string): PersistedSnapshot {
  const parsed: unknown = JSON.parse(json);
  if (!isRecord(parsed)) throw new Error('persisted state is not an object');
  const snapshot: PersistedSnapshot = {};
  for (const slice of PERSISTED_SLICE_NAMES) {
    const value = parsed[slice];
    if (value === undefined) continue;
    if (!isRecord(value)) throw new Error(`persisted slice ${slice} is not an object`);
    snapshot[slice] = value;
  }
  return snapshot;
}

/** Whether a stored value may replace an initial one: same kind, or either side null (nullable fields). */
function compatible(initial: unknown, stored: unknown): boolean {
  if (initial === null || stored === null) return true;
  if (Array.isArray(initial)) return Array.isArray(stored);
  return typeof initial === typeof stored && Array.isArray(stored) === false;
}

/**
 * Replaces a store's data with stored data laid over its initial state. Only fields the store knows are
 * taken, and only with a compatible type, so data written by an older or newer version cannot smuggle in
 * fields or break types; anything else keeps its initial value.
 */
export function applySlice(store: StoreApi<object>, stored: Record<string, unknown>): void {
  const initial = dataOf(store.getInitialState());
  const next: Record<string, unknown> = { ...initial };
  for (const [field, initialValue] of Object.entries(initial)) {
    if (field in stored && compatible(initialValue, stored[field])) next[field] = stored[field];
  }
  store.setState(next);
}
