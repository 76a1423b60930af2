import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiGet, apiToken, SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';
import { DEV_SENCE_PASSWORD } from '../../packages/server/src/sence/dev-sence-constants';
import { DEMO_SENCE_COURSE, DEMO_SENCE_RUN } from '../../packages/server/src/seed/demo/demo-sence-constants';

// SENCE training sessions (issue 26): the demo learner `chile` (used by no other test) in the demo's Chilean course
// flagged for SENCE, through the development SENCE the API serves in demo mode (its password `Sence#2026`; any other
// answers SENCE's code 100). Desktop in Portuguese: locked in the player, whose lock starts the session (a wrong
// password, 100, back in the player), the course page with the failed attempt and its retry, the session open, an
// activity opened, the session closed. Phone in English with axe: the RUN checked as typed, code 100 again.
// Both tests change the same learner's session: they run one after the other.
test.describe.configure({ mode: 'serial' });

/** The demo SENCE course's id, through the API. */
async function senceCourseId(request: Parameters<typeof apiToken>[0]): Promise<number> {
  const token = await apiToken(request, 'chile');
  const list = await apiGet<{ results: { id: number; title: string }[] }>(
    request,
    token,
    '/api/online-courses/?page_size=100',
  );
  const course = list.results.find((entry) => entry.title === DEMO_SENCE_COURSE);
  expect(course, DEMO_SENCE_COURSE).toBeDefined();
  return course?.id ?? 0;
}

/**
 * Enters the RUT and password on the development SENCE's page and waits to be back where the session was started
 * (the course page, unless `back` says another page: the player).
 */
async function signInAtSence(
  page: Page,
  courseId: number,
  password: string,
  texts: { rut: string; password: string },
  back = `/online-courses/${courseId}`,
) {
  await expect(page).toHaveURL(/\/dev\/sence\/Registro\/IniciarSesion$/);
  await page.getByLabel(texts.rut, { exact: true }).fill(DEMO_SENCE_RUN);
  await page.getByLabel(texts.password).fill(password);
  await page.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`${SITE}${back}`));
}

test.describe('desktop, pt-BR', () => {
  test.use({ locale: 'pt-BR' });

  test('the activities wait for a SENCE session; a wrong password answers 100, the retry opens it, an activity opens', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const courseId = await senceCourseId(request);
    const site = new SitePage(page);
    await site.signIn('chile');
    const panel = page.getByRole('region', { name: 'Sessão SENCE' });
    const activities = page.getByRole('region', { name: 'Atividades' });
    const run = panel.getByRole('textbox', { name: /RUN/ });

    await test.step('the player says why the activity is locked and starts the session right there', async () => {
      const activity = `/courses/${courseId}/activities/1`;
      await site.goto(activity);
      const locked = page.locator('[part="locked"]');
      await expect(locked.getByText('Inicie a sessão SENCE de hoje para abrir esta atividade.')).toBeVisible({
        timeout: 20_000,
      });
      await expect(panel.getByText('1237654321')).toBeVisible({ timeout: 20_000 });
      await site.settled();
      await site.expectAccessible('SENCE panel in the player');
      // A wrong password at SENCE comes back to the activity as code 100, with a retry.
      await run.fill(DEMO_SENCE_RUN);
      await panel.getByRole('button', { name: /Iniciar sessão SENCE|Tentar novamente/ }).click();
      await expect(page.getByRole('heading', { name: 'SENCE (desenvolvimento)' })).toBeVisible();
      await signInAtSence(page, courseId, 'senha-errada', { rut: 'RUT', password: 'Senha SENCE' }, activity);
      const alert = panel.getByRole('alert');
      await expect(alert).toContainText('O SENCE não abriu a sessão (código 100):', { timeout: 20_000 });
      await expect(alert).toContainText('Senha incorreta ou usuário sem chave SENCE.');
      await expect(panel.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
      await expect(locked).toBeVisible();
    });

    await test.step('the course page shows the codes, the failed attempt, and locks the activities', async () => {
      await site.goto(`/online-courses/${courseId}`);
      await expect(panel).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByText('1237654321')).toBeVisible();
      await expect(panel.getByText('CL-0042')).toBeVisible();
      await expect(panel.getByRole('alert')).toContainText('O SENCE não abriu a sessão (código 100):');
      await expect(activities.getByText('Inicie a sessão SENCE de hoje para abrir as atividades.')).toBeVisible();
      await expect(activities.getByRole('button', { name: 'Abrir' })).toHaveCount(0);
    });

    await test.step('the retry opens the session and unlocks the activities', async () => {
      await run.fill(DEMO_SENCE_RUN);
      await panel.getByRole('button', { name: 'Tentar novamente' }).click();
      await signInAtSence(page, courseId, DEV_SENCE_PASSWORD, { rut: 'RUT', password: 'Senha SENCE' });
      await expect(panel.getByRole('status')).toContainText('Sessão SENCE aberta hoje às', { timeout: 20_000 });
      await activities.getByRole('button', { name: 'Abrir' }).first().click();
      await expect(page).toHaveURL(`${SITE}/courses/${courseId}/activities/1`);
      await expect(page.locator('[part="viewer"]').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Inicie a sessão SENCE de hoje para abrir esta atividade.')).toHaveCount(0);
      await expect(page.locator('[part="locked"]')).toHaveCount(0);
    });

    await test.step('closing the session locks the activities again', async () => {
      await site.goto(`/online-courses/${courseId}`);
      await panel.getByRole('button', { name: 'Encerrar sessão SENCE' }).click();
      await expect(page).toHaveURL(new RegExp(`${SITE}/online-courses/${courseId}`));
      await expect(panel.getByText(/A sessão SENCE de hoje foi encerrada às/)).toBeVisible({ timeout: 20_000 });
      await expect(activities.getByRole('button', { name: 'Abrir' })).toHaveCount(0);
    });
    site.expectNoErrors('SENCE desktop');
  });
});

test.describe('phone, en-US', () => {
  test.use({ locale: 'en-US' });

  test('the RUN is checked as typed, SENCE’s code 100 comes back in English, and the page is accessible', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.mobile);
    const courseId = await senceCourseId(request);
    const site = new SitePage(page);
    await site.signIn('chile');
    await site.goto(`/online-courses/${courseId}?locale=en-US`);
    const panel = page.getByRole('region', { name: 'SENCE session' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Start today’s SENCE session to open the activities.')).toBeVisible();
    const run = panel.getByRole('textbox', { name: /RUN/ });
    await run.fill('15.432.876-0');
    await expect(run).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText('Invalid RUT.')).toBeVisible();
    await expect(run).toHaveValue('15.432.876-0');
    await site.settled();
    await site.expectAccessible('SENCE panel, phone');
    await run.fill(DEMO_SENCE_RUN);
    await expect(run).not.toHaveAttribute('aria-invalid');
    await panel.getByRole('button', { name: /Start SENCE session|Try again/ }).click();
    await expect(page.getByRole('heading', { name: 'SENCE (development)' })).toBeVisible();
    await site.expectAccessible('development SENCE page');
    await signInAtSence(page, courseId, 'wrong', { rut: 'RUT', password: 'SENCE password' });
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('SENCE did not open the session (code 100):', { timeout: 20_000 });
    await expect(alert).toContainText('Wrong password, or the user has no SENCE key.');
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await site.expectAccessible('SENCE code 100, phone');
    site.expectNoErrors('SENCE phone');
  });
});
