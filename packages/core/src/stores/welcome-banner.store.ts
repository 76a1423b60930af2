import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Id } from './session.store.js';

/** A welcome banner slide as the API sends it. */
export interface WelcomeBanner {
  id: Id;
  image: string;
  title?: string;
  link?: string;
  [field: string]: unknown;
}

/** Welcome banners, persisted as `welcome_banner` (spec §3 "Other state", §7). */
export interface WelcomeBannerData {
  /** @default [] */
  welcome_banner: readonly WelcomeBanner[];
}

/** Welcome banner actions. */
export interface WelcomeBannerActions {
  setWelcomeBanner(banners: readonly WelcomeBanner[]): void;
  /** Removes one banner the user dismissed. */
  dismissWelcomeBanner(id: Id): void;
  clearWelcomeBanner(): void;
}

/** Welcome banner store state. */
export type WelcomeBannerState = WelcomeBannerData & WelcomeBannerActions;

/** Initial state: no banner (spec §3). */
export function initialWelcomeBannerData(): WelcomeBannerData {
  return { welcome_banner: [] };
}

/** Creates the welcome banner store. */
export function createWelcomeBannerStore(): StoreApi<WelcomeBannerState> {
  return createStore<WelcomeBannerState>()((set) => ({
    ...initialWelcomeBannerData(),
    setWelcomeBanner: (banners) => set({ welcome_banner: banners }),
    dismissWelcomeBanner: (id) =>
      set((state) => ({ welcome_banner: state.welcome_banner.filter((banner) => String(banner.id) !== String(id)) })),
    clearWelcomeBanner: () => set(initialWelcomeBannerData()),
  }));
}

/** The banners to show. */
export const selectWelcomeBanners = (state: WelcomeBannerState): readonly WelcomeBanner[] => state.welcome_banner;
