import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';

/**
 * `<campus-login>` on a plain intranet page that sets none of its `*-href` attributes: the page has no
 * `/request-password/`, `/first_access/` or `/register`, so the login's links open those flows inside the widget.
 */
const pageUrl = `http://localhost:${examplesPort}/embed-html/index.html`;

/** Counts the main frame's navigations (a followed link, a hash change or a pushed history entry). */
function countNavigations(page: Page): { readonly count: number } {
  const record = { count: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) record.count += 1;
  });
  return record;
}

test.describe('the login links on a page that gives them no address', () => {
  test('"Esqueci minha senha" shows the recovery form inside the widget, focused, and back returns to sign-in', async ({
    page,
  }, testInfo) => {
    const host = new HostPage(page);
    await host.open(pageUrl);
    const login = page.locator('campus-login');
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    const navigations = countNavigations(page);
    const historyLength = await page.evaluate(() => window.history.length);

    await login.getByRole('button', { name: 'Esqueci minha senha' }).click();
    const title = login.getByRole('heading', { name: 'Recuperar senha' });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    await expect(login.getByRole('textbox', { name: /E-mail, usuário ou documento/ })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Enviar link' })).toBeVisible();
    // In place: the sign-in form is gone, the address and the history are as they were.
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
    expect(page.url()).toBe(pageUrl);
    expect(navigations.count).toBe(0);
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
    await host.expectAccessibleAtEachSize('recovery inside the login');
    await host.screenshots(testInfo, 'login-flows-recovery');

    await login.getByRole('button', { name: 'Voltar para o login' }).click();
    await expect(login.getByRole('heading', { name: 'Entrar' })).toBeFocused();
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    expect(page.url()).toBe(pageUrl);
    expect(navigations.count).toBe(0);
    await host.expectAccessible('sign-in after the recovery');

    // No 404 (every failed response is recorded), no script error, no CSP violation.
    expect(host.record.errors).toEqual([]);
    expect(await host.cspViolations()).toEqual([]);
  });

  test('"Primeiro acesso" and "Cadastre-se" open their forms inside the widget too', async ({ page }) => {
    const host = new HostPage(page);
    await host.open(pageUrl);
    const login = page.locator('campus-login');
    const navigations = countNavigations(page);

    for (const [link, heading, submit] of [
      ['Primeiro acesso', 'Primeiro acesso', 'Criar senha'],
      ['Cadastre-se', 'Cadastro', 'Cadastrar'],
    ] as const) {
      await login.getByRole('button', { name: link }).click();
      await expect(login.getByRole('heading', { name: heading })).toBeFocused();
      await expect(login.getByRole('button', { name: submit })).toBeVisible();
      await host.expectAccessible(`${heading} inside the login`);
      await login.getByRole('button', { name: 'Voltar para o login' }).click();
      await expect(login.getByRole('heading', { name: 'Entrar' })).toBeFocused();
    }
    expect(page.url()).toBe(pageUrl);
    expect(navigations.count).toBe(0);
    expect(host.record.errors).toEqual([]);
    expect(await host.cspViolations()).toEqual([]);
  });

  test('an address set by the page is followed as a link, as on a site with those routes', async ({ page }) => {
    const host = new HostPage(page);
    await host.open(pageUrl);
    const login = page.locator('campus-login');
    await login.evaluate((element) => element.setAttribute('recovery-href', '/embed-html/token.html'));
    const link = login.getByRole('link', { name: 'Esqueci minha senha' });
    await expect(link).toHaveAttribute('href', '/embed-html/token.html');
    await link.click();
    await expect(page).toHaveURL(`http://localhost:${examplesPort}/embed-html/token.html`);
  });
});
