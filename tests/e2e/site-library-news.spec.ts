import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// The library and the news in the reference site (issue 24), against the demo (packages/server/src/seed/demo/
// demo-media.ts and demo-news-bodies.ts). On a desktop in Portuguese the learner finds a PDF by category and type,
// previews it in the player's PDF viewer and downloads it, meets 'library file not found', and reads an article
// whose rich text renders while nothing a body carries runs. On a phone in English an agent finds an audio file,
// previews it in the player's media viewer and downloads it, then reads the news.

/** Chooses a category and a type in the library's filters and opens the first file found; answers its title. */
async function findAndOpen(
  page: Page,
  labels: { category: string; type: string; open: RegExp },
  category: string,
  type: string,
) {
  await page.getByRole('combobox', { name: labels.category }).selectOption({ label: category });
  await expect(page).toHaveURL(/\/library\/\d+$/);
  await page.getByRole('combobox', { name: labels.type }).selectOption({ label: type });
  const open = page.getByRole('button', { name: labels.open }).first();
  await expect(open).toBeVisible();
  const title = (await open.getAttribute('aria-label'))?.replace(labels.open, '').trim() ?? '';
  await open.click();
  await expect(page).toHaveURL(/\/libraries\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  return title;
}

test.describe('library and news in the site', () => {
  test('finds, previews and downloads a PDF; a missing file; reads an article safely (desktop, pt-BR)', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const site = new SitePage(page);
    await site.signIn('learner');
    await site.goto('/library');
    await expect(site.heading).toHaveText('Biblioteca');
    await expect(page.getByRole('status').filter({ hasText: /\d+ arquivos/ })).toBeVisible();
    await site.settled();
    await site.expectAccessible('library list');
    const title = await findAndOpen(
      page,
      { category: 'Categoria', type: 'Tipo de arquivo', open: /^Ver arquivo: / },
      'Manuais',
      'PDF',
    );
    const facts = page.getByLabel('Sobre o arquivo');
    await expect(facts).toContainText('Manuais');
    await expect(facts).toContainText('PDF');
    await expect(facts).toContainText(/Tamanho\s*[\d.,]+ (bytes|kB|MB)/);
    await expect(facts).toContainText('Publicado em');

    // The preview is the player's PDF viewer, loaded on demand: a page painted on its canvas.
    await page.getByRole('button', { name: 'Visualizar' }).click();
    const preview = page.getByRole('region', { name: 'Visualização' });
    await expect(preview.locator('canvas')).toBeVisible({ timeout: 20_000 });
    await expect(preview).toContainText(/1\s*\/\s*\d+|1 de \d+/);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Baixar ${title}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('status').filter({ hasText: 'baixado' })).toBeVisible();
    await site.settled();
    await site.expectAccessible('library file with its preview');

    // Back to the category's list, then a file that does not exist.
    await page.getByRole('button', { name: 'Voltar para a biblioteca' }).click();
    await expect(page).toHaveURL(/\/library\/\d+$/);
    site.expectFailures(/^404 GET \/api\/library\/999999\/$/);
    await site.goto('/libraries/999999');
    await expect(page.getByText('Arquivo da biblioteca não encontrado.')).toBeVisible();

    // The news, newest first; the newest article has sub-headings, a list, links and a figure.
    await site.goto('/news');
    await expect(site.heading).toHaveText('Notícias');
    const list = page.getByRole('list', { name: 'Notícias, das mais recentes às mais antigas' });
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName('Nova campanha começa com pontos em dobro');
    await site.settled();
    await site.expectAccessible('news list');

    // What the server sends is sanitized again: a hostile body (as if stored unsanitized) renders without running.
    await page.route(/\/api\/news\/\d+\/$/, async (route) => {
      const response = await route.fetch();
      const article = (await response.json()) as { body: string };
      article.body +=
        '<p id="hostile" onclick="window.__hacked = 1" style="color:red">Fim.</p>' +
        '<img src="x" onerror="window.__hacked = 1"><script>window.__hacked = 1</script>' +
        '<a href="javascript:window.__hacked = 1">clique</a>';
      await route.fulfill({ response, json: article });
    });
    await list.getByRole('button', { name: 'Ler notícia: Nova campanha começa com pontos em dobro' }).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    const article = page.getByRole('article', { name: 'Nova campanha começa com pontos em dobro' });
    await expect(article.getByRole('heading', { level: 2, name: 'O que vale em dobro' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'biblioteca' })).toHaveAttribute('href', '/library');
    await expect(article.getByRole('img', { name: /Gráfico de barras/ })).toBeVisible();
    await expect(article.getByText('Fim.')).toBeVisible();
    await article.getByText('Fim.').click();
    await article.getByText('clique').click();
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(await article.locator('script, [onclick], [onerror], [style], img[src="x"]').count()).toBe(0);
    await site.settled();
    await site.expectAccessible('news article');
    site.expectNoErrors('library and news');
  });

  test('finds, previews and downloads an audio file, and reads the news (phone, en-US)', async ({ page, context }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.mobile);
    const site = new SitePage(page);
    await site.signIn('agent');
    await site.goto('/library?locale=en-US');
    await expect(site.heading).toHaveText('Library');
    const title = await findAndOpen(
      page,
      { category: 'Category', type: 'File type', open: /^View file: / },
      'Audio',
      'WAV',
    );
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('audio')).toBeAttached({ timeout: 20_000 });
    await expect(preview.getByRole('button', { name: /play/i }).first()).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${title}` }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.wav$/);
    await site.settled();
    await site.expectAccessible('library audio file on a phone');

    await site.goto('/news?locale=en-US');
    await expect(site.heading).toHaveText('News');
    await page.getByRole('button', { name: 'Read article: Live classes open for enrolment' }).click();
    const article = page.getByRole('article', { name: 'Live classes open for enrolment' });
    await expect(article.getByRole('heading', { level: 2, name: 'Limited seats' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'live classes' })).toHaveAttribute('href', '/live-classes');
    await site.settled();
    await site.expectAccessible('news article on a phone');
    await article.getByRole('button', { name: 'Back to the news' }).click();
    await expect(page).toHaveURL(/\/news$/);
    site.expectNoErrors('library and news on a phone');
  });
});
