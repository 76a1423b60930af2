// The Campus instance of every package's tests and stories. Test kit only (see ./index.ts).
import { createCampus } from '../campus/create-campus.js';
import type { Campus } from '../campus/create-campus.js';
import type { CampusAdapters, CampusConfig } from '../campus/campus-config.js';
import { createMemoryRealtime } from '../realtime/index.js';
import type { MemoryRealtime } from '../realtime/index.js';
import type { SessionData } from '../stores/session.store.js';

/** A fetch that fails loudly: a test that needs the API gives it a fake one. */
export const offlineFetch: typeof fetch = (input) =>
  Promise.reject(
    new TypeError(`No network in tests (${input instanceof Request ? input.url : String(input)}): pass a fake API`),
  );

/** The session of a signed-in member: the fakes answer any token, the session only needs to exist. */
export const FAKE_SESSION: Partial<SessionData> = { access_token: 'fake-access-token', email: 'agent@campus.example' };

/** What {@link createTestCampus} takes. */
export interface TestCampusOptions extends Partial<Omit<CampusConfig, 'adapters'>> {
  /** The API: a fake API (or anything with a `fetch`), or a fetch. @default {@link offlineFetch} */
  api?: { fetch: typeof fetch } | typeof fetch;
  /** Signed in with this session (`true`: {@link FAKE_SESSION}), or signed out. @default signed out */
  session?: Partial<SessionData> | boolean;
  adapters?: CampusAdapters;
}

/** A Campus for tests: its `realtime` is the in-memory one (push ranking events into it). */
export type TestCampus = Campus & { readonly realtime: MemoryRealtime };

/**
 * A Campus for tests and stories: the fake API's fetch, no persistence, realtime in memory, no `locale` query
 * parameter read, pt-BR, the demo client's id. Give `adapters.realtime` only with a memory realtime: the result's
 * `realtime` is typed as one.
 */
export function createTestCampus(options: TestCampusOptions = {}): TestCampus {
  const { api, session = false, adapters, ...config } = options;
  const campus = createCampus({
    apiBase: 'https://api.campus.test',
    clientId: 'campus-web',
    clientSecret: 'campus-web-secret',
    locale: 'pt-BR',
    persist: false,
    ...config,
    adapters: {
      realtime: createMemoryRealtime(),
      fetch: api === undefined ? offlineFetch : typeof api === 'function' ? api : api.fetch,
      search: '',
      ...adapters,
    },
  });
  if (session !== false) campus.stores.session.setState(session === true ? FAKE_SESSION : session);
  return campus as TestCampus;
}
