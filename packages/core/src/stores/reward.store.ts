import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Id } from './session.store.js';

/** Reward store state (spec §3 "Reward state"). Not persisted: points are always re-read. */
export interface RewardData {
  /** Selected reward category, null for all. */
  category: Id | null;
  /** Selected department, null for all. */
  department: Id | null;
  reward_user_points: number;
  reward_user_level_id: Id | null;
  reward_user_level_points: number;
}

/** Reward actions. */
export interface RewardActions {
  selectRewardCategory(category: Id | null): void;
  selectRewardDepartment(department: Id | null): void;
  /** Stores the user's points and level as the API reports them. */
  setRewardBalance(
    balance: Partial<Pick<RewardData, 'reward_user_points' | 'reward_user_level_id' | 'reward_user_level_points'>>,
  ): void;
  resetReward(): void;
}

/** Reward store state. */
export type RewardState = RewardData & RewardActions;

/** Initial reward state: nothing selected, zero points. */
export function initialRewardData(): RewardData {
  return {
    category: null,
    department: null,
    reward_user_points: 0,
    reward_user_level_id: null,
    reward_user_level_points: 0,
  };
}

/** Creates the reward store. */
export function createRewardStore(): StoreApi<RewardState> {
  return createStore<RewardState>()((set) => ({
    ...initialRewardData(),
    selectRewardCategory: (category) => set({ category }),
    selectRewardDepartment: (department) => set({ department }),
    setRewardBalance: (balance) =>
      set(Object.fromEntries(Object.entries(balance).filter(([, value]) => value !== undefined))),
    resetReward: () => set(initialRewardData()),
  }));
}

/** The user's reward points. */
export const selectRewardPoints = (state: RewardState): number => state.reward_user_points;
