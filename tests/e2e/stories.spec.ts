import { expect, test } from '@playwright/test';
import { storybookPort } from '../../playwright.config';
import { StoryPage } from '../support/story-page';

const baseUrl = `http://localhost:${storybookPort}`;

// Stories are split into shards so the two workers share them. The preview loads once per shard and each further
// story renders in place, checked by axe in the page: 0.2–1 s a story on a busy 2-core machine.
const SHARDS = 4;

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`stories render in Chromium without errors and pass axe (shard ${shard + 1} of ${SHARDS})`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Failed loads are reported with their address by the response listener below.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
        errors.push(`${response.status()} ${response.url()}`);
      }
    });
    const stories = new StoryPage(page, baseUrl);
    const entries = await stories.stories();
    expect(entries.length).toBeGreaterThan(0);

    const mine = entries.filter((_, index) => index % SHARDS === shard);
    for (const [index, entry] of mine.entries()) {
      await test.step(`${entry.title} / ${entry.name}`, async () => {
        // The first story loads the preview; the others render in place, as in Storybook itself.
        if (index === 0) await stories.open(entry.id);
        else await stories.show(entry.id);
        await expect(stories.root).not.toBeEmpty();
        const violations = await stories.axeViolations();
        expect(violations.map((v) => `${entry.id} ${v.id}: ${v.help}`)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('the button is themed by adopted stylesheets and works from the keyboard', async ({ page }) => {
  const stories = new StoryPage(page, baseUrl);
  await stories.open('primitives-button--primary');
  const button = page.getByRole('button', { name: 'Resgatar prêmio' });
  await expect(button).toBeVisible();
  // Styles arrive through adoptedStyleSheets, never a <style> element (strict-CSP hosts).
  await expect(button).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  expect(await page.locator('#storybook-root style').count()).toBe(0);
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS('outline-style', 'solid');

  await stories.open('primitives-button--loading');
  await expect(page.getByRole('button', { name: 'Enviando' })).toBeDisabled();
});
