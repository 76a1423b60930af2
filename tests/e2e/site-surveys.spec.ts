import { expect, test } from '@playwright/test';
import { SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// Surveys in the reference site (issue 24; packages/server/src/seed/demo/demo-surveys.ts). On a desktop in
// Portuguese, `respondent` (Helena Dias, the one demo user with a mandatory survey) is sent to the climate survey
// before the home, leaves a mandatory question blank (the error shows at it, nothing typed is lost), answers it, and
// the home opens. On a phone in English, `auditor` answers the optional satisfaction survey, once: a second visit
// says it was answered. Each user answers surveys no other test answers.

test.describe('surveys in the site', () => {
  test('a mandatory survey is answered before the home opens (desktop, pt-BR)', async ({ page, context }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const site = new SitePage(page);
    await site.signIn('respondent');
    await expect(page).toHaveURL(/\/home\/surveys\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pesquisa de clima 2026' })).toBeVisible();
    await expect(page.getByText('Esta pesquisa é obrigatória: responda para continuar.')).toBeVisible();
    await site.settled();
    await site.expectAccessible('the mandatory survey');

    await page.getByRole('radio', { name: 'Sim' }).check();
    await page.getByRole('textbox', { name: 'Justifique sua resposta' }).fill('Equipe unida e bons treinamentos');
    await page.getByRole('checkbox', { name: 'A equipe' }).check();
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    const feeling = page.getByRole('group', { name: /como você se sente no trabalho/ });
    await expect(feeling.getByText('Responda esta pergunta.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Certifique-se de que todos os campos obrigatórios estão preenchidos',
    );
    await expect(feeling.getByRole('textbox')).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Sim' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'A equipe' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Justifique sua resposta' })).toHaveValue(
      'Equipe unida e bons treinamentos',
    );
    await site.expectAccessible('the survey with an error');

    await feeling.getByRole('textbox').fill('Motivada e bem acompanhada');
    await expect(feeling.getByText('Responda esta pergunta.')).toBeHidden();
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect(page.getByText('Obrigado por responder!')).toBeVisible();
    // The form is gone: the focus is on the thank-you that replaced it.
    await expect(page.locator('[part="thanks"]')).toBeFocused();
    await page.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(site.heading).toHaveText('Olá, Helena!');
    await expect(
      page
        .getByRole('region', { name: 'Pesquisas abertas' })
        .getByRole('link', { name: 'Pesquisa de satisfação com os treinamentos' }),
    ).toBeVisible();
    site.expectNoErrors('the mandatory survey flow');
  });

  test('an optional survey is answered once (phone, en-US)', async ({ page, context }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.mobile);
    const site = new SitePage(page);
    await site.signIn('auditor');
    await site.goto('/home?locale=en-US');
    const surveys = page.getByRole('region', { name: 'Open surveys' });
    await surveys.getByRole('link', { name: 'Training satisfaction survey' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Training satisfaction survey' })).toBeVisible();
    await site.settled();
    await site.expectAccessible('the optional survey on a phone');
    const surveyUrl = page.url();

    await page.getByRole('radio', { name: 'Good' }).check();
    await page.getByRole('checkbox', { name: 'Podcasts' }).check();
    await page.getByRole('textbox', { name: 'Explain your answer' }).fill('Short and easy to follow');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await expect(page.getByText('Thank you for answering!')).toBeVisible();

    await site.goto(new URL(surveyUrl).pathname + '?locale=en-US');
    await expect(page.getByText('You have already answered this survey')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send answers' })).toHaveCount(0);
    await site.expectAccessible('an answered survey');
    site.expectNoErrors('the optional survey flow');
  });
});
