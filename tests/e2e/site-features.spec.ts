import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API, openPhoneMenu, SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';
import { confirmDeletion, registerThrowaway } from '../support/throwaway-learner';

// The site's features: languages, cookie consent, client flags and module items, maintenance, chunk failures,
// the contact form and account deletion on a phone (the desktop's is in site-profile.spec.ts). Sizes: the flows
// whose screens differ on phones — the cookie banner, the language switch and account deletion (through the tab
// bar's Menu sheet and the profile) — run at 390×844 too; the rest run at 1280×800.

test.use({ viewport: SITE_VIEWPORTS.desktop });

test('the language switcher changes every text, and ?locale= overrides the language', async ({ page, context }) => {
  await skipCookieBanner(context);
  const site = new SitePage(page);
  await site.goto('/');
  await expect(site.heading).toHaveText('Bem-vindo ao Campus');
  await page.getByLabel('Idioma').selectOption('en-US');
  await expect(site.heading).toHaveText('Welcome to Campus');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByLabel('Language').selectOption('fr-FR');
  await expect(site.heading).toHaveText('Bienvenue sur Campus');

  await site.goto('/institutional/about?locale=es-AR');
  await expect(site.heading).toHaveText('Sobre Campus');
  site.expectNoErrors('language');
});

test("the institutional pages show the client's text, and the site's own when the client has none", async ({
  page,
  context,
}) => {
  await skipCookieBanner(context);
  const site = new SitePage(page);
  await site.goto('/institutional/privacy-policy');
  await expect(site.heading).toHaveText('Política de privacidade');
  // The demo client's own text (GET /api/institutional/privacy-policy/, signed out with the site's OAuth client).
  await expect(page.getByText(/Tratamos seus dados pessoais de acordo com a LGPD/)).toBeVisible();

  site.expectFailures(/^404 GET \/api\/institutional\/about\/$/);
  await page.route(`${API}/api/institutional/about/`, (route) =>
    route.fulfill({
      status: 404,
      json: { code: 'not_found_or_forbidden', message: 'Não encontrado ou não possui permissão para acessar.' },
    }),
  );
  await site.goto('/institutional/about');
  await expect(site.heading).toHaveText('Sobre o Campus');
  await expect(page.getByText(/O Campus é a plataforma de educação corporativa/)).toBeVisible();
  await site.expectAccessible('institutional fallback');
  site.expectNoErrors('institutional');
});

for (const [size, viewport] of Object.entries(SITE_VIEWPORTS)) {
  test(`the cookie banner at ${size} size: essential only is remembered, and the footer reopens the preferences`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const site = new SitePage(page);
    await site.goto('/');
    const banner = page.getByRole('region', { name: 'Sua privacidade' });
    await expect(banner).toBeVisible();
    await site.expectAccessible('cookie banner');
    await banner.getByRole('button', { name: 'Ler a política de cookies' }).click();
    const policy = page.getByRole('dialog', { name: 'Política de cookies' });
    await expect(policy).toBeVisible();
    await policy.getByRole('button', { name: /Fechar/ }).click();

    await banner.getByRole('button', { name: 'Somente essenciais' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(site.heading).toHaveText('Bem-vindo ao Campus');
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeHidden();

    await page.getByRole('button', { name: 'Configurações de cookies' }).click();
    const preferences = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await expect(preferences.getByRole('checkbox', { name: /Cookies de desempenho/ })).not.toBeChecked();
    await preferences.getByRole('checkbox', { name: /Cookies de desempenho/ }).check();
    await preferences.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(preferences).toBeHidden();
    const cookies = await page.context().cookies(SITE);
    expect(cookies.find((cookie) => cookie.name === 'campus_cookie_consent')?.value).toBe('all');
    site.expectNoErrors('cookies');
  });
}

// A routed call may still be on its way when a test ends (the page keeps polling params); its handler must not
// report "Test ended" as an error of the whole run.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

interface ParamsAnswer {
  client: Record<string, unknown>;
  login: Record<string, unknown>;
}

/**
 * Changes the params the site receives, as a client administrator would (the test API has no route to change a
 * client's params).
 */
async function withParams(page: Page, change: (params: ParamsAnswer) => void) {
  await page.route(`${API}/api/params/**`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const params = (await response.json().catch(() => null)) as ParamsAnswer | null;
    if (params === null) return route.fulfill({ response });
    change(params);
    return route.fulfill({ status: response.status(), headers: response.headers(), json: params });
  });
}

/** Turns a client flag off in the params the site receives. */
async function withFlagOff(page: Page, flag: string) {
  await withParams(page, (params) => {
    params.client[flag] = false;
  });
}

test('a disabled module flag hides the module from the menus and its routes answer not-found', async ({
  page,
  context,
}) => {
  await skipCookieBanner(context);
  await withFlagOff(page, 'has_trails');
  const site = new SitePage(page);
  await site.signIn('learner');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Cursos online' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Trilhas' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Acesso rápido' }).getByRole('link', { name: /Trilhas/ })).toHaveCount(
    0,
  );
  await site.goto('/trails');
  await expect(site.heading).toHaveText('Página não encontrada');
  site.expectNoErrors('flag off');
});

test("a module the person's module items leave out is hidden from the menus and its routes answer not-found", async ({
  page,
  context,
}) => {
  await skipCookieBanner(context);
  // The client has trails on, but this person's module items (spec §3 user_client_module_items) leave them out.
  await page.route(`${API}/api/me/`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const me = (await response.json().catch(() => null)) as {
      user_client_module_items: Record<string, { module?: string }[]>;
    } | null;
    if (me === null) return route.fulfill({ response });
    for (const [client, items] of Object.entries(me.user_client_module_items)) {
      me.user_client_module_items[client] = items.filter((item) => item.module !== 'trails');
    }
    return route.fulfill({ status: response.status(), headers: response.headers(), json: me });
  });
  const site = new SitePage(page);
  await site.signIn('learner');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Cursos online' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Trilhas' })).toHaveCount(0);
  await site.goto('/trails');
  await expect(site.heading).toHaveText('Página não encontrada');
  await site.goto('/online-courses');
  await expect(site.heading).toHaveText('Cursos online');
  site.expectNoErrors('module items');
});

test('under maintenance every page shows the maintenance page, except maintenance-login', async ({ page, context }) => {
  await skipCookieBanner(context);
  await withParams(page, (params) => {
    params.login['under_maintenance'] = true;
  });
  const site = new SitePage(page);
  for (const path of ['/', '/institutional/about', '/register']) {
    await site.goto(path);
    await expect(site.heading, path).toHaveText('Campus em manutenção');
    await expect(page.getByText('Estamos fazendo melhorias na plataforma. Tente novamente mais tarde.')).toBeVisible();
  }
  await site.expectAccessible('maintenance');
  await site.goto('/maintenance-login');
  await expect(site.heading).toHaveText('Acesso durante a manutenção');
  await expect(page.getByLabel('Usuário, e-mail ou CPF')).toBeVisible();
  site.expectNoErrors('maintenance');
});

test('a page whose chunk cannot be loaded offers to reload the site, and reports the failure', async ({
  page,
  context,
}) => {
  await skipCookieBanner(context);
  const site = new SitePage(page);
  await site.goto('/');
  await expect(site.heading).toHaveText('Bem-vindo ao Campus');
  const reports = page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        window.addEventListener('campus-chunk-load-failed', (event) => resolve((event as CustomEvent).detail), {
          once: true,
        });
      }),
  );
  // The support page's chunk fails, as after a new deployment removed it.
  let blocked = true;
  await page.route(/\/assets\/institutional-page-[^/]*\.js$/, (route) =>
    blocked ? route.abort('failed') : route.fallback(),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Suporte' }).click();
  await expect(site.heading).toHaveText('Não foi possível carregar esta página');
  expect(await reports).toMatchObject({ type: 'chunk', address: expect.stringMatching(/institutional-page-/) });
  await site.expectAccessible('chunk failure');

  blocked = false;
  await page.getByRole('button', { name: 'Recarregar página' }).click();
  await expect(site.heading).toHaveText('Suporte');
});

test('the contact form sends a message, and says so when it could not', async ({ page, context }) => {
  await skipCookieBanner(context);
  const site = new SitePage(page);
  await site.signIn('learner');
  await site.goto('/contact-us');
  await page.getByLabel('Assunto').selectOption('technical');
  await page.getByLabel('Mensagem').fill('O certificado do curso não abre no celular.');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada' })).toBeVisible();

  site.expectFailures(/^502 POST \/api\/contact\/$/);
  await page.route(`${API}/api/contact/`, (route) =>
    route.fulfill({ status: 502, json: { code: 'message_not_sent', message: 'Não foi possível enviar sua mensagem' } }),
  );
  await page.getByLabel('Assunto').selectOption('other');
  await page.getByLabel('Mensagem').fill('Segunda mensagem');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível enviar sua mensagem' })).toBeFocused();
  await expect(page.getByLabel('Mensagem')).toHaveValue('Segunda mensagem');
  site.expectNoErrors('contact');
});

test.describe('at 390×844, through the tab bar', () => {
  test.use({ viewport: SITE_VIEWPORTS.mobile });

  test("the Menu sheet's language switch, then account deletion (one throwaway account)", async ({
    page,
    context,
    request,
  }) => {
    await skipCookieBanner(context);
    const { email, fullName } = await registerThrowaway(request);
    const site = new SitePage(page);
    await site.signIn(email, 'Abc123!x');
    await expect(site.heading).toHaveText(/^Olá, .+!$/);
    // On phones the header keeps neither the language switcher nor the user menu: both live in the Menu sheet.
    await expect(page.getByRole('banner').getByLabel('Idioma')).toBeHidden();

    let sheet = await openPhoneMenu(page);
    await sheet.getByLabel('Idioma').selectOption('en-US');
    await expect(site.heading).toHaveText(/^Hello, .+!$/);
    await expect(
      sheet.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    const tabs = page.getByRole('navigation', { name: 'Navigation' });
    await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();
    await site.expectAccessible('menu sheet in English');

    sheet = await openPhoneMenu(page, 'Navigation');
    await sheet.getByLabel('Language').selectOption('pt-BR');
    await expect(site.heading).toHaveText(/^Olá, .+!$/);
    await sheet.locator('.site-menu-sheet__actions').getByRole('link', { name: 'Meu perfil' }).click();
    await expect(site.heading).toHaveText('Meu perfil');
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    await confirmDeletion(page, request, email, fullName);
    site.expectNoErrors('phone language and deletion');
  });
});
