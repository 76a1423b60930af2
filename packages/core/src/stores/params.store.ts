import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Id } from './session.store.js';

/**
 * The client as params describe it (spec §3 "Client (from params)"): id, home route and module flags
 * of the form `has_{module}`. Unknown `has_*` flags are kept so new modules need no code change.
 */
export interface ClientParams {
  id: Id;
  /** Where a signed-in user lands (spec §4). */
  home_route: string;
  has_ranking: boolean;
  group_training_use_score: boolean;
  has_library: boolean;
  has_news: boolean;
  has_webcasts: boolean;
  has_profile: boolean;
  [flag: `has_${string}`]: boolean | undefined;
}

/** A module flag name (`has_ranking`, `has_library`, ... any `has_{module}`). */
export type ClientFlag = `has_${string}`;

/** An interface language as the API lists it (spec §3 "Language"). */
export interface Language {
  id: Id;
  /** pt-BR style code, matched by the part before the dash (spec §9). */
  code: string;
  name?: string;
}

/** Layout options (spec §3 "Login/config state"). */
export interface LayoutParams {
  support_use: boolean;
  social_auth: boolean;
  use_complete_register: boolean;
}

/** Brand colours used as theme token defaults (ARCHITECTURE.md §4). CSS colour strings or null. */
export interface ClientColors {
  primary: string | null;
  secondary: string | null;
  tertiary: string | null;
}

/** Login and configuration flags (spec §3 "Login/config state"). */
export interface LoginConfig {
  oauth2: boolean;
  use_recaptcha: boolean;
  under_maintenance: boolean;
  cookies_optional: boolean;
  /** Which cookie banner variant the client uses, as sent by the API. */
  cookies_type: string | null;
  show_azure_login_btn: boolean;
  user_register: boolean;
  user_pre_register: boolean;
  show_public_faq: boolean;
}

/** One registration form field as configured by the client. */
export interface RegisterField {
  name: string;
  required: boolean;
  visible?: boolean;
}

/** Registration configuration (spec §3): password strength level required and the fields shown. */
export interface RegisterParams {
  /** 0 = any, 1 = weak, 2 = medium, 3 = strong (spec §5 "Password"). */
  password_strong_level: number;
  fields: readonly RegisterField[];
}

/** Params data, persisted as `params` (spec §3, §7). */
export interface ParamsData {
  client: ClientParams | null;
  /** Clients offered on the login screen. */
  clients: readonly { id: Id; name: string }[];
  login: LoginConfig;
  register: RegisterParams;
  /** Profiles offered at first access / registration. */
  user_profile: readonly { id: Id; name: string }[];
  languages: readonly Language[];
  /** Login attempts allowed before the captcha or block applies, as configured. */
  attempts: number | null;
  layout: LayoutParams;
  colors: ClientColors;
  /** Logo URL per language code (`pt-BR` → url). */
  logos: Readonly<Record<string, string>>;
  /** Background image URL per screen key (`login`, `register`, ...). */
  backgrounds: Readonly<Record<string, string>>;
}

/** Params actions. */
export interface ParamsActions {
  /** Merges a params answer; nested groups (login, layout, colors, register) merge field by field. */
  setParams(params: ParamsPatch): void;
  setClient(client: ClientParams | null): void;
  resetParams(): void;
}

/** A partial params answer: top-level fields, with nested groups themselves partial. */
export type ParamsPatch = Partial<Omit<ParamsData, 'login' | 'layout' | 'colors' | 'register'>> & {
  login?: Partial<LoginConfig>;
  layout?: Partial<LayoutParams>;
  colors?: Partial<ClientColors>;
  register?: Partial<RegisterParams>;
};

/** Params store state. */
export type ParamsState = ParamsData & ParamsActions;

/** Initial params: no client, every flag false, no colours or logos (theme defaults apply). */
export function initialParamsData(): ParamsData {
  return {
    client: null,
    clients: [],
    login: {
      oauth2: false,
      use_recaptcha: false,
      under_maintenance: false,
      cookies_optional: false,
      cookies_type: null,
      show_azure_login_btn: false,
      user_register: false,
      user_pre_register: false,
      show_public_faq: false,
    },
    register: { password_strong_level: 0, fields: [] },
    user_profile: [],
    languages: [],
    attempts: null,
    layout: { support_use: false, social_auth: false, use_complete_register: false },
    colors: { primary: null, secondary: null, tertiary: null },
    logos: {},
    backgrounds: {},
  };
}

/** Creates the params store (spec §3 "Client" and "Login/config state"). One per Campus instance. */
export function createParamsStore(): StoreApi<ParamsState> {
  return createStore<ParamsState>()((set) => ({
    ...initialParamsData(),
    setParams: ({ login, layout, colors, register, ...rest }) =>
      set((state) => {
        const next: Partial<ParamsData> = {};
        for (const [key, value] of Object.entries(rest)) {
          if (value !== undefined) Object.assign(next, { [key]: value });
        }
        if (login) next.login = { ...state.login, ...login };
        if (layout) next.layout = { ...state.layout, ...layout };
        if (colors) next.colors = { ...state.colors, ...colors };
        if (register) next.register = { ...state.register, ...register };
        return next;
      }),
    setClient: (client) => set({ client }),
    resetParams: () => set(initialParamsData()),
  }));
}
