import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

const pageUrl = `http://localhost:${examplesPort}/embed-html/loader.html`;
/** The demo sales agent: courses of the catalogue, a points statement and the reward store (demo seed). */
const AGENT = demoUser('agent');
/** The first demo online course, which the agent finished (packages/server/src/seed/demo/demo-courses.ts). */
const FIRST_COURSE = 'Técnicas de Vendas no Varejo';
const LOADER = '/cdn/campus-elements.min.js';
const API_WAIT = { timeout: 20_000 };
/**
 * The element chunk of a feature package, as the loader names it (rollup.config.mjs): its name and Rollup's
 * 8-character hash (`auth-Bqd0LPyt`) — not a chunk of code it shares with another package, which Rollup names after
 * a module (`auth-submit-button-v3NPc6gT`).
 */
const elementChunk = (name: string) => new RegExp(`^/cdn/chunks/campus-elements\\.${name}-[\\w-]{8}\\.min\\.js$`);

/** Every script the page fetched from /cdn/, in order, with its query (a retry's cache-busting one included). */
function recordCdnScripts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/cdn/')) fetched.push(url.pathname + url.search);
  });
  return fetched;
}

/** Tabs through the page until the focused element (inside shadow roots too) is `target`; fails after 60 tabs. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element.matches(':focus'))) return;
  }
  throw new Error('the element is not reachable with Tab');
}

test.describe('one script tag for every widget: the loader (@campus/elements) on a plain page with the strict CSP', () => {
  test('loads each widget when its tag appears, shares one session and each shared chunk, with no CSP or axe violation', async ({
    page,
  }, testInfo) => {
    const fetched = recordCdnScripts(page);
    const host = new HostPage(page);
    await host.open(pageUrl);

    const login = page.locator('campus-login');
    await expect(login.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    const catalogue = page.locator('campus-course-catalogue');
    const statement = page.locator('campus-points-statement');
    await host.expectAccessible('signed out');

    // <campus-config> came with the first chunk and configured every widget: one sign-in serves all three.
    await host.signIn(AGENT);
    await expect(host.eventLog).toContainText('campus-signed-in');
    await expect(catalogue.getByText(FIRST_COURSE).first()).toBeVisible(API_WAIT);
    await expect(statement.getByRole('heading', { name: 'Extrato de pontos' })).toBeVisible(API_WAIT);
    await expect(
      statement.getByRole('region', { name: 'Resumo dos pontos' }).getByText('Saldo', { exact: true }),
    ).toBeVisible(API_WAIT);
    await host.expectAccessible('signed in');
    await host.screenshots(testInfo, 'loader-signed-in');
    expect(host.record.tokenCalls).toBe(1);

    // One script tag: the loader, then the three packages' element chunks and the chunks they share, each once.
    expect(fetched[0]).toBe(LOADER);
    for (const name of ['auth', 'catalogue', 'ranking']) {
      expect(fetched.filter((path) => elementChunk(name).test(path))).toHaveLength(1);
    }
    // The shared chunk (its name and hash only), and the loyalty programme's (shared-1) that the points statement
    // brings; code only a few packages share has chunks of its own (shared-2: auth's pieces the profile uses too).
    expect(fetched.filter((path) => /campus-elements\.shared-[\w-]{8}\.min\.js$/.test(path))).toHaveLength(1);
    expect(fetched.filter((path) => /campus-elements\.shared-1-/.test(path))).toHaveLength(1);
    expect(new Set(fetched).size).toBe(fetched.length);
    // No other package's code, and no standalone or `.shared` bundle (each would bring its own renderer).
    for (const name of ['checkin', 'rewards', 'sales']) {
      expect(fetched.filter((path) => elementChunk(name).test(path))).toEqual([]);
    }
    expect(fetched.filter((path) => /\.(standalone|shared)\.min\.js$/.test(path))).toEqual([]);

    // A widget the host adds later, by script: the loader sees it and fetches that package's chunk, nothing else
    // (the renderer, the core, the toolkit and the programme's shared chunk are there already), and it joins the
    // signed-in session. (The sales chunk imports only the shared chunks; rewards, say, would also bring a 0.3 KB chunk it shares with the
    // login's on-demand screens: see packages/elements/README.md.)
    const before = fetched.length;
    await page.evaluate(() => {
      const section = document.createElement('section');
      section.className = 'intranet-card';
      section.append(document.createElement('campus-sales-form'));
      document.querySelector('main')?.append(section);
    });
    const sales = page.locator('campus-sales-form');
    await expect(sales.getByRole('button', { name: 'Enviar venda' })).toBeVisible(API_WAIT);
    const later = fetched.slice(before);
    expect(later).toHaveLength(1);
    expect(later[0]).toMatch(elementChunk('sales'));
    expect(host.record.tokenCalls).toBe(1);
    await host.expectAccessible('sales form added later');

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });

  test('a widget whose chunk fails to load shows its error state, and Retry (by keyboard) loads it', async ({
    page,
  }) => {
    const fetched = recordCdnScripts(page);
    let aborted = 0;
    // The first request for the catalogue's chunk fails, as on a flaky connection; the retry goes through.
    await page.route(
      (url) => elementChunk('catalogue').test(url.pathname),
      async (route) => {
        if (aborted === 0) {
          aborted += 1;
          await route.abort('connectionfailed');
        } else await route.continue();
      },
    );
    const host = new HostPage(page);
    await host.open(pageUrl);

    // The other widgets render; the catalogue shows an alert with a real button, never a blank box.
    await expect(page.locator('campus-login').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    const catalogue = page.locator('campus-course-catalogue');
    const alert = catalogue.getByRole('alert');
    await expect(alert).toContainText('Algo deu errado');
    await expect(alert).toContainText('Não foi possível carregar este conteúdo');
    const retry = catalogue.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    await host.expectAccessible('catalogue failed to load');

    await tabTo(page, retry);
    await page.keyboard.press('Enter');
    await expect(catalogue.getByRole('alert')).toHaveCount(0, API_WAIT);
    await host.signIn(AGENT);
    await expect(catalogue.getByText(FIRST_COURSE).first()).toBeVisible(API_WAIT);
    expect(aborted).toBe(1);
    // The retry asked for the same chunk with a cache-busting query: a browser remembers a failed module fetch.
    const catalogueFetches = fetched.filter((path) => elementChunk('catalogue').test(path.split('?')[0] ?? ''));
    expect(catalogueFetches).toHaveLength(2);
    expect(catalogueFetches[1]).toMatch(/\?retry=1$/);
    expect(host.record.tokenCalls).toBe(1);
    expect(await host.cspViolations()).toEqual([]);
  });

  test('the error state speaks the language of the page (`?locale=`)', async ({ page }) => {
    await page.route(
      (url) => elementChunk('ranking').test(url.pathname),
      (route) => route.abort('connectionfailed'),
    );
    await page.goto(`${pageUrl}?locale=es-ES`);
    const statement = page.locator('campus-points-statement');
    await expect(statement.getByRole('alert')).toContainText('Algo salió mal');
    await expect(statement.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });
});
