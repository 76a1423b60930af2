import { expect, test } from '@playwright/test';
import { apiToken, learningIds, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// Every route of issue #9 the site serves today, at desktop and phone size: its main heading, no console
// errors, no unexpected failed call, and axe with no serious or critical violation (pt-BR, the default).

/** Public routes, signed out: path, heading, and the failed calls the page is meant to make. */
const PUBLIC_ROUTES: readonly [path: string, heading: string | RegExp, expected?: RegExp][] = [
  ['/', 'Bem-vindo ao Campus'],
  ['/maintenance-login', 'Acesso durante a manutenção'],
  ['/login-redirect-v2', 'Acesso direto'],
  ['/webservice-login/', 'Acesso direto'],
  ['/institutional/about', 'Sobre o Campus'],
  ['/institutional/cookies_policy', 'Política de cookies'],
  ['/institutional/support', 'Suporte'],
  ['/institutional/privacy-policy', 'Política de privacidade'],
  ['/institutional/terms-and-conditions', 'Termos e condições'],
  // A made-up link: the screen checks it first and says it is invalid (the check answers 4xx).
  [
    '/set-password/learner/MTA/made-up-token',
    'Crie sua senha',
    /^4\d\d POST \/etraining_login\/check_password_link\/$/,
  ],
  [
    '/recover-password/learner/MTA/made-up-token',
    'Redefina sua senha',
    /^4\d\d POST \/etraining_login\/check_password_link\/$/,
  ],
  ['/request-password/', 'Recuperar senha'],
  ['/first_access/', 'Primeiro acesso'],
  ['/register', 'Cadastro'],
  ['/register-seven-trade', 'Cadastro de promotores'],
  ['/register-pop-trade', 'Cadastro de vendedores'],
  ['/register-success', 'Cadastro enviado'],
  ['/tigre-juntos-somos-mais', 'Juntos Somos Mais'],
  ['/intel-first-access', 'Primeiro acesso: programa de varejo'],
  ['/intel-login-redirect', 'Acesso pelo programa de varejo'],
  ['/portfolio', 'Portfólio de treinamentos'],
  ['/portfolio-course/tecnicas-de-vendas-no-varejo-id-1', 'Técnicas de Vendas no Varejo'],
  ['/about-team', 'Sobre o time'],
  ['/no/such/page', 'Página não encontrada'],
];

for (const [size, viewport] of Object.entries(SITE_VIEWPORTS)) {
  test.describe(`site at ${size} size`, () => {
    test.use({ viewport });

    test('signed out: every public and portfolio route shows its heading, cleanly and accessibly', async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await skipCookieBanner(context);
      const site = new SitePage(page);
      for (const [path, heading, expected] of PUBLIC_ROUTES) {
        site.expectFailures(...(expected ? [expected] : []));
        await site.goto(path);
        await expect(site.heading, path).toHaveText(heading);
        await site.settled();
        await site.expectAccessible(path);
        site.expectNoErrors(path);
      }
    });

    test('signed in as the learner: every learning and institutional route shows its heading', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(240_000);
      await skipCookieBanner(context);
      const ids = await learningIds(request, await apiToken(request, 'learner'));
      const routes: readonly [string, string | RegExp][] = [
        ['/home', /^Olá, .+!$/],
        ['/online-courses', 'Cursos online'],
        [`/online-courses/${ids.onlineCourse}`, 'Curso online'],
        ['/trails', 'Trilhas de aprendizagem'],
        [`/trails/${ids.trail}`, 'Trilha de aprendizagem'],
        [`/trails/${ids.trailCourse.trail}/course/${ids.trailCourse.id}`, 'Curso online'],
        [`/trails/${ids.trailCatalog.trail}/presential-catalogs/${ids.trailCatalog.id}`, 'Catálogo presencial'],
        [
          `/trails/${ids.trailCatalogCourse.trail}/presential-catalogs/${ids.trailCatalogCourse.id}/presential-courses/${ids.trailCatalogCourse.course}`,
          'Curso presencial',
        ],
        [`/trails/${ids.trailWebinar.trail}/webinars/${ids.trailWebinar.id}`, 'Webinar'],
        [`/trails/${ids.trailLiveClass.trail}/live-classes/${ids.trailLiveClass.id}`, 'Aula ao vivo'],
        [`/trails/${ids.trailWebinar.trail}/webinars-lounge/${ids.trailWebinar.id}`, ids.trailWebinarTitle],
        ['/presential-courses', 'Cursos presenciais'],
        [`/presential-courses/${ids.presentialCourse}`, 'Curso presencial'],
        ['/webinars', 'Webinars'],
        [`/webinars/${ids.webinar}`, 'Webinar'],
        [`/webinars-lounge/${ids.webinar}`, ids.webinarTitle],
        ['/live-classes', 'Aulas ao vivo'],
        [`/live-classes/${ids.liveClass}`, 'Aula ao vivo'],
        ['/terms-and-conditions', 'Termos e condições'],
        ['/faq', 'Perguntas frequentes'],
        ['/support', 'Suporte'],
        ['/privacy-policy', 'Política de privacidade'],
        ['/cookies', 'Política de cookies'],
        ['/about-the-program', 'Sobre o programa'],
        ['/about', 'Sobre o Campus'],
        ['/contact-us', 'Fale conosco'],
        ['/about-the-team', 'Sobre o time'],
        ['/hotsite', 'Campanha em destaque'],
        ['/onboarding', 'Boas-vindas ao Campus'],
        ['/complete-register', 'Complete seu cadastro'],
        ['/profile', 'Meu perfil'],
        // Issue 24's modules (their flows are in site-podcasts, site-library-news, site-forum and site-surveys).
        ['/podcasts', 'Podcasts'],
        ['/library', 'Biblioteca'],
      ];
      const site = new SitePage(page);
      await site.signIn('learner');
      for (const [path, heading] of routes) {
        await site.goto(path);
        await expect(site.heading, path).toHaveText(heading);
        await site.settled();
        await site.expectAccessible(path);
        site.expectNoErrors(path);
      }
    });

    test('signed in as the sales agent: home, menus and the institutional pages', async ({ page, context }) => {
      await skipCookieBanner(context);
      const site = new SitePage(page);
      await site.signIn('agent');
      await expect(page).toHaveURL(/\/home$/);
      await expect(site.heading).toHaveText(/^Olá, .+!$/);
      const navigation =
        size === 'desktop'
          ? page.getByRole('navigation', { name: 'Menu principal' })
          : page.getByRole('navigation', { name: 'Navegação' });
      await expect(navigation.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
      for (const path of ['/about-the-program', '/hotsite', '/contact-us']) {
        await site.goto(path);
        await expect(site.heading).toBeVisible();
      }
      await site.expectAccessible('agent');
      site.expectNoErrors('agent');
    });
  });
}
