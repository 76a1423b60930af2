// A page hosting Campus elements in jsdom, the way a partner's HTML page does. Test kit only (see ./index.ts).
import { act, within } from '@testing-library/react';
import { createMemoryRealtime } from '@campus/core';
import type { SessionState } from '@campus/core';
import { configure, getConfiguredCampus, resetCampusRegistry } from '../element/campus-registry.js';

/** The API base every element test configures; the fake fetch answers whatever host it is given. */
export const TEST_API_BASE = 'https://api.campus.test';

/** Options of {@link configureElementPage}. */
export interface ElementPageOptions {
  /** The fake API's `fetch` (from `createFakeApi` or a package's fake). */
  fetch: typeof fetch;
  /** The client the page names (`client-id`). @default 'portal' */
  clientId?: string;
  /** The client's secret, for the sign-in flows that send one. */
  clientSecret?: string;
  /**
   * The member signed in before any element mounts (the fakes take any token), so session-only widgets ask for
   * their data at once: what is given here is merged over {@link TEST_MEMBER}; `false` signs nobody in.
   * @default TEST_MEMBER
   */
  session?: Partial<SessionState> | false;
}

/** The member an element test signs in unless told otherwise. */
export const TEST_MEMBER = {
  access_token: 'token',
  email: 'agent@campus.example',
} as const satisfies Partial<SessionState>;

/**
 * Configures the page as a host's `Campus.configure()` would: the API, a client, no persistence, realtime in
 * memory and no URL parameters; and {@link TEST_MEMBER} signed in unless told otherwise. Call it in `beforeEach` and
 * {@link resetElementPage} in `afterEach`.
 */
export function configureElementPage({
  fetch,
  clientId = 'portal',
  clientSecret,
  session = {},
}: ElementPageOptions): void {
  configure({
    apiBase: TEST_API_BASE,
    clientId,
    ...(clientSecret === undefined ? {} : { clientSecret }),
    persist: false,
    adapters: { fetch, realtime: createMemoryRealtime(), search: '' },
  });
  if (session !== false) getConfiguredCampus()?.stores.session.setState({ ...TEST_MEMBER, ...session });
}

/** Empties the page and forgets its Campus (inside `act`, as unmounting renders), so the next test starts clean. */
export async function resetElementPage(): Promise<void> {
  document.body.replaceChildren();
  await act(() => resetCampusRegistry());
}

/** Adds an element with these attributes to the page, as a host page's markup would. */
export function mountElement(tag: string, attributes: Readonly<Record<string, string>> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Testing Library queries inside an element's (open) shadow root. */
export const insideShadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
