import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** Cookie policy state, persisted as `cookies_policy` (spec §3 "Other state", §7). */
export interface CookiesPolicyData {
  /** @default false */
  accept_cookies: boolean;
  /** Whether the policy dialog is open. @default false */
  policy_modal: boolean;
  /** Whether the preferences dialog is open. @default false */
  policy_preferences_modal: boolean;
}

/** Cookie policy actions. */
export interface CookiesPolicyActions {
  /** Records consent and closes both dialogs. */
  acceptCookies(): void;
  /** Records refusal (optional cookies off) and closes both dialogs. */
  declineCookies(): void;
  openPolicyModal(): void;
  closePolicyModal(): void;
  openPolicyPreferences(): void;
  closePolicyPreferences(): void;
}

/** Cookie policy store state. */
export type CookiesPolicyState = CookiesPolicyData & CookiesPolicyActions;

/** Initial cookie policy: nothing accepted, no dialog open (spec §3). */
export function initialCookiesPolicyData(): CookiesPolicyData {
  return { accept_cookies: false, policy_modal: false, policy_preferences_modal: false };
}

/** Creates the cookie policy store. */
export function createCookiesPolicyStore(): StoreApi<CookiesPolicyState> {
  return createStore<CookiesPolicyState>()((set) => ({
    ...initialCookiesPolicyData(),
    acceptCookies: () => set({ accept_cookies: true, policy_modal: false, policy_preferences_modal: false }),
    declineCookies: () => set({ accept_cookies: false, policy_modal: false, policy_preferences_modal: false }),
    openPolicyModal: () => set({ policy_modal: true }),
    closePolicyModal: () => set({ policy_modal: false }),
    openPolicyPreferences: () => set({ policy_preferences_modal: true }),
    closePolicyPreferences: () => set({ policy_preferences_modal: false }),
  }));
}

/** True once the visitor accepted cookies. */
export const selectCookiesAccepted = (state: CookiesPolicyState): boolean => state.accept_cookies;
