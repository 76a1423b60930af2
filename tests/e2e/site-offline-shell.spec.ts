import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner, waitForSiteServiceWorker } from '../support/site-page';

// Issue 23: the built site's service worker. It installs and controls the page; without network a reload opens the
// signed-in home's shell from the precache, with the offline indicator; the indicator goes when the network returns;
// the web app manifest is linked and installable (name, standalone, icons 192/512 and maskable, served as images).
// Data is not the service worker's: offline, the page's API requests fail as they would without it.
// The demo `learner` only reads here. Desktop in pt-BR, phone in en-US.

// Every other spec blocks service workers (playwright.config.ts): this one is about them.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context }) => skipCookieBanner(context));

/** Reloads without network: the document must come from the service worker. */
async function reloadOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the document comes from the service worker').toBe(true);
}

test('desktop, pt-BR: offline, a reload opens the home from the service worker; the manifest is installable', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(SITE_VIEWPORTS.desktop);
  const site = new SitePage(page);
  await site.signIn('learner');
  await expect(page).toHaveURL(`${SITE}/home`);
  await waitForSiteServiceWorker(page);
  site.expectNoErrors('service worker registered');
  const status = page.getByRole('status').filter({ hasText: 'Você está offline.' });
  await expect(status).toHaveCount(0);

  await reloadOffline(page);
  await expect(page).toHaveURL(`${SITE}/home`);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(status).toBeVisible();
  await expect(status).toContainText('as atividades baixadas continuam disponíveis');
  await site.expectAccessible('home offline');

  await context.setOffline(false);
  await expect(status).toHaveCount(0);

  // Installable: the manifest is linked, parses, and its icons are served as the images they say they are.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(`${SITE}${href}`);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Campus', short_name: 'Campus', display: 'standalone', start_url: '/home' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const png = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(png.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of png) {
    const image = await request.get(`${SITE}${icon.src}`);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('phone, en-US: the offline home keeps the tab bar and says so in English, and the notice goes when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(SITE_VIEWPORTS.mobile);
  const site = new SitePage(page);
  await site.signIn('learner');
  await site.goto('/home?locale=en-US');
  await waitForSiteServiceWorker(page);

  await reloadOffline(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(status).toBeVisible();
  await site.expectAccessible('phone home offline');

  await context.setOffline(false);
  await expect(status).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'offline' })).toHaveCount(0);
});
