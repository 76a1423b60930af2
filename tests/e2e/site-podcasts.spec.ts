import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// The podcasts in the reference site (issue 24): the demo podcasts of packages/server/src/seed/demo/demo-media.ts.
// On a desktop in Portuguese the learner plays an episode, moves to other pages by the menu while it keeps playing,
// and searches. On a phone in English an agent builds a playlist (create, add two episodes, reorder, rename, remove
// one) and plays it while browsing. Each test uses its own demo user.

/** Where the shell's audio element is: its position and whether it plays. */
async function audioState(page: Page): Promise<{ time: number; paused: boolean }> {
  return page
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => ({ time: audio.currentTime, paused: audio.paused }));
}

/** Waits until the audio plays past `after` seconds. */
async function expectPlayingPast(page: Page, after: number): Promise<number> {
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(after);
  const state = await audioState(page);
  expect(state.paused).toBe(false);
  return state.time;
}

test.describe('podcasts in the site', () => {
  test('the learner plays an episode, browses while it keeps playing, and searches (desktop, pt-BR)', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const site = new SitePage(page);
    await site.signIn('learner');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Podcasts' }).click();
    await expect(site.heading).toHaveText('Podcasts');
    await site.settled();
    // The demo learner's own playlist is there.
    await expect(page.getByRole('heading', { name: 'Para ouvir no caminho' })).toBeVisible();
    await site.expectAccessible('podcasts list');

    await page.getByRole('button', { name: 'Ouvir Vendas em Foco' }).click();
    await expect(page.getByRole('heading', { name: 'Vendas em Foco', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/\/podcasts\/\d+$/);
    await page.getByRole('button', { name: 'Ouvir Como abordar o cliente' }).click();
    const player = page.getByRole('region', { name: 'Player de podcast' });
    await expect(player).toContainText('Como abordar o cliente');
    const started = await expectPlayingPast(page, 0.3);
    await site.expectAccessible('podcast detail with the player');

    // Other pages, by the menu (no reload): the same audio element goes on playing.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Trilhas' }).click();
    await expect(site.heading).toHaveText('Trilhas de aprendizagem');
    const later = await expectPlayingPast(page, started + 0.3);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Podcasts' }).click();
    await expect(site.heading).toHaveText('Podcasts');
    await expectPlayingPast(page, later + 0.3);

    // Keyboard on the player: Space pauses.
    await player.focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);

    await page.getByLabel('Buscar podcasts').fill('Negociação');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/podcasts\/search\/Negocia/);
    await expect(page.getByText('Resultados para “Negociação”')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ouvir Vendas em Foco' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ouvir Papo de Loja' })).toHaveCount(0);
    site.expectNoErrors('podcasts on a desktop');
  });

  test('an agent builds a playlist and plays it while browsing (phone, en-US)', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: SITE_VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    await skipCookieBanner(context);
    const page = await context.newPage();
    const site = new SitePage(page);
    await site.signIn('agent');
    await site.goto('/podcasts?locale=en-US');
    await expect(site.heading).toHaveText('Podcasts');
    await site.settled();

    await page.getByLabel('New playlist name').fill('Commute');
    await page.getByRole('button', { name: 'Create playlist' }).click();
    await expect(page.getByText('Playlist Commute created.')).toBeVisible();

    await page.getByRole('button', { name: 'Listen to Sales in Focus' }).click();
    for (const title of ['How to approach the customer', 'Questions that sell']) {
      await page.getByRole('button', { name: `Add to playlist: ${title}` }).click();
      const form = page.getByRole('form', { name: `Add to playlist: ${title}` });
      await expect(form.getByRole('combobox', { name: 'Playlist' })).toHaveValue(/\d+/);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(form.getByText('Added to Commute.')).toBeVisible();
    }
    await page.getByRole('button', { name: /Back to podcasts/ }).click();

    const playlist = page.getByRole('article', { name: 'Commute' });
    const titles = playlist.locator('.campus-podcasts__episode-title');
    await expect(titles).toHaveText(['How to approach the customer', 'Questions that sell']);
    await playlist.getByRole('button', { name: 'Move Questions that sell up' }).click();
    await expect(titles).toHaveText(['Questions that sell', 'How to approach the customer']);
    await expect(playlist.getByRole('status')).toHaveText('Questions that sell is now number 1.');

    await playlist.getByRole('button', { name: 'Rename' }).click();
    await playlist.getByLabel('New name for Commute').fill('Road trip');
    await playlist.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('article', { name: 'Road trip' });
    await expect(renamed.getByRole('heading', { name: 'Road trip' })).toBeVisible();
    await renamed.getByRole('button', { name: 'Remove How to approach the customer from the playlist' }).click();
    await expect(renamed.locator('.campus-podcasts__episode-title')).toHaveText(['Questions that sell']);
    await site.expectAccessible('playlist on a phone');

    await renamed.getByRole('button', { name: 'Play all: Road trip' }).click();
    await expect(page.getByRole('region', { name: 'Podcast player' })).toContainText('Questions that sell');
    const started = await expectPlayingPast(page, 0.3);
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home/);
    await expectPlayingPast(page, started + 0.3);
    await site.expectAccessible('player on the home, phone');
    site.expectNoErrors('podcasts on a phone');
    await context.close();
  });
});
