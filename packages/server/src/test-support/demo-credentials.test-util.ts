// The demo credentials of the reference server's seed, for tests and stories of every package (docs/demo.md):
// one constant instead of the password written out in each test. Plain values with no import, so jsdom tests,
// Storybook (in a browser) and Playwright load this file as is; demo-credentials.test.ts checks them against the
// seed (src/security/demo-password.ts, src/seed/demo/demo-client.ts).

/** The password of every demo user (`learner`, `agent`, `owner`, `admin`, …). Refused when demo mode is off. */
export const DEMO_PASSWORD = 'Campus#2026';

/** The demo OAuth client the reference site, Storybook and the real-API tests sign in with. */
export const DEMO_CLIENT = { clientId: 'campus-web', clientSecret: 'campus-web-secret' } as const;

/** The demo client's HTTP Basic `Authorization` value, for the token calls of tests that talk to the API directly. */
export const DEMO_CLIENT_BASIC = `Basic ${btoa(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.clientSecret}`)}`;

/** A demo user's sign-in: `{ username, password }` with {@link DEMO_PASSWORD}. */
export function demoUser<U extends string>(username: U): { readonly username: U; readonly password: string } {
  return { username, password: DEMO_PASSWORD };
}
