import { expect, test } from '@playwright/test';
import { SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';
import { blockMember, LOYALTY_ROUTES, someRewardId, throwawayMember } from '../support/site-loyalty';

// The loyalty programme on the reference site (issue #9; spec §2 routes, §6 programme members only): every
// programme route as the demo sales agent at desktop and phone size (main heading, no console errors or failed
// calls, axe), a reward's detail opened from the store and back, and what a learner and a blocked member see.

const MEMBERS_ONLY = 'Exclusivo para participantes do programa';
const PROGRAMME_ENTRIES = [
  'Loja de prêmios',
  'Tabela de pontos',
  'Campanhas',
  'Eventos',
  'Informar vendas',
  'Enviar fotos',
] as const;

for (const [size, viewport] of Object.entries(SITE_VIEWPORTS)) {
  test.describe(`loyalty at ${size} size`, () => {
    test.use({ viewport });

    test('the sales agent: every programme route shows its heading, cleanly and accessibly', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(180_000);
      await skipCookieBanner(context);
      const rewardId = await someRewardId(request);
      const routes = [...LOYALTY_ROUTES, [`/reward-store/details/${rewardId}/`, 'Detalhes do prêmio'] as const];
      const site = new SitePage(page);
      await site.signIn('agent');
      for (const [path, heading] of routes) {
        await site.goto(path);
        await expect(site.heading, path).toHaveText(heading);
        await site.settled();
        await site.expectAccessible(path);
        site.expectNoErrors(path);
      }
    });

    test('the sales agent opens a reward from the store, and comes back to the store', async ({ page, context }) => {
      await skipCookieBanner(context);
      const site = new SitePage(page);
      await site.signIn('agent');
      // Through the menu, as a person would: the header on wide screens, the "Menu" sheet on phones.
      if (size === 'desktop') {
        await page
          .getByRole('navigation', { name: 'Menu principal' })
          .getByRole('link', { name: 'Loja de prêmios' })
          .click();
      } else {
        await page.getByRole('navigation', { name: 'Navegação' }).getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Loja de prêmios' }).click();
      }
      await expect(page).toHaveURL(`${SITE}/reward-store`);
      await expect(site.heading).toHaveText('Loja de prêmios');
      // The first reward's card: its name, and its "Ver detalhes" (routed to reward-store/details/{id}/).
      const card = page
        .locator('article')
        .filter({ has: page.getByRole('button', { name: 'Ver detalhes' }) })
        .first();
      const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      await card.getByRole('button', { name: 'Ver detalhes' }).click();
      await expect(page).toHaveURL(new RegExp(`^${SITE}/reward-store/details/\\d+/$`));
      await expect(site.heading).toHaveText('Detalhes do prêmio');
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      await site.settled();
      await page.getByRole('button', { name: 'Voltar aos prêmios' }).click();
      await expect(page).toHaveURL(`${SITE}/reward-store`);
      await expect(site.heading).toHaveText('Loja de prêmios');
      await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
      // The browser's back button returns to the detail, forward to the store: real routes, not in-place views.
      await page.goBack();
      await expect(site.heading).toHaveText('Detalhes do prêmio');
      await page.goForward();
      await expect(site.heading).toHaveText('Loja de prêmios');
      site.expectNoErrors('reward detail and back');
    });

    test('the learner: no programme menus, and a programme route says it is for programme members', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await skipCookieBanner(context);
      const site = new SitePage(page);
      await site.signIn('learner');
      await expect(site.heading).toHaveText(/^Olá, .+!$/);
      // The learning modules show, so the menus are there and complete; the programme's entries are not.
      const menu =
        size === 'desktop'
          ? page.getByRole('navigation', { name: 'Menu principal' })
          : (await page.getByRole('navigation', { name: 'Navegação' }).getByRole('button', { name: 'Menu' }).click(),
            page.getByRole('dialog', { name: 'Menu' }));
      await expect(menu.getByRole('link', { name: 'Cursos online' })).toBeVisible();
      for (const entry of PROGRAMME_ENTRIES) await expect(menu.getByRole('link', { name: entry })).toHaveCount(0);
      if (size === 'mobile') await page.keyboard.press('Escape');
      const shortcuts = page.getByRole('region', { name: 'Acesso rápido' });
      await expect(shortcuts.getByRole('link', { name: /Cursos online/ })).toBeVisible();
      for (const entry of PROGRAMME_ENTRIES)
        await expect(shortcuts.getByRole('link', { name: new RegExp(entry) })).toHaveCount(0);

      for (const path of ['/reward-store', '/insert-sales', '/events']) {
        await site.goto(path);
        await expect(site.heading, path).toHaveText(MEMBERS_ONLY);
        await expect(page.getByText(/Esta página faz parte do programa de pontos/)).toBeVisible();
        await site.settled();
        await site.expectAccessible(`learner ${path}`);
      }
      await page.getByRole('link', { name: 'Ir para o início' }).click();
      await expect(page).toHaveURL(`${SITE}/home`);
      site.expectNoErrors('learner');
    });
  });
}

test("a member blocked meanwhile is told 'Você foi bloqueado' and loses the programme (a throwaway member)", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await skipCookieBanner(context);
  const member = await throwawayMember(request);
  const site = new SitePage(page);
  await site.signIn(member.email, member.password);
  await site.goto('/points-table');
  await expect(site.heading).toHaveText('Tabela de pontos');
  await site.settled();
  site.expectNoErrors('before the block');

  await blockMember(request, member.id);
  // From now on every call of the member's session is refused (403 user_blocked, and the refresh with it).
  site.expectFailures(/^403 GET /, /^401 GET /, /^400 POST \/o\/token\/$/);
  await site.goto('/reward-store');
  // The session is over: the login says why (not "session expired"), and signing in again is refused with it.
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem-vindo ao Campus');
  await expect(page.getByText('Você foi bloqueado')).toBeVisible();
  await expect(page.getByText('Sua sessão expirou. Entre novamente.')).toHaveCount(0);
  await page.getByLabel('Usuário, e-mail ou CPF').fill(member.email);
  await page.getByLabel(/^Senha/).fill(member.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // The login's own alert (the toast that told of the session's end may still be showing beside it).
  await expect(
    page.getByRole('region', { name: 'Entrar' }).getByRole('alert').filter({ hasText: 'Você foi bloqueado' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/`);
  await site.expectAccessible('blocked');
  site.expectNoErrors('blocked');
});

test('the campaigns page shows the live ranking of the campaign with the member’s own row', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await skipCookieBanner(context);
  const site = new SitePage(page);
  await site.signIn('agent');
  await site.goto('/campaigns');
  await expect(site.heading).toHaveText('Campanhas');
  const table = page.getByRole('table', { name: /^Ranking de .+ — Todo o programa$/ });
  await expect(table.getByRole('row', { name: /Bruno Lima \(você\)/ })).toBeVisible({ timeout: 20_000 });
  site.expectNoErrors('campaigns with ranking');
});
