// A Campus signed in to the real reference API as a demo user, for the widget packages' tests against it
// (`startReferenceApi` in reference-api-process.test-util.ts starts the server). The instance talks to it with
// Node's fetch (jsdom's would apply browser CORS rules to a Node test) and keeps nothing.
import { createCampus, createMemoryRealtime } from '@campus/core';
import { fetchMe, requestPasswordToken } from '@campus/core/api';
import type { Campus } from '@campus/core';
import { DEMO_CLIENT, DEMO_PASSWORD } from './demo-credentials.test-util';

/** The running reference API: its URL, or what `startReferenceApi` resolved with. */
export type ReferenceApiAddress = string | { readonly url: string };

/** How {@link referenceCampus} builds the instance. */
export interface ReferenceCampusOptions {
  /** @default 'pt-BR' */
  locale?: string;
  /** Keep the default realtime: the server's own Server-Sent Events stream. @default false (in memory) */
  liveRealtime?: boolean;
}

/** How {@link signedIn} signs in. */
export interface SignedInOptions extends ReferenceCampusOptions {
  /** The reference API to sign in to. */
  server: ReferenceApiAddress | undefined;
  /** @default {@link DEMO_PASSWORD} */
  password?: string;
  /**
   * Also load `GET /api/me/` into the session (identity, lists, realtime areas, selected campaign), as the login
   * widget does after the token. @default false
   */
  me?: boolean;
}

const urlOf = (server: ReferenceApiAddress | undefined): string => {
  const url = typeof server === 'string' ? server : server?.url;
  if (!url) throw new Error('the reference API is not running: start it in beforeAll with startReferenceApi()');
  return url;
};

/** A Campus on the reference API with its demo client, signed out: no persistence, Node's fetch. */
export function referenceCampus(server: ReferenceApiAddress | undefined, options: ReferenceCampusOptions = {}): Campus {
  return createCampus({
    apiBase: urlOf(server),
    clientId: DEMO_CLIENT.clientId,
    clientSecret: DEMO_CLIENT.clientSecret,
    locale: options.locale ?? 'pt-BR',
    persist: false,
    adapters: {
      search: '',
      fetch: (input, init) => fetch(input, init),
      ...(options.liveRealtime === true ? {} : { realtime: createMemoryRealtime() }),
    },
  });
}

/**
 * A Campus signed in to the reference API as the demo user `username` (password {@link DEMO_PASSWORD} unless
 * given), with the tokens of `POST /o/token/`.
 * @example const agent = await signedIn('agent', { server });
 */
export async function signedIn(username: string, options: SignedInOptions): Promise<Campus> {
  const campus = referenceCampus(options.server, options);
  const tokens = await requestPasswordToken(campus.api, { username, password: options.password ?? DEMO_PASSWORD });
  const session = campus.stores.session.getState();
  session.signIn({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    user_firebase_token: tokens.user_firebase_token ?? null,
  });
  if (options.me === true) {
    const me = await fetchMe(campus.api);
    session.setIdentity(me);
    session.setUserLists(me);
    session.setRealtime(me);
    if (me.selected_campaign_id !== null) session.selectCampaign(me.selected_campaign_id);
  }
  return campus;
}
