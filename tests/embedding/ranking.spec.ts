import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { apiPort, examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';
import { expectElementAccessible, ownerReportsSale } from '../support/ranking-api';

const pageUrl = `http://localhost:${examplesPort}/embed-html/loyalty.html`;
const api = `http://localhost:${apiPort}`;
const AGENT = { username: 'agent', password: 'Campus#2026' } as const;

/** The points shown in a ranking row (its last cell), as a number. */
const pointsOf = async (row: Locator): Promise<number> =>
  Number(((await row.getByRole('cell').last().textContent()) ?? '').replace(/\D/g, ''));

test.describe('<campus-ranking> and <campus-points-statement> on the partner portal under a strict CSP', () => {
  // Axe runs and full-page screenshots at two sizes of a page with seven widgets, on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the agent sees the ranking and it updates live, without navigation, when the owner’s sale lands', async ({
    page,
    request,
  }, testInfo) => {
    const host = new HostPage(page);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await host.open(pageUrl);
    const ranking = page.locator('campus-ranking');
    await expect(ranking.getByText('Entre para ver sua pontuação')).toBeVisible();

    // The realtime stream opens with the session; the sale must come after it is listening.
    const realtime = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/realtime/');
    await host.signIn(AGENT);
    await expect(host.eventLog).toContainText('campus-signed-in', { timeout: 20_000 });
    expect((await realtime).status()).toBe(200);

    const table = ranking.getByRole('table', { name: /^Ranking de .+ — Todo o programa$/ });
    const mine = table.getByRole('row', { name: /Bruno Lima \(você\)/ });
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(mine.getByRole('cell', { name: 'Creator' })).toBeVisible();
    await expect(ranking.getByText(/^Você está na posição \d+, com [\d.]+ pontos\.$/)).toBeVisible();
    const owner = table.getByRole('row', { name: /Carla Mendes/ });
    await expect(owner).toBeVisible();
    await expectElementAccessible(page, 'campus-ranking', 'ranking');
    await host.screenshots(testInfo, 'ranking');

    const before = await pointsOf(owner);
    await page.evaluate(() => ((window as unknown as { __stillHere?: boolean }).__stillHere = true));
    const sale = await ownerReportsSale(request, api);
    expect(sale.points).toBeGreaterThan(0);
    await expect.poll(() => pointsOf(owner), { timeout: 20_000 }).toBe(before + sale.points);
    // Same document, no navigation: the update came over the realtime channel.
    expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
    expect(navigations).toBe(1);
    await host.screenshots(testInfo, 'ranking-updated');

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });

  test('the agent narrows the ranking to a store and reads the statement with its chart', async ({
    page,
  }, testInfo) => {
    const host = new HostPage(page);
    await host.open(pageUrl);
    await host.signIn(AGENT);
    const ranking = page.locator('campus-ranking');
    await expect(ranking.getByRole('option', { name: 'Loja: Horizonte Paulista' })).toBeAttached({ timeout: 20_000 });
    await ranking.getByLabel('Área').selectOption({ label: 'Loja: Horizonte Paulista' });
    const table = ranking.getByRole('table', { name: /— Loja: Horizonte Paulista$/ });
    await expect(table.getByRole('row', { name: /Bruno Lima \(você\)/ })).toBeVisible();
    // The owner works elsewhere: not in this store's ranking.
    await expect(table.getByRole('row', { name: /Carla Mendes/ })).toHaveCount(0);

    const statement = page.locator('campus-points-statement');
    const summary = statement.getByRole('region', { name: 'Resumo dos pontos' });
    await expect(summary.getByText('Saldo', { exact: true })).toBeVisible();
    const chart = statement.getByRole('figure', { name: /^Saldo ao longo de .+/ });
    await expect(chart.getByRole('img', { name: /^Gráfico do saldo: / })).toBeVisible();
    await chart.getByText('Ver os dados do gráfico').click();
    const data = chart.getByRole('table');
    await expect(data.getByRole('row').nth(1)).toBeVisible();
    const ledger = statement.getByRole('region', { name: 'Lançamentos', exact: true });
    // Each entry names its kind and its source (the shared demo database holds whatever other tests added).
    await expect(ledger.getByRole('rowheader').first()).toHaveText(
      /^(Crédito|Resgate|Estorno|Expiração|Transferência|Ajuste) (Venda nº|Foto da loja nº|Presença|Pedido|Transferência nº|Ajuste|Encerramento)/,
    );
    // Filtered by kind, only that kind is listed (the demo agent has expired points of the previous campaign).
    await ledger.getByLabel('Tipo de lançamento').selectOption({ label: 'Expiração' });
    await expect(ledger.getByRole('rowheader').first()).toHaveText(/^Expiração Encerramento da campanha/);
    for (const header of await ledger.getByRole('rowheader').all()) await expect(header).toHaveText(/^Expiração /);
    await statement.scrollIntoViewIfNeeded();
    await expectElementAccessible(page, 'campus-points-statement', 'statement');
    await host.screenshots(testInfo, 'points-statement');

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });
});
