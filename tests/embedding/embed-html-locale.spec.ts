import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPort, examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';

/*
 * The interface language on the plain intranet page (examples/embed-html/index.html) when someone signs in: a
 * language the page chose (`?locale=`, `<campus-config locale>`) wins over the profile's (the demo learner's is
 * pt-BR) for the page's life, and the catalogue asks for its list once.
 */
const pageUrl = `http://localhost:${examplesPort}/embed-html/index.html`;
const listPath = '/api/online-courses/';

/** Every catalogue list request the page sends, aborted ones included. */
function countListRequests(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(apiPort) && url.pathname === listPath && request.method() === 'GET') seen.count += 1;
  });
  return seen;
}

/** Signs the demo learner in through the login widget in English. */
async function signInInEnglish(page: Page): Promise<void> {
  const login = page.locator('campus-login');
  await login.getByLabel('User name, e-mail or document').fill('learner');
  await login.getByLabel(/^Password/).fill('Campus#2026');
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** What the widgets show once the learner is in, in English: the sign-out button and a list with its filters. */
async function expectSignedInInEnglish(page: Page): Promise<void> {
  await expect(page.locator('campus-login').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const catalogue = page.locator('campus-course-catalogue');
  await expect(catalogue.getByRole('article').first()).toBeVisible();
  await expect(catalogue.getByRole('button', { name: 'See details' }).first()).toBeVisible();
  await expect(catalogue.getByRole('button', { name: 'Ver detalhes' })).toHaveCount(0);
}

test.describe('the interface language when someone signs in', () => {
  test("?locale=en-US stays after a sign-in, even over an earlier visitor's language, with one list request", async ({
    page,
  }) => {
    const host = new HostPage(page);
    // An earlier visit on this browser: a colleague whose profile is in Spanish signed in and out (the language
    // selection outlives the session). Their `GET /api/me/` is the learner's with Spanish as the language.
    await page.route(`http://localhost:${apiPort}/api/me/`, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), selected_language_id: 3 } });
    });
    // (In Portuguese by its address, so this earlier visit reads the same whichever language rule applies.)
    await host.open(`${pageUrl}?locale=pt-BR`);
    await host.signIn();
    const login = page.locator('campus-login');
    await login.getByRole('button', { name: 'Sair' }).click();
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await page.unroute(`http://localhost:${apiPort}/api/me/`);

    // Now the learner (profile language pt-BR) opens the English address and signs in.
    const list = countListRequests(page);
    await page.goto(`${pageUrl}?locale=en-US`);
    await signInInEnglish(page);
    await expectSignedInInEnglish(page);
    // Nothing switched late: the list was asked for once, in English.
    await page.waitForTimeout(1000);
    await expectSignedInInEnglish(page);
    expect(list.count).toBe(1);
    expect(host.record.errors).toEqual([]);
  });

  test("<campus-config locale> is kept over the profile's language, and writing it again applies it again", async ({
    page,
  }) => {
    const host = new HostPage(page);
    const list = countListRequests(page);
    await host.open(pageUrl);
    // The host chooses English for its page.
    await page.locator('campus-config').evaluate((config) => config.setAttribute('locale', 'en-US'));
    await signInInEnglish(page);
    await expectSignedInInEnglish(page);
    await page.waitForTimeout(1000);
    await expectSignedInInEnglish(page);
    expect(list.count).toBe(1);

    // A widget asks for another language of its own; the host then writes its locale again: English wins again.
    const catalogue = page.locator('campus-course-catalogue');
    await catalogue.evaluate((element) => element.setAttribute('locale', 'fr-FR'));
    await expect(page.locator('campus-login').getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    expect(list.count).toBe(2);
    await page.locator('campus-config').evaluate((config) => config.setAttribute('locale', 'en-US'));
    await expectSignedInInEnglish(page);
    // The English list is still fresh in the query cache: switching back asks for nothing.
    expect(list.count).toBe(2);
    expect(host.record.errors).toEqual([]);
  });
});
