import { selectHomeRoute } from '@campus/core';
import { fetchMe } from '@campus/core/api';
import type { Campus } from '@campus/core';
import type { TokenResponse } from '@campus/core/schemas';

/** Who signed in: the `detail` of `campus-signed-in` and the argument of `onSignedIn`. */
export interface SignedInUser {
  id: number | string;
  username: string;
  fullName: string;
  email: string | null;
  /** Where the client wants a signed-in user to land (spec §4), e.g. `/home`. */
  homeRoute: string;
  /** The user must choose a new password before going on. */
  mustChangePassword: boolean;
}

/**
 * Starts the instance's session from a token answer (password grant, Google, webservice) and loads the
 * user's session data (`GET /api/me/`) into the session store: identity, selections, lists, realtime and
 * flags (spec §3). Realtime signs in by itself when the session gets its realtime token. If the user data
 * cannot be loaded the session is ended again, so a half-started session never lingers.
 */
export async function startSession(campus: Campus, tokens: TokenResponse): Promise<SignedInUser> {
  campus.stores.session.getState().signIn({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    user_firebase_token: tokens.user_firebase_token ?? null,
  });
  return loadSessionUser(campus);
}

/**
 * Loads the signed-in user's session data (`GET /api/me/`) into the session store — after a sign-in, or for a
 * session that arrived with a token alone (a webservice token, spec §4). If it cannot be loaded the session is
 * ended, so a half-started session never lingers.
 */
export async function loadSessionUser(campus: Campus): Promise<SignedInUser> {
  const session = campus.stores.session;
  try {
    const me = await fetchMe(campus.api);
    const state = session.getState();
    state.setIdentity(me);
    state.setUserLists(me);
    state.setFlags(me);
    state.setRealtime(me);
    if (me.selected_client_id !== null) state.selectClient(me.selected_client_id);
    if (me.selected_country_id !== null) state.selectCountry(me.selected_country_id);
    if (me.selected_language_id !== null) state.selectLanguage(me.selected_language_id);
    if (me.selected_campaign_id !== null) state.selectCampaign(me.selected_campaign_id);
    return summaryOf(campus, me);
  } catch (error) {
    campus.signOut();
    throw error;
  }
}

function summaryOf(
  campus: Campus,
  me: { id: number | string; username: string; full_name: string; email: string | null; must_change_password: boolean },
): SignedInUser {
  return {
    id: me.id,
    username: me.username,
    fullName: me.full_name,
    email: me.email,
    homeRoute: selectHomeRoute(campus.stores.params.getState()),
    mustChangePassword: me.must_change_password,
  };
}
