import { expect, test } from '@playwright/test';
import { API, apiGet, apiToken, SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// The public training portfolio and the points transfer on the reference site (spec §2 portfolio group and
// tigre-juntos-somos-mais; §5, §6, §8 Points transfer), at desktop and phone size, with axe and no console
// errors or unexpected failed calls:
// - anonymous: the portfolio lists the client's online courses (public GET /api/portfolio/), a card leads to
//   portfolio-course/{title}-id-{id} whose heading is the course title, with the call to sign in to enrol;
// - the demo agent (a seller, docs/demo.md) sends points to their own partner registration (active, seller, in
//   the development partner of docs/loyalty.md "Transfers") and is refused for the inactive one;
// - the demo learner (no programme role) sees 'no access to send points' instead of the form.

const PARTNER_PAGE = '/tigre-juntos-somos-mais';
const NO_ACCESS = 'Você não tem permissão ou acesso para enviar pontos.';
/** The demo agent's own CPF: an active seller registration in the development partner. */
const AGENT_CPF = '111.444.777-35';
/** An inactive registration of the development partner. */
const INACTIVE_CPF = '444.555.666-19';

interface PortfolioAnswer {
  results: { id: number; title: string }[];
}

for (const [size, viewport] of Object.entries(SITE_VIEWPORTS)) {
  test.describe(`portfolio and points transfer at ${size} size`, () => {
    test.use({ viewport });

    test('anonymous: the portfolio lists the courses, and a card opens the course page by its slug', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      await skipCookieBanner(context);
      const site = new SitePage(page);
      const listed = (await (
        await request.get(`${API}/api/portfolio/?client_id=campus-web`)
      ).json()) as PortfolioAnswer;
      const first = listed.results[0];
      expect(first, 'the demo client has online courses').toBeDefined();

      await site.goto('/portfolio');
      await expect(site.heading).toHaveText('Portfólio de treinamentos');
      const courses = page.getByRole('region', { name: 'Cursos online' });
      await expect(courses.getByRole('article')).toHaveCount(listed.results.length);
      await expect(page.getByText('Entre para ver a loja de prêmios')).toHaveCount(0);
      await site.settled();
      await site.expectAccessible('/portfolio');

      const card = courses.getByRole('article', { name: first?.title ?? '' });
      await card.getByRole('link', { name: first?.title ?? '' }).click();
      await expect(page).toHaveURL(new RegExp(`${SITE}/portfolio-course/[a-z0-9-]+-id-${String(first?.id)}$`));
      await expect(site.heading).toHaveText(first?.title ?? '');
      const enrol = page.getByRole('region', { name: 'Quer fazer este curso?' });
      await expect(enrol.getByRole('link', { name: 'Entrar para se inscrever' })).toBeVisible();
      await expect(enrol.getByRole('link', { name: 'Criar cadastro' })).toBeVisible();
      await site.settled();
      await site.expectAccessible('/portfolio-course');

      // Straight to a slug (a shared link), and back to the portfolio.
      await site.goto(new URL(page.url()).pathname);
      await expect(site.heading).toHaveText(first?.title ?? '');
      await page.getByRole('link', { name: 'Voltar para o portfólio' }).click();
      await expect(site.heading).toHaveText('Portfólio de treinamentos');

      // An id that is no course of the client is the not-found page.
      site.expectFailures(/^404 GET \/api\/portfolio\/999999\/$/);
      await site.goto('/portfolio-course/curso-inexistente-id-999999');
      await expect(site.heading).toHaveText('Página não encontrada');
      site.expectNoErrors('portfolio');
    });

    test('anonymous: the partner programme page keeps its description and invites to sign in, without the form', async ({
      page,
      context,
    }) => {
      await skipCookieBanner(context);
      const site = new SitePage(page);
      await site.goto(PARTNER_PAGE);
      await expect(site.heading).toHaveText('Juntos Somos Mais');
      await expect(page.getByRole('heading', { name: 'Como participar' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Entrar no Campus' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Transferir pontos' })).toHaveCount(0);
      await site.settled();
      await site.expectAccessible(PARTNER_PAGE);
      site.expectNoErrors(PARTNER_PAGE);
    });

    test('the demo agent transfers points, and sees the refusal of an inactive registration', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      await skipCookieBanner(context);
      const token = await apiToken(request, 'agent');
      const before = (await apiGet<{ balance: number }>(request, token, '/api/points/')).balance;
      expect(before, 'the demo agent has points to send').toBeGreaterThan(0);
      const site = new SitePage(page);
      await site.signIn('agent');
      await site.goto(PARTNER_PAGE);
      await expect(site.heading).toHaveText('Juntos Somos Mais');
      const transfer = page.getByRole('region', { name: 'Transferir pontos' });
      await expect(transfer.getByText('Verificado a cada envio, pelo CPF informado')).toBeVisible();
      await site.settled();
      await site.expectAccessible(`${PARTNER_PAGE} (form)`);

      await transfer.getByRole('textbox', { name: /CPF do cadastro/ }).fill(AGENT_CPF);
      await transfer.getByRole('spinbutton', { name: /Pontos a enviar/ }).fill('1');
      await transfer.getByRole('button', { name: 'Revisar transferência' }).click();
      const confirmation = transfer.getByRole('group', { name: 'Confirme a transferência' });
      await expect(
        confirmation.getByText('Os pontos transferidos devem ser resgatados no programa parceiro em até 12 meses.'),
      ).toBeVisible();
      await site.expectAccessible(`${PARTNER_PAGE} (confirmation)`);
      await confirmation.getByRole('button', { name: 'Confirmar envio' }).click();
      const result = transfer.getByRole('status').filter({ hasText: 'Pontos enviados' });
      await expect(
        result.getByText(`Transferência de 1 ponto para o cadastro do CPF ${AGENT_CPF} concluída.`),
      ).toBeVisible();
      await expect(result).toBeFocused();
      await expect(transfer.getByText('Ativo, como vendedor')).toBeVisible();
      await site.expectAccessible(`${PARTNER_PAGE} (result)`);
      const after = (await apiGet<{ balance: number }>(request, token, '/api/points/')).balance;
      expect(after).toBeLessThan(before);

      // An inactive registration: the §8 message, what was typed kept.
      site.expectFailures(/^422 POST \/api\/points\/transfer\/$/);
      await transfer.getByRole('button', { name: 'Enviar mais pontos' }).click();
      await transfer.getByRole('textbox', { name: /CPF do cadastro/ }).fill(INACTIVE_CPF);
      await transfer.getByRole('spinbutton', { name: /Pontos a enviar/ }).fill('1');
      await transfer.getByRole('button', { name: 'Revisar transferência' }).click();
      await transfer.getByRole('button', { name: 'Confirmar envio' }).click();
      await expect(transfer.getByRole('alert')).toHaveText('Seu cadastro no programa parceiro não está ativo.');
      await expect(transfer.getByRole('textbox', { name: /CPF do cadastro/ })).toHaveValue(INACTIVE_CPF);
      await expect(transfer.getByText('Inativo', { exact: true })).toBeVisible();
      await site.expectAccessible(`${PARTNER_PAGE} (refusal)`);
      site.expectNoErrors(PARTNER_PAGE);
    });

    test("the demo learner, without a partner role, sees 'no access to send points'", async ({ page, context }) => {
      await skipCookieBanner(context);
      const site = new SitePage(page);
      await site.signIn('learner');
      await site.goto(PARTNER_PAGE);
      await expect(site.heading).toHaveText('Juntos Somos Mais');
      const transfer = page.getByRole('region', { name: 'Transferir pontos' });
      await expect(transfer.getByText(NO_ACCESS)).toBeVisible();
      await expect(transfer.getByRole('textbox')).toHaveCount(0);
      await site.settled();
      await site.expectAccessible(`${PARTNER_PAGE} (learner)`);
      site.expectNoErrors(PARTNER_PAGE);
    });
  });
}
