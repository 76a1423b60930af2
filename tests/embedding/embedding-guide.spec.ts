import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiPort, examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';

/**
 * docs/embedding.md followed literally: the page, theme and events snippets marked `<!-- guide-test: … -->` are
 * taken from the guide as they are written and served as a partner's page on the examples server's origin, under
 * the strict CSP the guide promises. The snippets name the reference API of `npm start` (:8000); this run's API
 * listens on another port, so calls to :8000 are answered by it — the page and its scripts are untouched.
 */
const GUIDE = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
const origin = `http://localhost:${examplesPort}`;
const guidePage = `${origin}/guide-test/index.html`;
const POLICY = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

/** The fenced block right after `<!-- guide-test: name -->` in the guide. */
function snippet(name: string): string {
  const match = new RegExp(`<!-- guide-test: ${name} -->\\s*\`\`\`\\w+\\n([\\s\\S]*?)\\n\`\`\``).exec(GUIDE);
  if (!match?.[1]) throw new Error(`docs/embedding.md has no snippet marked guide-test: ${name}`);
  return match[1];
}

/** Serves the guide's snippets as a partner page (its own files beside it) and the API of `npm start` from this run's. */
async function serveGuidePage(page: Page): Promise<void> {
  const files: Record<string, [string, string]> = {
    '/guide-test/index.html': [
      'text/html',
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Guia</title>` +
        `<link rel="stylesheet" href="/guide-test/theme.css"></head><body><main>\n${snippet('page')}\n` +
        `<script type="module" src="/guide-test/events.js"></script></main></body></html>`,
    ],
    '/guide-test/theme.css': ['text/css', snippet('theme')],
    '/guide-test/events.js': ['text/javascript', snippet('events')],
  };
  await page.route(`${origin}/guide-test/**`, (route) => {
    const file = files[new URL(route.request().url()).pathname];
    if (!file) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: file[0], body: file[1], headers: { 'content-security-policy': POLICY } });
  });
  await page.route('http://localhost:8000/**', async (route) => {
    const url = route.request().url().replace('http://localhost:8000', `http://localhost:${apiPort}`);
    // The realtime stream never ends, so it cannot be fetched whole (nor continued to another port: Chromium's
    // local network access refuses that); it gets an empty stream, which the guide's widgets do not need.
    if (new URL(url).pathname === '/api/realtime/') {
      return route.fulfill({
        contentType: 'text/event-stream',
        headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' },
        body: 'retry: 600000\n\n',
      });
    }
    return route.fulfill({ response: await route.fetch({ url }) });
  });
}

test.describe('the embedding guide, copied as written', () => {
  test('its page signs in, lists the courses in the theme it sets, and its event listeners run', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await serveGuidePage(page);
    const host = new HostPage(page);
    await host.open(guidePage);

    const login = page.locator('campus-login');
    const enter = login.getByRole('button', { name: 'Entrar', exact: true });
    await expect(enter).toBeVisible({ timeout: 20_000 });
    // The theme snippet's colour, set on the element, reaches the button inside the shadow root.
    await expect(enter).toHaveCSS('background-color', 'rgb(122, 31, 31)');
    await host.expectAccessible('guide page, signed out');

    await host.signIn();
    // The events snippet's first listener.
    await expect.poll(() => logged.some((text) => text.startsWith('signed in as'))).toBe(true);
    const catalogue = page.locator('campus-course-catalogue');
    const firstCourse = catalogue.getByRole('article').first();
    await expect(firstCourse).toBeVisible({ timeout: 20_000 });
    await host.expectAccessible('guide page, signed in');

    // One module script: the loader and its chunks, no standalone bundle.
    expect(fetched).toContain('/cdn/campus-elements.min.js');
    expect(fetched.filter((path) => path.includes('.standalone.'))).toEqual([]);
    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
    expect(host.record.tokenCalls).toBe(1);

    // The events snippet's second listener sends the person to the host's player route.
    const open = catalogue.getByRole('button', { name: /^(Iniciar|Continuar|Recomeçar|Acessar)$/ }).first();
    await open.click();
    await page.waitForURL(/\/learning\/online-courses\/\d+$/);
  });
});
