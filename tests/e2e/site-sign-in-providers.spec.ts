import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// Spec §2: sign-in with Google, or with the organisation's managed sign-in (OpenID Connect, authorization code with
// PKCE), on the site's login. The demo API stands in for both (docs/server.md): a development OpenID Connect
// provider at /dev/oidc whose login page takes any login as the e-mail, and a Google page at /dev/google.

test.beforeEach(async ({ context }) => skipCookieBanner(context));

/** Walks the development provider's own login page (not Campus's: its texts are the library's, in English). */
async function providerLogin(page: Page, email: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test.describe('on a phone', () => {
  test.use({ viewport: SITE_VIEWPORTS.mobile });

  test('the learner signs in with the corporate account and lands on the home route', async ({ page }) => {
    const site = new SitePage(page);
    await site.goto('/');
    await page.getByRole('link', { name: 'Entrar com a conta corporativa' }).click();
    await providerLogin(page, 'learner@campus.example');
    await expect(page).toHaveURL(`${SITE}/home`);
    await expect(site.heading).toHaveText('Olá, Ana!');
  });

  test('a corporate e-mail no account has comes back to the login with the reason', async ({ page }) => {
    const site = new SitePage(page);
    await site.goto('/');
    await page.getByRole('link', { name: 'Entrar com a conta corporativa' }).click();
    await providerLogin(page, 'nobody@campus.example');
    await expect(page).toHaveURL(`${SITE}/`);
    await expect(page.getByRole('alert')).toContainText('Sem perfil cadastrado para este e-mail corporativo.');
  });
});

test('at desktop size in English, the sales agent signs in with Google', async ({ page }) => {
  const site = new SitePage(page);
  await site.goto('/?locale=en-US');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const google = await popup;
  await google.getByLabel('E-mail').fill('agent@campus.example');
  await google.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${SITE}/home`);
  await expect(site.heading).toHaveText('Hello, Bruno!');
  await site.expectAccessible('home after Google sign-in');
  site.expectNoErrors('Google sign-in');
});
