import { logout } from '../api/calls/accounts.js';
import type { Campus } from './create-campus.js';

/**
 * Signs the person out, the one way every widget and the site do it: the local session ends first — the query
 * cache drops its answers and aborts the requests still running with the session's token, so none comes back 401
 * from a session the server revokes meanwhile (which would start a refresh and a "session expired") — then the
 * server revokes the session, named by the token the page held. The server part is best effort: the local
 * session ends either way.
 */
export async function signOutEverywhere(campus: Campus): Promise<void> {
  const token = campus.stores.session.getState().access_token;
  campus.signOut();
  if (token !== null) await logout(campus.api, { accessToken: token }).catch(() => undefined);
}
