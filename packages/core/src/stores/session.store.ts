import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { PHONE_VERIFICATION_COOLDOWN_SECONDS } from '../rules/index.js';

/** An id as the API sends it: numeric in the reference server, sometimes a string elsewhere. */
export type Id = number | string;

/** A client the user belongs to (spec §3 "User session state", `user_clients`). */
export interface UserClient {
  id: Id;
  name: string;
  home_route?: string;
}

/** A country, branch or other named list entry of the session (spec §3). */
export interface NamedItem {
  id: Id;
  name: string;
}

/** A campaign with its period (spec §3 "Campaign"); dates are ISO strings as on the wire. */
export interface UserCampaign extends NamedItem {
  begin_date: string | null;
  end_date: string | null;
}

/** A module item a client enables for the user (spec §3 `user_client_module_items`). */
export interface ModuleItem {
  id: Id;
  name: string;
  /** Stable module key, e.g. `ranking`, `library`. */
  module?: string;
}

/**
 * Phone verification button cooldown (spec §3, §4 "Phone verification cooldown").
 * `startTime` is epoch milliseconds of the last code request, null when idle.
 */
export interface PhoneVerificationButton {
  startTime: number | null;
  /** Cooldown length in seconds. @default 300 */
  duration: number;
}

/** Where to go after sign-in, stored by an unauthenticated visit to a protected route (spec §4). */
export interface RedirectTarget {
  /** Path plus query (without the `token` parameter). */
  path: string;
  /** The optional `token` query parameter of the visit. */
  token?: string;
}

/** Session state, persisted as `common` (spec §3 "User session state", §7). Field names as in the spec. */
export interface SessionData {
  access_token: string | null;
  refresh_token: string | null;
  /** Realtime sign-in token (`user_firebase_token` on the wire, spec §7 `/o/token/`). */
  user_firebase_token: string | null;
  email: string | null;
  full_name: string | null;
  id: Id | null;
  is_superuser: boolean;
  status: string | null;
  user_image: string | null;
  selected_client_id: Id | null;
  selected_country_id: Id | null;
  selected_language_id: Id | null;
  selected_campaign_id: Id | null;
  user_clients: readonly UserClient[];
  user_countries: readonly NamedItem[];
  user_branches: readonly NamedItem[];
  user_campaigns: readonly UserCampaign[];
  user_reward_campaign: UserCampaign | null;
  /** Module items per client id. */
  user_client_module_items: Readonly<Record<string, readonly ModuleItem[]>>;
  /** Realtime document the ranking listens to. */
  firebase_document: string | null;
  /** Ranking areas subscribed to in the realtime backend. */
  ranking_areas: readonly string[];
  must_change_password: boolean;
  accept_terms_and_conditions: boolean;
  accept_cookies_policy: boolean;
  has_mandatory_surveys: boolean;
  has_mandatory_drills: boolean;
  has_close_banner_drills: boolean;
  verificacion_phone_button: PhoneVerificationButton;
  /** Target to return to after sign-in (spec §4); survives sign-out on purpose. */
  redirect_target: RedirectTarget | null;
}

/** Tokens as the sign-in calls answer them (`/o/token/`, alternative login); absent means "keep". */
export interface SessionTokenInput {
  access_token: string;
  refresh_token?: string | null | undefined;
  user_firebase_token?: string | null | undefined;
}

/** Identity fields a sign-in or profile reload provides. */
export type SessionIdentity = Partial<
  Pick<SessionData, 'email' | 'full_name' | 'id' | 'is_superuser' | 'status' | 'user_image'>
>;

/** The user lists of the session. */
export type SessionLists = Partial<
  Pick<
    SessionData,
    | 'user_clients'
    | 'user_countries'
    | 'user_branches'
    | 'user_campaigns'
    | 'user_reward_campaign'
    | 'user_client_module_items'
  >
>;

/** The boolean flags of the session (spec §3). */
export type SessionFlags = Partial<
  Pick<
    SessionData,
    | 'must_change_password'
    | 'accept_terms_and_conditions'
    | 'accept_cookies_policy'
    | 'has_mandatory_surveys'
    | 'has_mandatory_drills'
    | 'has_close_banner_drills'
  >
>;

/** Everything a successful sign-in provides: tokens plus whatever identity, lists and flags came with it. */
export type SignInPayload = SessionTokenInput & SessionIdentity & SessionLists & SessionFlags;

/** Session actions, named in domain words. */
export interface SessionActions {
  /** Starts a session: replaces tokens and identity, keeps pre-login choices (language, country, target). */
  signIn(payload: SignInPayload): void;
  /** Replaces the tokens only (token refresh, `/accounts/reload_user_tokens/`). */
  setTokens(tokens: SessionTokenInput): void;
  /** Ends the session (sign-out, failed refresh): back to initial state except language, country, target. */
  clearSession(): void;
  setIdentity(identity: SessionIdentity): void;
  setUserLists(lists: SessionLists): void;
  setFlags(flags: SessionFlags): void;
  selectClient(id: Id | null): void;
  selectCountry(id: Id | null): void;
  selectLanguage(id: Id | null): void;
  selectCampaign(id: Id | null): void;
  setRealtime(realtime: Partial<Pick<SessionData, 'firebase_document' | 'ranking_areas'>>): void;
  acceptTermsAndConditions(): void;
  acceptCookiesPolicy(): void;
  closeBannerDrills(): void;
  /** Starts the phone verification cooldown at `now` (epoch ms) when a code is requested (spec §4). */
  startPhoneVerificationCooldown(now: number): void;
  /** Ends the cooldown (elapsed seconds reached the duration). */
  resetPhoneVerificationCooldown(): void;
  /** Remembers where to go after sign-in (spec §4). */
  storeRedirectTarget(target: RedirectTarget): void;
  /** Returns the stored target and forgets it. */
  consumeRedirectTarget(): RedirectTarget | null;
}

/** Session store state: data plus actions. */
export type SessionState = SessionData & SessionActions;

/** Initial session data (spec §3): signed out, nothing selected, flags false, cooldown 300 s. */
export function initialSessionData(): SessionData {
  return {
    access_token: null,
    refresh_token: null,
    user_firebase_token: null,
    email: null,
    full_name: null,
    id: null,
    is_superuser: false,
    status: null,
    user_image: null,
    selected_client_id: null,
    selected_country_id: null,
    selected_language_id: null,
    selected_campaign_id: null,
    user_clients: [],
    user_countries: [],
    user_branches: [],
    user_campaigns: [],
    user_reward_campaign: null,
    user_client_module_items: {},
    firebase_document: null,
    ranking_areas: [],
    must_change_password: false,
    accept_terms_and_conditions: false,
    accept_cookies_policy: false,
    has_mandatory_surveys: false,
    has_mandatory_drills: false,
    has_close_banner_drills: false,
    verificacion_phone_button: { startTime: null, duration: PHONE_VERIFICATION_COOLDOWN_SECONDS },
    redirect_target: null,
  };
}

// Each setter takes only its own fields: hosts pass whole API answers (a profile, a token answer with
// `expires_in`), and unknown fields must neither reach the session nor be persisted with it.
const IDENTITY_FIELDS = ['email', 'full_name', 'id', 'is_superuser', 'status', 'user_image'] as const;
const LIST_FIELDS = [
  'user_clients',
  'user_countries',
  'user_branches',
  'user_campaigns',
  'user_reward_campaign',
  'user_client_module_items',
] as const;
const FLAG_FIELDS = [
  'must_change_password',
  'accept_terms_and_conditions',
  'accept_cookies_policy',
  'has_mandatory_surveys',
  'has_mandatory_drills',
  'has_close_banner_drills',
] as const;
const REALTIME_FIELDS = ['firebase_document', 'ranking_areas'] as const;
const SIGN_IN_FIELDS = [...IDENTITY_FIELDS, ...LIST_FIELDS, ...FLAG_FIELDS] as const;

/** The defined values of `fields` in `patch`; `undefined` never erases a field by accident. */
function pick(patch: object, fields: readonly (keyof SessionData)[]): Partial<SessionData> {
  const source = patch as Record<string, unknown>;
  return Object.fromEntries(
    fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]),
  ) as Partial<SessionData>;
}

/** Creates the session store (spec §3 "User session state"). One per Campus instance. */
export function createSessionStore(): StoreApi<SessionState> {
  return createStore<SessionState>()((set, get) => ({
    ...initialSessionData(),
    signIn: ({ access_token, refresh_token, user_firebase_token, ...rest }) => {
      const kept = get();
      set({
        ...initialSessionData(),
        selected_language_id: kept.selected_language_id,
        selected_country_id: kept.selected_country_id,
        redirect_target: kept.redirect_target,
        ...pick(rest, SIGN_IN_FIELDS),
        access_token,
        refresh_token: refresh_token ?? null,
        user_firebase_token: user_firebase_token ?? null,
      });
    },
    setTokens: ({ access_token, refresh_token, user_firebase_token }) =>
      set((state) => ({
        access_token,
        // A refresh answer may omit the refresh token; keep the one we have then.
        refresh_token: refresh_token === undefined ? state.refresh_token : refresh_token,
        user_firebase_token: user_firebase_token === undefined ? state.user_firebase_token : user_firebase_token,
      })),
    clearSession: () => {
      const kept = get();
      set({
        ...initialSessionData(),
        selected_language_id: kept.selected_language_id,
        selected_country_id: kept.selected_country_id,
        redirect_target: kept.redirect_target,
      });
    },
    setIdentity: (identity) => set(pick(identity, IDENTITY_FIELDS)),
    setUserLists: (lists) => set(pick(lists, LIST_FIELDS)),
    setFlags: (flags) => set(pick(flags, FLAG_FIELDS)),
    selectClient: (id) => set({ selected_client_id: id }),
    selectCountry: (id) => set({ selected_country_id: id }),
    selectLanguage: (id) => set({ selected_language_id: id }),
    selectCampaign: (id) => set({ selected_campaign_id: id }),
    setRealtime: (realtime) => set(pick(realtime, REALTIME_FIELDS)),
    acceptTermsAndConditions: () => set({ accept_terms_and_conditions: true }),
    acceptCookiesPolicy: () => set({ accept_cookies_policy: true }),
    closeBannerDrills: () => set({ has_close_banner_drills: true }),
    startPhoneVerificationCooldown: (now) =>
      set((state) => ({ verificacion_phone_button: { ...state.verificacion_phone_button, startTime: now } })),
    resetPhoneVerificationCooldown: () =>
      set((state) => ({ verificacion_phone_button: { ...state.verificacion_phone_button, startTime: null } })),
    storeRedirectTarget: (target) => set({ redirect_target: { ...target } }),
    consumeRedirectTarget: () => {
      const target = get().redirect_target;
      if (target !== null) set({ redirect_target: null });
      return target;
    },
  }));
}
