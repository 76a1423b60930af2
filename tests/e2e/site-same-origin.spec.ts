import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { API, SITE, SitePage, skipCookieBanner } from '../support/site-page';

// The recommended production deployment (issue 27, fourth pass; docs/site.md "Same-origin deployment"): the API
// behind the site's own origin, a reverse proxy forwarding the API's paths. The test site is built against the test
// API's origin; here its page declares `campus-api-base` as `/` (as a build with CAMPUS_SITE_API_BASE=/ writes it),
// and `vite preview` forwards the API's paths as the production proxy would (vite.config.ts). Signed in, the home,
// the reward store and the catalogue load with every API call, picture and the realtime stream on the site's
// origin and none on the API's (so none needs a CORS preflight).

test('the site works with its API on its own origin: every call on the site’s origin, none on the API’s', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await skipCookieBanner(context);
  // The page as a same-origin build serves it: the API base relative, no preconnect to the API's origin.
  await page.route(
    (url) => url.origin === SITE,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/(<meta name="campus-api-base" content=")[^"]*(")/, '$1/$2')
        .replace(/<link rel="preconnect"[^>]*>/, '');
      expect(html).toContain('<meta name="campus-api-base" content="/"');
      return route.fulfill({ response, body: html });
    },
  );
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const site = new SitePage(page);

  await site.signIn('agent');
  await site.goto('/home');
  await expect(site.heading).toHaveText(/^Olá, .+!$/);
  // The banner's picture (the API's media, `/static/…`) came through the site's origin.
  const picture = page.locator('.site-banner__image').first();
  await expect(picture).toHaveAttribute('src', new RegExp(`^${SITE}/static/`));
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await site.settled();

  await site.goto('/reward-store');
  await expect(site.heading).toHaveText('Loja de prêmios');
  await site.settled();
  await site.goto('/online-courses');
  await expect(site.heading).toHaveText('Cursos online');
  await site.settled();

  const onSite = (path: string) => requests.filter((request) => request.url().startsWith(`${SITE}${path}`));
  expect(onSite('/o/token/').length).toBeGreaterThan(0);
  for (const path of ['/api/params/', '/api/me/', '/api/welcome-banner/', '/api/rewards/', '/api/online-courses/']) {
    expect(onSite(path).length, path).toBeGreaterThan(0);
  }
  // The realtime stream (server-sent events over fetch) streams through the proxy too.
  const realtime = onSite('/api/realtime/')[0];
  expect(realtime).toBeDefined();
  expect((await realtime?.response())?.status()).toBe(200);
  expect(requests.filter((request) => request.url().startsWith(API)).map((request) => request.url())).toEqual([]);
  site.expectNoErrors('same-origin deployment');
});
