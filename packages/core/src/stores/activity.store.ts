import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Id } from './session.store.js';

/** An activity of the player as the API lists it; the type is one of spec §3 "Activity types". */
export interface ActivitySummary {
  id: Id;
  type: string;
  name: string;
  /** Position in the course tree, e.g. `1.2` (route parameter `hierarchy_order`, spec §2). */
  hierarchy_order: string;
  [field: string]: unknown;
}

/** An entry of the player's side menu. */
export interface ActivityMenuEntry {
  hierarchy_order: string;
  name: string;
  blocked?: boolean;
  children?: readonly ActivityMenuEntry[];
}

/** Activity player state (spec §3 "Activity state"). Not persisted. */
export interface ActivityData {
  activities: readonly ActivitySummary[];
  activities_menu: readonly ActivityMenuEntry[];
  hierarchy_order: string | null;
  /** Id of the course/webinar/live class being played. */
  id: Id | null;
  loading: boolean;
  /** Blocks the menu while a started quiz may not be left (spec §4 "Test modes"). */
  block_activities_menu: boolean;
}

/** Activity actions. */
export interface ActivityActions {
  /** Loads the activities of a content item. */
  setActivities(id: Id, activities: readonly ActivitySummary[], menu: readonly ActivityMenuEntry[]): void;
  /** Moves to an activity. */
  goToActivity(hierarchyOrder: string): void;
  setActivityLoading(loading: boolean): void;
  /** Locks or unlocks the menu (a started quiz may not be left). */
  blockActivitiesMenu(blocked: boolean): void;
  resetActivity(): void;
}

/** Activity store state. */
export type ActivityState = ActivityData & ActivityActions;

/** Initial activity state: nothing loaded. */
export function initialActivityData(): ActivityData {
  return {
    activities: [],
    activities_menu: [],
    hierarchy_order: null,
    id: null,
    loading: false,
    block_activities_menu: false,
  };
}

/** Creates the activity store. */
export function createActivityStore(): StoreApi<ActivityState> {
  return createStore<ActivityState>()((set) => ({
    ...initialActivityData(),
    setActivities: (id, activities, menu) => set({ id, activities, activities_menu: menu, loading: false }),
    goToActivity: (hierarchyOrder) => set({ hierarchy_order: hierarchyOrder }),
    setActivityLoading: (loading) => set({ loading }),
    blockActivitiesMenu: (blocked) => set({ block_activities_menu: blocked }),
    resetActivity: () => set(initialActivityData()),
  }));
}

/** The activity being shown, if loaded. */
export const selectCurrentActivity = (state: ActivityState): ActivitySummary | undefined =>
  state.hierarchy_order === null
    ? undefined
    : state.activities.find((activity) => activity.hierarchy_order === state.hierarchy_order);
