import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from './tests/support/chromium';

const storybookPort = Number(process.env['CAMPUS_STORYBOOK_PORT'] ?? 6106);
const fixturesPort = Number(process.env['CAMPUS_FIXTURES_PORT'] ?? 6107);
/** The embedding tests' own API (fresh demo data) and examples server, apart from a developer's `npm start`. */
const apiPort = Number(process.env['CAMPUS_TEST_API_PORT'] ?? 8100);
const examplesPort = Number(process.env['CAMPUS_TEST_EXAMPLES_PORT'] ?? 4100);
/** The reference site, built against the test API and previewed, apart from a developer's `npm start` (:3000). */
const sitePort = Number(process.env['CAMPUS_TEST_SITE_PORT'] ?? 3100);

// Outside CI each run writes its artifacts to a folder of its own: Playwright empties its output folder when a run
// starts, and two runs at once (two developers' terminals, an editor) would delete each other's traces. Workers load
// this file again, so the folder is chosen once and passed on through the environment.
process.env['CAMPUS_PLAYWRIGHT_RUN'] ??= `${Date.now()}-${process.pid}`;
const outputDir = process.env['CI'] ? 'test-results' : `test-results/run-${process.env['CAMPUS_PLAYWRIGHT_RUN']}`;

/**
 * The web servers the tests need, started together by scripts/e2e-servers.mjs: `build` (at a lower priority), then
 * `command`, each in a shell with `env`, ready when `url` answers, within `timeout` ms of its start. An address
 * that already answers is reused outside CI, and is an error on CI.
 */
interface TestServer {
  name: string;
  build?: string;
  command: string;
  url: string;
  timeout: number;
  env?: Record<string, string>;
}
const servers: TestServer[] = [
  {
    // A static Storybook build: pages load prebuilt bundles, so every story can be opened and checked in
    // seconds (the dev server transforms each module on first request, minutes for the whole catalogue).
    name: 'storybook',
    build: 'npm run build-storybook',
    command: `npx vite preview --outDir storybook-static --port ${storybookPort} --strictPort`,
    url: `http://localhost:${storybookPort}/index.json`,
    timeout: 180_000,
  },
  {
    // Fixture pages that load the packages directly (e.g. the core in a real browser).
    name: 'fixtures',
    command: `npx vite --config tests/fixtures/vite.config.ts --port ${fixturesPort}`,
    url: `http://localhost:${fixturesPort}/`,
    timeout: 60_000,
  },
  {
    // The reference API on an empty embedded database, seeded with the demo data on start. Its content origin is
    // named on `localhost`, same-site with the site: a cross-site content origin's service worker is refused in a
    // frame where third-party storage is blocked, and downloaded packages play offline from it (issue 23).
    name: 'api',
    command: `rm -rf .campus/test-api-${apiPort} && CAMPUS_CONTENT_ORIGIN=http://localhost:${apiPort + 1} CAMPUS_DATA_DIR=.campus/test-api-${apiPort} CAMPUS_API_PORT=${apiPort} CAMPUS_LOG_LEVEL=warn npm run api`,
    url: `http://localhost:${apiPort}/health`,
    timeout: 120_000,
  },
  {
    // The host examples, built (element bundles, both React hosts) and served with the strict CSP.
    name: 'examples',
    build: 'npm run build && npm run build:examples',
    command: 'node scripts/serve-examples.mjs',
    env: {
      CAMPUS_EXAMPLES_PORT: String(examplesPort),
      CAMPUS_EXAMPLES_API_BASE: `http://localhost:${apiPort}`,
      // The iframe example frames the reference site below.
      CAMPUS_EXAMPLES_SITE_BASE: `http://localhost:${sitePort}`,
    },
    url: `http://localhost:${examplesPort}/`,
    timeout: 600_000,
  },
  {
    // The reference site, built (as deployed: one chunk per page) against the test API, then previewed.
    name: 'site',
    build: 'npm run build -w @campus/site',
    command: 'npm run preview -w @campus/site',
    env: {
      CAMPUS_SITE_PORT: String(sitePort),
      CAMPUS_SITE_API_BASE: `http://localhost:${apiPort}`,
      // The examples server's iframe page may frame the site (and the child talks only to it).
      CAMPUS_SITE_FRAME_ANCESTORS: `http://localhost:${examplesPort}`,
    },
    url: `http://localhost:${sitePort}/`,
    timeout: 300_000,
  },
];

/**
 * Browser tests: tests/e2e (user flows) and tests/embedding (widgets inside host pages), in Debian's
 * Chromium. The web servers they need are started here and stopped afterwards.
 */
export default defineConfig({
  testDir: './tests',
  outputDir,
  testMatch: ['e2e/**/*.spec.ts', 'embedding/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // A flow with a sign-in and axe runs takes 5–15 s alone and up to three times that on CI's busy 2-core machine.
  timeout: 60_000,
  // A page of seven widgets loading at once on that machine can take more than the default 5 s to show its data.
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
    // The built site registers a service worker that precaches its whole shell (~5 MB) in every new context: only
    // the spec that tests it (site-offline-shell) allows it, the others stay as fast as before and see the network.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'e2e', testDir: './tests/e2e' },
    { name: 'embedding', testDir: './tests/embedding' },
  ],
  webServer: {
    // All at once (scripts/e2e-servers.mjs): Playwright would start its entries one after the other.
    command: 'node scripts/e2e-servers.mjs',
    env: { CAMPUS_E2E_SERVERS: JSON.stringify(servers) },
    wait: { stdout: /e2e servers ready/ },
    timeout: Math.max(...servers.map((server) => server.timeout)) + 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

export { apiPort, examplesPort, fixturesPort, sitePort, storybookPort };
