import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { cpfCheckDigits } from '@campus/core';
import { registrationProfileId } from '../support/registration-profiles';
import { API, SITE, SitePage, skipCookieBanner } from '../support/site-page';

const CLIENT_BASIC = `Basic ${Buffer.from('campus-web:campus-web-secret').toString('base64')}`;

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

test('the cookie banner: essential only is remembered, and the footer reopens the preferences', async ({ page }) => {
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

// A routed call may still be on its way when a test ends (the page keeps polling params); its handler must not
// report "Test ended" as an error of the whole run.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Turns a client flag off in the params the site receives, as a client administrator would. */
async function withFlagOff(page: Page, flag: string) {
  await page.route(`${API}/api/params/**`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const params = (await response.json().catch(() => null)) as { client: Record<string, unknown> } | null;
    if (params === null) return route.fulfill({ response });
    params.client[flag] = false;
    return route.fulfill({ status: response.status(), headers: response.headers(), json: params });
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

test('account deletion from the user menu, confirmed by typing the full name (a throwaway account)', async ({
  page,
  context,
  request,
}) => {
  await skipCookieBanner(context);
  // A fresh account through the public registration, so no demo user is deleted.
  const options = (await (await request.get(`${API}/accounts/registration_options/?country=BRA`)).json()) as {
    agencies: { id: number; brands: { id: number }[] }[];
  };
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `delete.me.${unique}@test.example`;
  const learnerProfile = await registrationProfileId(request);
  const body = (document: string) => ({
    name: 'Teresa',
    last_name: `Exclusão ${unique.slice(-4)}`,
    email,
    email_confirmation: email,
    document,
    document_country: 'BRA',
    birthday_date: '1990-02-03',
    phone_mobile: '+55 11 91234-5678',
    password: 'Abc123!x',
    password_confirmation: 'Abc123!x',
    country: 'BRA',
    language: 'pt-BR',
    accept_terms: true,
    agencies: [{ id: options.agencies[0]?.id ?? 1, brand_ids: [options.agencies[0]?.brands[0]?.id ?? 1] }],
    user_profile: learnerProfile,
  });
  const created = await request.post(`${API}/accounts/register/`, {
    headers: { authorization: CLIENT_BASIC },
    data: body(`${unique.slice(-9)}${cpfCheckDigits(unique.slice(-9))}`),
  });
  expect(created.status(), await created.text()).toBe(201);
  const fullName = `Teresa Exclusão ${unique.slice(-4)}`;

  const site = new SitePage(page);
  await site.signIn(email, 'Abc123!x');
  await page.getByRole('button', { name: /Menu da conta de/ }).click();
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir minha conta' });
  await expect(dialog).toContainText(fullName);
  const confirm = dialog.getByRole('button', { name: 'Excluir conta definitivamente' });
  await dialog.getByLabel(/Digite seu nome completo/).fill('Outra Pessoa');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Digite seu nome completo/).fill(fullName.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();

  // The account is gone: its password no longer signs in.
  const again = await request.post(`${API}/o/token/`, {
    headers: { authorization: CLIENT_BASIC },
    form: { grant_type: 'password', username: email, password: 'Abc123!x' },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  site.expectNoErrors('deletion');
});
