import { cooldownRemaining } from '../rules/index.js';
import type { Id, ModuleItem, RedirectTarget, SessionState, UserCampaign, UserClient } from './session.store.js';

// Selectors return primitives or references already in the state, never fresh objects, so React's
// useSyncExternalStore (used by @campus/ui) sees a stable snapshot and does not re-render in a loop.

const NO_MODULE_ITEMS: readonly ModuleItem[] = Object.freeze([]);

/** True when the session holds an access token (spec §4: a token leads to the home route). */
export const selectIsSignedIn = (state: SessionState): boolean => state.access_token !== null;

/** The bearer token, or null when signed out. */
export const selectAccessToken = (state: SessionState): string | null => state.access_token;

/** The user's e-mail, or null. */
export const selectEmail = (state: SessionState): string | null => state.email;

/** The user's full name, or null. */
export const selectFullName = (state: SessionState): string | null => state.full_name;

/** True for platform administrators (spec §6). */
export const selectIsSuperuser = (state: SessionState): boolean => state.is_superuser;

/** The selected language id (spec §3), used by the date format rule (spec §9). */
export const selectSelectedLanguageId = (state: SessionState): Id | null => state.selected_language_id;

/** The selected country id, mirrored in the `stored_country` cookie (spec §4). */
export const selectSelectedCountryId = (state: SessionState): Id | null => state.selected_country_id;

/** The selected client among `user_clients`, if any. */
export const selectSelectedClient = (state: SessionState): UserClient | undefined =>
  state.selected_client_id === null
    ? undefined
    : state.user_clients.find((client) => String(client.id) === String(state.selected_client_id));

/** The selected campaign among `user_campaigns`, if any. */
export const selectSelectedCampaign = (state: SessionState): UserCampaign | undefined =>
  state.selected_campaign_id === null
    ? undefined
    : state.user_campaigns.find((campaign) => String(campaign.id) === String(state.selected_campaign_id));

/** Module items of the selected client (spec §6: menus depend on module items per client). */
export const selectSelectedClientModuleItems = (state: SessionState): readonly ModuleItem[] =>
  state.selected_client_id === null
    ? NO_MODULE_ITEMS
    : (state.user_client_module_items[String(state.selected_client_id)] ?? NO_MODULE_ITEMS);

/** Realtime ranking areas (spec §3). */
export const selectRankingAreas = (state: SessionState): readonly string[] => state.ranking_areas;

/** True when the user must change the password before going on. */
export const selectMustChangePassword = (state: SessionState): boolean => state.must_change_password;

/** True when mandatory surveys or drills must be done first. */
export const selectHasMandatoryTasks = (state: SessionState): boolean =>
  state.has_mandatory_surveys || state.has_mandatory_drills;

/**
 * Seconds left before another phone verification code may be requested (spec §4), 0 when idle.
 * @param now epoch milliseconds
 */
export const selectPhoneCooldownRemaining = (state: SessionState, now: number): number => {
  const { startTime, duration } = state.verificacion_phone_button;
  return startTime === null ? 0 : cooldownRemaining(startTime, now, duration);
};

/** The stored post-sign-in target (spec §4), or null. */
export const selectRedirectTarget = (state: SessionState): RedirectTarget | null => state.redirect_target;
