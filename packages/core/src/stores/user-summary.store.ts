import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** One address of the user summary (spec §3 "User data" address fields). */
export interface SummaryAddress {
  city?: string;
  state?: string;
  neighborhood?: string;
  number?: string;
  complement?: string;
  zip_code?: string;
  address?: string;
}

/** User summary (spec §3 "Other state"): all empty by default. Not persisted (it holds personal data). */
export interface UserSummaryData {
  address: readonly SummaryAddress[];
  birthday: string;
  email: string;
  full_name: string;
}

/** User summary actions. */
export interface UserSummaryActions {
  setUserSummary(summary: Partial<UserSummaryData>): void;
  clearUserSummary(): void;
}

/** User summary store state. */
export type UserSummaryState = UserSummaryData & UserSummaryActions;

/** Initial summary: every field empty (spec §3). */
export function initialUserSummaryData(): UserSummaryData {
  return { address: [], birthday: '', email: '', full_name: '' };
}

/** Creates the user summary store. */
export function createUserSummaryStore(): StoreApi<UserSummaryState> {
  return createStore<UserSummaryState>()((set) => ({
    ...initialUserSummaryData(),
    setUserSummary: (summary) =>
      set(Object.fromEntries(Object.entries(summary).filter(([, value]) => value !== undefined))),
    clearUserSummary: () => set(initialUserSummaryData()),
  }));
}
