import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPort, examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';
import { DEMO_CLIENT_BASIC } from '../../packages/server/src/test-support/demo-credentials.test-util';
import { DEMO_CLIENT_COLORS } from '../../packages/server/src/seed/demo/demo-colors';

const pageUrl = `http://localhost:${examplesPort}/embed-html/`;
const api = `http://localhost:${apiPort}`;
/** The first demo online course (packages/server/src/seed/demo/demo-courses.ts). */
const FIRST_COURSE = 'Técnicas de Vendas no Varejo';
/** The demo client's primary colour as computed styles write it: the primary buttons' background once themed. */
const DEMO_PRIMARY_RGB = `rgb(${(DEMO_CLIENT_COLORS.primary.slice(1).match(/../g) ?? []).map((hex) => parseInt(hex, 16)).join(', ')})`;

test.describe('a plain HTML page with the standalone bundles under a strict CSP', () => {
  test('renders, signs in and lists the courses with no CSP violation, accessible at both sizes', async ({
    page,
  }, testInfo) => {
    const host = new HostPage(page);
    const answer = await page.request.get(pageUrl);
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self'; style-src 'self'");

    await host.open(pageUrl);
    const login = page.locator('campus-login');
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await host.expectAccessibleAtEachSize('signed out');
    await host.screenshots(testInfo, 'embed-html-signed-out');

    await host.signIn();
    await expect(host.eventLog).toContainText('campus-signed-in');
    const catalogue = page.locator('campus-course-catalogue');
    await expect(catalogue.getByText(FIRST_COURSE).first()).toBeVisible();
    await host.expectAccessibleAtEachSize('signed in');
    await host.screenshots(testInfo, 'embed-html-signed-in');

    // An item's detail, opened in place: its own state of the widget.
    await catalogue.getByRole('article', { name: FIRST_COURSE }).getByRole('button', { name: 'Ver detalhes' }).click();
    await expect(catalogue.getByRole('heading', { name: FIRST_COURSE })).toBeVisible();
    await host.expectAccessibleAtEachSize('course detail');
    await host.screenshots(testInfo, 'embed-html-course-detail');

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });

  test('a wrong password shows the message and keeps what was typed', async ({ page }) => {
    const host = new HostPage(page);
    await host.open(pageUrl);
    await host.signIn({ username: 'learner', password: 'not-the-password' });
    const login = page.locator('campus-login');
    await expect(login.getByRole('alert')).toBeVisible();
    await expect(login.getByLabel('Usuário, e-mail ou CPF')).toHaveValue('learner');
    await host.expectAccessible('sign-in error');
    expect(host.record.tokenCalls).toBe(1);
  });

  test('two widgets share one instance: one password grant, and one refresh for all their calls', async ({ page }) => {
    const host = new HostPage(page);
    await host.open(pageUrl);
    await host.signIn();
    await expect(page.locator('campus-course-catalogue').getByText(FIRST_COURSE).first()).toBeVisible();
    expect(host.record.tokenCalls).toBe(1);

    // Expire the access token as the API would: every API call answers 401 until the session is refreshed.
    let refreshed = false;
    page.on('request', (request) => {
      if (request.url() === `${api}/o/token/`) refreshed = true;
    });
    await page.route(`${api}/api/**`, (route) =>
      refreshed
        ? route.continue()
        : route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'token_expired', message: 'expired' }),
          }),
    );
    await page.reload();
    await expect(page.locator('campus-course-catalogue').getByText(FIRST_COURSE).first()).toBeVisible();
    // Both widgets' calls were refused together, and one refresh served them all.
    expect(host.record.tokenCalls).toBe(2);
  });

  test('element events reach the host page', async ({ page }) => {
    const host = new HostPage(page);
    await host.open(pageUrl);
    await host.signIn();
    const catalogue = page.locator('campus-course-catalogue');
    await catalogue.getByRole('article', { name: FIRST_COURSE }).getByRole('button', { name: 'Revisar' }).click();
    await expect(host.eventLog).toContainText('campus-course-open');
    await expect(host.eventLog).toContainText('"type":"online-courses"');
  });

  test('signing in and out reaches the host page as campus-signed-in and campus-signed-out, with their details', async ({
    page,
  }) => {
    const host = new HostPage(page);
    await host.open(pageUrl);
    // The revocation names the session by the token the page held, once the page dropped it (`?access_token=`).
    const logout = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().startsWith(`${api}/api/logout/?access_token=`),
    );
    await host.signIn();
    const entries = host.eventLog.getByRole('listitem');
    await expect(entries.filter({ hasText: 'campus-signed-in' })).toHaveCount(1);
    const signedIn = JSON.parse(
      ((await entries.filter({ hasText: 'campus-signed-in' }).textContent()) ?? '').replace('campus-signed-in ', ''),
    ) as Record<string, unknown>;
    expect(signedIn).toMatchObject({ username: 'learner', fullName: 'Ana Souza', mustChangePassword: false });
    expect(typeof signedIn['id']).toBe('number');
    expect(typeof signedIn['homeRoute']).toBe('string');

    const login = page.locator('campus-login');
    await login.getByRole('button', { name: 'Sair' }).click();
    // The host's listener got the event (detail null), and the server session is revoked.
    await expect(entries.filter({ hasText: 'campus-signed-out' })).toHaveText(['campus-signed-out null']);
    await logout;
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    // Signed out, the catalogue no longer lists the learner's courses.
    await expect(page.locator('campus-course-catalogue').getByText(FIRST_COURSE)).toHaveCount(0);
    expect(host.record.errors).toEqual([]);
  });
});

test.describe('a partner page signing its user in with a webservice token (examples/embed-html/token.html)', () => {
  const tokenPage = `http://localhost:${examplesPort}/embed-html/token.html`;

  test('the token attribute signs the member in: no password grant, the catalogue lists their courses', async ({
    page,
  }) => {
    // What the portal's server does: it asks the API for a token for the person it knows.
    const answer = await page.request.post(`${api}/etraining_login/webservice_token/`, {
      headers: { authorization: DEMO_CLIENT_BASIC },
      data: { username: 'learner' },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const { access_token: token } = (await answer.json()) as { access_token: string };

    const host = new HostPage(page);
    await host.open(`${tokenPage}?token=${encodeURIComponent(token)}`);
    const login = page.locator('campus-login');
    await expect(login.getByText('Você está conectado como Ana Souza.')).toBeVisible();
    await expect(page.locator('campus-course-catalogue').getByText(FIRST_COURSE).first()).toBeVisible();
    await expect(host.eventLog.getByRole('listitem').filter({ hasText: 'campus-signed-in' })).toContainText(
      '"username":"learner"',
    );
    expect(host.record.tokenCalls).toBe(0);
    await host.expectAccessible('signed in by token');
    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });

  test('a rejected token ends the session in place: its 401 signs the page out, and it stays out', async ({ page }) => {
    const host = new HostPage(page);
    await host.open(tokenPage);
    await host.signIn();
    const login = page.locator('campus-login');
    await expect(login.getByText('Você está conectado como Ana Souza.')).toBeVisible();

    await page.goto(`${tokenPage}?token=not-a-real-token`);
    await expect(host.eventLog.getByRole('listitem').filter({ hasText: 'campus-session-expired' })).not.toHaveCount(0);
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(login.getByText(/Você está conectado/)).toHaveCount(0);
    // Only the API's refusal of the bad token failed; nothing else did.
    expect(host.record.errors.every((error) => error.startsWith('401 '))).toBe(true);

    // The learner's earlier session was replaced and cleared, not kept for the next visit.
    await page.goto(tokenPage);
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(login.getByText(/Você está conectado/)).toHaveCount(0);
    expect(await host.cspViolations()).toEqual([]);
  });
});

test.describe('a hostile host stylesheet', () => {
  /** Computed styles of a widget's inner elements, which must not depend on the host's CSS. */
  const innerStyles = (page: Page) =>
    page
      .locator('campus-login')
      .getByRole('button', { name: 'Entrar', exact: true })
      .evaluate((button) => {
        const style = getComputedStyle(button);
        const input = (button.getRootNode() as ShadowRoot).querySelector('input');
        const inputStyle = input ? getComputedStyle(input) : null;
        return {
          buttonDisplay: style.display,
          buttonBackground: style.backgroundColor,
          buttonColor: style.color,
          buttonPadding: style.padding,
          buttonRadius: style.borderRadius,
          buttonFont: style.fontFamily,
          inputDisplay: inputStyle?.display,
          inputBorder: inputStyle?.borderStyle,
        };
      });

  /**
   * What the page's CSS could reach through inheritance, `rem` or a rule on the element itself: each widget
   * element's display and font size, and the text and box sizes of every element inside it.
   */
  const sizes = (page: Page) =>
    page.evaluate(() =>
      ['campus-login', 'campus-course-catalogue'].map((tag) => {
        const host = document.querySelector(tag) as HTMLElement;
        const hostStyle = getComputedStyle(host);
        const inner = [...(host.shadowRoot?.querySelectorAll('*') ?? [])].map((element) => {
          const style = getComputedStyle(element);
          return [
            `${element.localName}.${element.getAttribute('class') ?? ''}`,
            style.display,
            style.fontSize,
            style.fontStyle,
            style.fontWeight,
            style.lineHeight,
            style.letterSpacing,
            style.wordSpacing,
            style.textAlign,
            style.textTransform,
            style.textIndent,
            style.whiteSpace,
            style.padding,
            style.minHeight,
            style.borderRadius,
            style.gap,
          ].join(' | ');
        });
        return { tag, display: hostStyle.display, fontSize: hostStyle.fontSize, inner };
      }),
    );

  test('changes nothing inside the widgets, and the widgets change nothing outside', async ({ page }) => {
    const host = new HostPage(page);
    await host.open(`http://localhost:${examplesPort}/embed-html/hostile.html`);
    const login = page.locator('campus-login');
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(page.locator('campus-course-catalogue').getByText('Entre para ver os cursos')).toBeVisible();
    // The client's theme (its colours, from the API's client params) arrives after the first paint: measure once it
    // is applied, so both measures see the same theme and differ only by the host's sheet.
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toHaveCSS(
      'background-color',
      DEMO_PRIMARY_RGB,
    );
    const hostile = await innerStyles(page);
    expect(hostile.buttonDisplay).not.toBe('none');
    const hostileSizes = await sizes(page);

    // The host's own button obeys the host's CSS: hidden; its own text takes the forced 40 px.
    await expect(page.locator('#host-button')).toBeHidden();
    await expect(page.locator('#host-text')).toHaveCSS('font-size', '40px');
    // The widget elements stay blocks at the browser's default size (16 px here), though the page reverted them to
    // inline and forced 40 px on every element, with a 40 px root.
    for (const widget of hostileSizes) {
      expect(widget, widget.tag).toMatchObject({ display: 'block', fontSize: '16px' });
      expect(widget.inner.length, widget.tag).toBeGreaterThan(3);
    }
    // The widgets added no style to the document: only the host's one stylesheet applies to it.
    expect(
      await page.evaluate(() => ({
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        styleElements: document.querySelectorAll('style').length,
      })),
    ).toEqual({ sheets: 1, adopted: 0, styleElements: 0 });

    // Without the hostile sheet, the widgets look exactly the same: every size and text setting inside them.
    await page.evaluate(() => document.querySelector('link[rel="stylesheet"]')?.remove());
    await expect(page.locator('#host-button')).toBeVisible();
    expect(await innerStyles(page)).toEqual(hostile);
    expect(await sizes(page)).toEqual(hostileSizes);
    expect(await host.cspViolations()).toEqual([]);
  });

  test('a base size the host sets on purpose (--campus-font-size-base) scales the whole widget', async ({ page }) => {
    const host = new HostPage(page);
    await host.open(`http://localhost:${examplesPort}/embed-html/hostile.html`);
    const login = page.locator('campus-login');
    const button = login.getByRole('button', { name: 'Entrar', exact: true });
    await expect(button).toBeVisible();
    const measure = () =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { fontSize: parseFloat(style.fontSize), minHeight: parseFloat(style.minHeight) };
      });
    const normal = await measure();
    await login.evaluate((element) => element.style.setProperty('--campus-font-size-base', '24px'));
    // 1.5 times the base: the text and the 44 px touch target alike, whatever the page's root size.
    await expect.poll(async () => (await measure()).fontSize).toBe(normal.fontSize * 1.5);
    expect((await measure()).minHeight).toBe(normal.minHeight * 1.5);
  });
});
