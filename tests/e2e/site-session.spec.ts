import { expect, test } from '@playwright/test';
import {
  apiToken,
  learningIds,
  openPhoneMenu,
  SITE,
  SITE_VIEWPORTS,
  SitePage,
  skipCookieBanner,
} from '../support/site-page';

// Session behaviour of spec §4 in the reference site: the guard's stored target (with its token query), the
// client's home route after sign-in, legacy redirects, webservice-token sign-in with and without a token.
// Sizes: the flows whose screens differ on phones — sign-out (user menu on wide screens, the tab bar's Menu sheet
// on phones) — and the legacy redirects and `webservice-login/{token}` run at 1280×800 and 390×844; the others
// (return to the target, the token landings, a rejected token) have the same UI at both sizes and run at
// 1280×800 only.

test.beforeEach(async ({ context }) => skipCookieBanner(context));

test.describe('at 1280×800', () => {
  test.use({ viewport: SITE_VIEWPORTS.desktop });

  test('an unauthenticated visit to a protected route goes to the login and returns there after sign-in, token kept', async ({
    page,
    request,
  }) => {
    const { trail } = await learningIds(request, await apiToken(request, 'learner'));
    const site = new SitePage(page);
    await site.goto(`/trails/${trail}?token=partner-123&tab=itens`);
    await expect(page).toHaveURL(`${SITE}/`);
    await expect(site.heading).toHaveText('Bem-vindo ao Campus');

    await site.signIn('learner');
    await expect(page).toHaveURL(`${SITE}/trails/${trail}?tab=itens&token=partner-123`);
    await expect(site.heading).toHaveText('Trilha de aprendizagem');

    // The target was used once: the next visit to the login goes to the home route.
    await site.goto('/');
    await expect(page).toHaveURL(`${SITE}/home`);
    site.expectNoErrors('return to target');
  });

  test('webservice-login/?token= works too, and without a token the page offers the login', async ({
    page,
    request,
  }) => {
    const site = new SitePage(page);
    await site.goto('/webservice-login/');
    await expect(site.heading).toHaveText('Acesso direto');
    await expect(page.getByText('Este endereço não trouxe um código de acesso.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Usuário, e-mail ou CPF')).toBeVisible();

    const token = await apiToken(request, 'agent');
    await site.goto(`/webservice-login/?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(`${SITE}/home`, { timeout: 20_000 });
    site.expectNoErrors('webservice login query');
  });

  test('the login-redirect-v2 and intel-login-redirect landings sign in with their ?token=', async ({
    browser,
    request,
  }) => {
    for (const landing of ['/login-redirect-v2', '/intel-login-redirect']) {
      // A fresh context per landing: a session left by the first would make the second prove nothing.
      const context = await browser.newContext({ viewport: SITE_VIEWPORTS.desktop });
      await skipCookieBanner(context);
      const page = await context.newPage();
      const site = new SitePage(page);
      const token = await apiToken(request, 'learner');
      await site.goto(`${landing}?token=${encodeURIComponent(token)}`);
      await expect(page, landing).toHaveURL(`${SITE}/home`, { timeout: 20_000 });
      await expect(site.heading, landing).toHaveText(/^Olá, .+!$/);
      site.expectNoErrors(landing);
      await context.close();
    }
  });

  test('a rejected webservice token clears the session and shows the error on the login', async ({ page }) => {
    const site = new SitePage(page);
    site.expectFailures(/^401 GET \/api\/me\/$/);
    await site.goto('/webservice-login/not-a-real-token');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
    await site.goto('/home');
    await expect(page).toHaveURL(`${SITE}/`);
  });
});

for (const [size, viewport] of Object.entries(SITE_VIEWPORTS)) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a signed-in person lands on the home route, the legacy paths redirect, and sign-out ends the session', async ({
      page,
    }) => {
      const site = new SitePage(page);
      await site.signIn('learner');
      await expect(page).toHaveURL(`${SITE}/home`);
      for (const [from, to] of [
        ['/courses', '/online-courses'],
        ['/courses/1', '/online-courses/1'],
        ['/presential', '/presential-courses'],
        ['/presential/3', '/presential-courses'],
        ['/webcasts', '/webinars'],
      ] as const) {
        await site.goto(from);
        await expect(page, from).toHaveURL(`${SITE}${to}`);
        await expect(site.heading, from).toBeVisible();
      }
      site.expectNoErrors('legacy');

      // Sign-out: the user menu on wide screens, the tab bar's Menu sheet on phones.
      if (size === 'desktop') {
        await page.getByRole('button', { name: /Menu da conta de/ }).click();
        await page.getByRole('button', { name: 'Sair' }).click();
      } else {
        await expect(page.getByRole('button', { name: /Menu da conta de/ })).toBeHidden();
        const menu = await openPhoneMenu(page);
        await menu.getByRole('button', { name: 'Sair' }).click();
      }
      await expect(page).toHaveURL(`${SITE}/`);
      await site.goto('/home');
      await expect(page).toHaveURL(`${SITE}/`);
      await expect(site.heading).toHaveText('Bem-vindo ao Campus');
      site.expectNoErrors('sign-out');
    });

    test('webservice-login/{token} signs in with the token and goes on to the home route', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, 'learner');
      const site = new SitePage(page);
      await site.goto(`/webservice-login/${encodeURIComponent(token)}`);
      await expect(page).toHaveURL(`${SITE}/home`, { timeout: 20_000 });
      await expect(site.heading).toHaveText(/^Olá, .+!$/);
      site.expectNoErrors('webservice login');
    });
  });
}
