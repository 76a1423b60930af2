import type { ClientColors, ClientFlag, Language, LayoutParams, LoginConfig, ParamsState } from './params.store.js';

/**
 * Whether a client module is on (spec §1: `has_ranking`, `has_library` ... any `has_{module}`).
 * Missing flags are off.
 */
export const selectClientFlag = (state: ParamsState, flag: ClientFlag): boolean => state.client?.[flag] === true;

/** Whether the client scores group training (spec §1 `group_training_use_score`). */
export const selectGroupTrainingUsesScore = (state: ParamsState): boolean =>
  state.client?.group_training_use_score === true;

/**
 * The client's home route (spec §4: a token leads to the client's home route).
 * @default '/home' when params are not loaded yet or name none
 */
export const selectHomeRoute = (state: ParamsState): string => {
  const route = state.client?.home_route;
  if (route === undefined || route === '') return '/home';
  return route.startsWith('/') ? route : `/${route}`;
};

/** Brand colours (spec §3). */
export const selectColors = (state: ParamsState): ClientColors => state.colors;

/** Layout options (spec §3). */
export const selectLayout = (state: ParamsState): LayoutParams => state.layout;

/** Login configuration flags (spec §3). */
export const selectLoginConfig = (state: ParamsState): LoginConfig => state.login;

/** True while the platform is under maintenance (spec §2 maintenance page). */
export const selectUnderMaintenance = (state: ParamsState): boolean => state.login.under_maintenance;

/** Languages offered (spec §3 "Language"). */
export const selectLanguages = (state: ParamsState): readonly Language[] => state.languages;

/**
 * The logo for a language code, falling back to any logo whose code shares the part before the dash,
 * then to the first logo. Undefined when the client has none.
 */
export const selectLogo = (state: ParamsState, languageCode: string): string | undefined => {
  const exact = state.logos[languageCode];
  if (exact !== undefined) return exact;
  const base = languageCode.split('-')[0]?.toLowerCase();
  const entries = Object.entries(state.logos);
  return (entries.find(([code]) => code.split('-')[0]?.toLowerCase() === base) ?? entries[0])?.[1];
};

/** A background image by screen key. */
export const selectBackground = (state: ParamsState, key: string): string | undefined => state.backgrounds[key];
