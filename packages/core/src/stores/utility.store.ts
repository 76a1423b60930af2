import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** Utility state (spec §3 "Other state"). Not persisted. */
export interface UtilityData {
  /** The previous route, for "back" links. @default undefined */
  route_from: string | undefined;
  /** @default false */
  loading_activities: boolean;
}

/** Utility actions. */
export interface UtilityActions {
  setRouteFrom(path: string | undefined): void;
  setLoadingActivities(loading: boolean): void;
}

/** Utility store state. */
export type UtilityState = UtilityData & UtilityActions;

/** Initial utility state (spec §3). */
export function initialUtilityData(): UtilityData {
  return { route_from: undefined, loading_activities: false };
}

/** Creates the utility store. */
export function createUtilityStore(): StoreApi<UtilityState> {
  return createStore<UtilityState>()((set) => ({
    ...initialUtilityData(),
    setRouteFrom: (path) => set({ route_from: path }),
    setLoadingActivities: (loading) => set({ loading_activities: loading }),
  }));
}

/** The previous route, if any. */
export const selectRouteFrom = (state: UtilityState): string | undefined => state.route_from;
