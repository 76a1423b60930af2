import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, apiToken, SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// Certificates and badges in the reference site's profile (issue 21): the demo learner (Ana Souza), who finished
// courses in the demo seed and so holds certificates and the first badges, downloads a certificate's PDF, copies
// its verification link and opens it signed out; on a phone in English the badges show earned and not yet earned.
// Only reads: the learner's data is the seed's.

interface CertificateRow {
  id: number;
  training_title: string;
  code: string;
}

test.describe('certificates and badges in the site', () => {
  test('a learner downloads a certificate and its verification link says it is genuine (desktop, pt-BR)', async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const token = await apiToken(request, 'learner');
    const { results } = await apiGet<{ results: CertificateRow[] }>(request, token, '/api/certificates/');
    const certificate = results[0];
    expect(certificate, 'the demo learner holds a certificate').toBeDefined();
    if (certificate === undefined) return;

    await skipCookieBanner(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const site = new SitePage(page);
    await site.signIn('learner');
    await site.goto('/profile');
    await expect(site.heading).toHaveText('Meu perfil');
    const tabs = page.getByRole('tablist', { name: 'Seções do perfil' });
    // The profile opens on the personal data; the certificates are a tab away, kept in the address.
    await expect(tabs.getByRole('tab', { name: 'Dados pessoais' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Certificados' }).click();
    await expect(tabs.getByRole('tab', { name: 'Certificados' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=certificates/);
    const item = page.getByRole('listitem', { name: certificate.training_title });
    await expect(item).toContainText(certificate.code);
    await site.settled();
    await site.expectAccessible('certificates');

    await test.step('"Baixar PDF" saves a PDF named after the training', async () => {
      const downloading = page.waitForEvent('download');
      await item.getByRole('button', { name: `Baixar PDF do certificado ${certificate.training_title}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(page.getByRole('status').filter({ hasText: 'baixado' })).toBeVisible();
    });

    const link = await test.step('"Copiar link de verificação" copies the site’s verification link', async () => {
      await item.getByRole('button', { name: /^Copiar link de verificação/ }).click();
      await expect(page.getByRole('status').filter({ hasText: 'copiado' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${SITE}/certificates/verify/${encodeURIComponent(certificate.code)}`);
      return copied;
    });

    await test.step('the link, opened by someone signed out, says the certificate is genuine', async () => {
      const stranger = await browser.newContext();
      await skipCookieBanner(stranger);
      const visitor = await stranger.newPage();
      const visit = new SitePage(visitor);
      await visitor.goto(link);
      await expect(visit.heading).toHaveText('Verificação de certificado');
      const outcome = visitor.getByRole('status').filter({ hasText: 'Certificado autêntico' });
      await expect(outcome).toContainText('Ana Souza');
      await expect(outcome).toContainText(certificate.training_title);
      await visit.expectAccessible('verification');
      visit.expectNoErrors('verification');
      await stranger.close();
    });

    await test.step('a malformed code is refused without asking the API', async () => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/certificates/verify/')) asked.push(request.url());
      });
      await site.goto('/certificates/verify/not-a-code');
      await expect(page.getByText('Código inválido')).toBeVisible();
      expect(asked).toEqual([]);
    });
    site.expectNoErrors('profile');
  });

  test('on a phone in English the badges show earned and not yet earned ones', async ({ page, context }) => {
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.mobile);
    const site = new SitePage(page);
    await site.signIn('learner');
    await site.goto('/profile?locale=en-US');
    await expect(site.heading).toHaveText('My profile');
    const badgesTab = page.getByRole('tab', { name: 'Badges' });
    // Keyboard: the tablist moves with the arrow keys.
    await page.getByRole('tab', { name: 'Certificates' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(badgesTab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=badges/);
    const list = page.getByRole('list', { name: 'My badges' });
    await expect(list.getByRole('listitem').first()).toContainText('Earned on');
    const locked = list.locator('[data-earned="false"]');
    await expect(locked.first()).toContainText('Not earned yet');
    await expect(locked.first().getByRole('progressbar')).toBeVisible();
    await site.settled();
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await site.expectAccessible('badges on a phone');
    site.expectNoErrors('badges');
  });
});
