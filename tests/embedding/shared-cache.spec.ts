import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';
import { chooseActiveCampaign, fillSale, freshInvoice } from '../support/sales-form';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

/*
 * docs/embedding.md promises one session, one refresh and one cache for every widget on a page, even when each
 * comes in its own standalone bundle: the cache lives on the page's Campus instance (`campus.query`), not in a
 * bundle. The partner portal (examples/embed-html/loyalty.html) loads five standalone bundles.
 */

const pageUrl = `http://localhost:${examplesPort}/embed-html/loyalty.html`;
const AGENT = demoUser('agent');

/** The digits of a number as the widgets write it in pt-BR (`1.234 pontos`). */
const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** Counts the page's `GET` requests to one API path. */
function countRequests(page: Page, pathname: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === pathname) counter.count += 1;
  });
  return counter;
}

test.describe('the loyalty widgets of several standalone bundles share one cache', () => {
  // Sign-in and a sale with its upload on a 2-core machine shared with the other suites.
  test.setTimeout(120_000);

  test('five widgets showing the member’s level make one /api/levels/ request', async ({ page }) => {
    const levels = countRequests(page, '/api/levels/');
    // Other tests on the same API credit the agent meanwhile, and their live events rightly reload the levels: this
    // page hears no live event (its stream answers and ends; the client reconnects later), so only mounting counts.
    await page.route('**/api/realtime/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 60000\n: quiet\n\n' }),
    );
    const host = new HostPage(page);
    await host.open(pageUrl);
    await host.signIn(AGENT);

    // Every widget that names the member's level shows it: the reward store's header, the points table's levels,
    // the statement's summary, the ranking's level column and the sales form (whose points preview uses it).
    const level = /Básico|Creator|Influencer/;
    await expect(page.locator('campus-reward-store [part~="level"] dd')).toHaveText(level, { timeout: 30_000 });
    const levelsTable = page.locator('campus-points-table').getByRole('region', { name: 'Níveis', exact: true });
    await expect(levelsTable.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('campus-points-statement [part~="summary"]')).toContainText(level, { timeout: 30_000 });
    await expect(page.locator('campus-ranking').getByRole('table')).toBeVisible({ timeout: 30_000 });
    await chooseActiveCampaign(page.locator('campus-sales-form'));

    expect(levels.count).toBe(1);
    expect(host.record.errors).toEqual([]);
  });

  test('a sale sent in <campus-sales-form> updates the reward store’s balance and the statement without a reload', async ({
    page,
  }) => {
    const host = new HostPage(page);
    await host.open(pageUrl);
    await host.signIn(AGENT);
    const balance = page.locator('campus-reward-store [part~="balance"] dd');
    await expect(balance).toHaveText(/\d/, { timeout: 30_000 });
    const entries = page.locator('campus-points-statement').getByRole('region', { name: 'Tabela de lançamentos' });
    await expect(entries.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

    const sales = page.locator('campus-sales-form');
    await chooseActiveCampaign(sales);
    await fillSale(sales, freshInvoice('E2E-CACHE'));
    const sent = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/sales/',
    );
    // The refetch of the balance that the sale causes: the first `GET /api/points/` after the sale's answer.
    const refetched = sent.then(() =>
      page.waitForResponse(
        (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/points/',
      ),
    );
    await sales.getByRole('button', { name: 'Enviar venda' }).click();
    const sale = (await (await sent).json()) as { id: number };
    await expect(sales.getByRole('heading', { name: 'Venda enviada!' })).toBeFocused({ timeout: 20_000 });

    // Another widget, from another bundle, shows what the server now says, and the statement lists the sale.
    const { balance: now } = (await (await refetched).json()) as { balance: number };
    await expect.poll(async () => numberIn(await balance.textContent())).toBe(now);
    await expect(entries.getByRole('row', { name: new RegExp(`Venda nº ${sale.id}\\b`) })).toBeVisible({
      timeout: 20_000,
    });
    expect(host.record.errors).toEqual([]);
  });
});
