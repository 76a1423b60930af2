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
  },
  projects: [
    { name: 'e2e', testDir: './tests/e2e' },
    { name: 'embedding', testDir: './tests/embedding' },
  ],
  webServer: [
    {
      // A static Storybook build: pages load prebuilt bundles, so every story can be opened and checked in
      // seconds (the dev server transforms each module on first request, minutes for the whole catalogue).
      command: `npm run build-storybook && npx vite preview --outDir storybook-static --port ${storybookPort} --strictPort`,
      url: `http://localhost:${storybookPort}/index.json`,
      reuseExistingServer: !process.env['CI'],
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Fixture pages that load the packages directly (e.g. the core in a real browser).
      command: `npx vite --config tests/fixtures/vite.config.ts --port ${fixturesPort}`,
      url: `http://localhost:${fixturesPort}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The reference API on an empty embedded database, seeded with the demo data on start.
      command: `rm -rf .campus/test-api-${apiPort} && CAMPUS_DATA_DIR=.campus/test-api-${apiPort} CAMPUS_API_PORT=${apiPort} CAMPUS_LOG_LEVEL=warn npm run api`,
      url: `http://localhost:${apiPort}/health`,
      reuseExistingServer: !process.env['CI'],
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The host examples, built (element bundles, both React hosts) and served with the strict CSP.
      command: `npm run build && npm run build:examples && node scripts/serve-examples.mjs`,
      env: {
        CAMPUS_EXAMPLES_PORT: String(examplesPort),
        CAMPUS_EXAMPLES_API_BASE: `http://localhost:${apiPort}`,
        // The iframe example frames the reference site below.
        CAMPUS_EXAMPLES_SITE_BASE: `http://localhost:${sitePort}`,
      },
      url: `http://localhost:${examplesPort}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The reference site, built (as deployed: one chunk per page) against the test API, then previewed.
      command: `npm run build -w @campus/site && npm run preview -w @campus/site`,
      env: {
        CAMPUS_SITE_PORT: String(sitePort),
        CAMPUS_SITE_API_BASE: `http://localhost:${apiPort}`,
        // The examples server's iframe page may frame the site (and the child talks only to it).
        CAMPUS_SITE_FRAME_ANCESTORS: `http://localhost:${examplesPort}`,
      },
      url: `http://localhost:${sitePort}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

export { apiPort, examplesPort, fixturesPort, sitePort, storybookPort };
