import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiPort, examplesPort } from '../../playwright.config';
import { HostPage, VIEWPORTS } from '../support/host-page';
import { expectElementAccessible, ownerReportsSale } from '../support/ranking-api';
import { CROWD_STORE, rankingCrowd } from '../support/ranking-crowd';
import { tokenFor } from '../support/sales-api';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

const pageUrl = `http://localhost:${examplesPort}/embed-html/loyalty.html`;
const api = `http://localhost:${apiPort}`;
const AGENT = demoUser('agent');

/** The points shown in a ranking row (its last cell), as a number. */
const pointsOf = async (row: Locator): Promise<number> =>
  Number(((await row.getByRole('cell').last().textContent()) ?? '').replace(/\D/g, ''));

/** A number as the widgets write it in pt-BR (`4.960`). */
const ptBR = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

interface LevelsAnswer {
  levels: {
    level: string;
    name: string;
    minimum_points: number;
    benefits: { points_multiplier: number; events: boolean };
  }[];
  current_level: string;
  level_points: number;
}
interface ProductWire {
  name: string;
  brand: string;
  product_type: string;
  sku: string;
  points: number;
}
interface PhotoTypeWire {
  name: string;
  description: string;
  points: number;
}
interface CampaignWire {
  id: number;
  name: string;
  begin_date: string;
  end_date: string;
  status: string;
}
interface CampaignsAnswer {
  active: CampaignWire[];
  previous: CampaignWire[];
  selected_campaign_id: number | null;
}

/** The text of each body cell of a part's table, row by row (spaces collapsed). */
const bodyCells = (part: Locator): Promise<string[][]> =>
  part
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())),
    );

/** One campaign of a group of `<campus-campaigns>`, found by its heading. */
const campaignOf = (group: Locator, name: string): Locator =>
  group.getByRole('listitem').filter({ has: group.page().getByRole('heading', { name, exact: true }) });

/** A campaign's period as the widget writes it in pt-BR, formatted by the page's own Intl (calendar days, UTC). */
const periodOf = (page: Page, campaign: CampaignWire): Promise<string> =>
  page.evaluate(
    ([begin, end]) => {
      const day = (value: string) =>
        new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          Date.parse(`${value}T00:00:00Z`),
        );
      return `${day(begin)} a ${day(end)}`;
    },
    [campaign.begin_date, campaign.end_date] as const,
  );

/** What a person sees of the ranking's scrolling box: which rows show, and whether the member's row is on top. */
interface RankingBoxView {
  /** How far the box scrolls (0 when everything fits). */
  scrollRange: number;
  atStart: boolean;
  atEnd: boolean;
  /** Each body row's member name, in ranking order. */
  names: string[];
  /** The index of the member's own row in {@link names}. */
  mine: number;
  /** The share (0–1) of each body row's height shown between the sticky column headers and the box's bottom. */
  shown: number[];
  /** The point at the centre of each of the member's cells hits that row: nothing covers it. */
  mineUncovered: boolean;
}

/**
 * Measures the ranking's scrolling box in the page (layout as the browser drew it): the rows' cells, not the rows,
 * because the member's cells are the ones that stick to the box's edges.
 */
async function rankingBoxView(box: Locator): Promise<RankingBoxView> {
  await box.scrollIntoViewIfNeeded();
  return box.evaluate((element) => {
    const root = element.getRootNode() as ShadowRoot;
    const frame = element.getBoundingClientRect();
    const header = element.querySelector('thead th')?.getBoundingClientRect();
    const top = header?.bottom ?? frame.top;
    const bottom = frame.top + element.clientTop + element.clientHeight;
    const rows = [...element.querySelectorAll<HTMLTableRowElement>('tbody tr')].filter((row) => row.cells.length > 1);
    const cellsOf = (row: HTMLTableRowElement) => [...row.cells].filter((cell) => cell.getClientRects().length > 0);
    const shownOf = (row: HTMLTableRowElement) => {
      const rect = cellsOf(row)[0]?.getBoundingClientRect();
      if (!rect || rect.height === 0) return 0;
      return Math.max(0, Math.min(rect.bottom, bottom) - Math.max(rect.top, top)) / rect.height;
    };
    const mine = rows.findIndex((row) => row.getAttribute('aria-current') === 'true');
    const mineRow = rows[mine];
    return {
      scrollRange: element.scrollHeight - element.clientHeight,
      atStart: element.scrollTop <= 0,
      atEnd: element.scrollTop >= element.scrollHeight - element.clientHeight - 1,
      names: rows.map((row) => (row.querySelector('th')?.firstChild?.textContent ?? '').trim()),
      mine,
      shown: rows.map(shownOf),
      mineUncovered:
        mineRow !== undefined &&
        cellsOf(mineRow).every((cell) => {
          const rect = cell.getBoundingClientRect();
          const hit = root.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return hit !== null && mineRow.contains(hit);
        }),
    };
  });
}

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

  // Both tests below use the crowd of members at the agent's store (tests/support/ranking-crowd.ts), made once per
  // database: one after the other in one worker, so a fresh database never has two runs registering it at once.
  test.describe('with more members than the ranking’s box shows', () => {
    test.describe.configure({ mode: 'default' });

    test('the agent’s own row is highlighted and kept in view while the ranking scrolls', async ({
      page,
      request,
    }, testInfo) => {
      const crowd = await rankingCrowd(request, api);
      // A phone held sideways: the box is 60 % of a 390 px high screen, a few rows; the store ranks twelve.
      await page.setViewportSize({ width: 844, height: 390 });
      const host = new HostPage(page);
      await host.open(pageUrl);
      await host.signIn(AGENT);
      const ranking = page.locator('campus-ranking');
      await expect(ranking.getByRole('option', { name: `Loja: ${CROWD_STORE}` })).toBeAttached({ timeout: 20_000 });
      await ranking.getByLabel('Área').selectOption({ label: `Loja: ${CROWD_STORE}` });
      const table = ranking.getByRole('table', { name: new RegExp(`^Ranking de .+ — Loja: ${CROWD_STORE}$`) });
      const mine = table.getByRole('row', { name: /Bruno Lima \(você\)/ });
      await expect(table.getByRole('row')).toHaveCount(1 + crowd.above.length + 1 + crowd.below.length);

      // Highlighted: marked as the current row, with the documented part, and drawn apart from the others.
      await expect(mine).toHaveAttribute('aria-current', 'true');
      await expect(mine).toHaveAttribute('part', /\brow-me\b/);
      const backgrounds = await table.evaluate((element) => {
        const background = (selector: string) => {
          const cell = element.querySelector(selector);
          return cell ? getComputedStyle(cell).backgroundColor : '';
        };
        return {
          mine: background('tbody tr[aria-current="true"] > td'),
          other: background('tbody tr:not([aria-current]) > td'),
        };
      });
      expect(backgrounds.mine).not.toBe(backgrounds.other);
      expect(backgrounds.mine).not.toMatch(/^(rgba\(0, 0, 0, 0\)|transparent|)$/);

      const box = ranking.getByRole('region', { name: new RegExp(`^Ranking de .+ — Loja: ${CROWD_STORE}$`) });
      const loaded = await rankingBoxView(box);
      // Real data in ranking order: the members with more points, the agent, the members with fewer.
      const names = [...crowd.above, ...crowd.below].map((member) => member.fullName);
      expect([...loaded.names].sort()).toEqual([...names, 'Bruno Lima'].sort());
      expect(loaded.names.slice(0, loaded.mine).sort()).toEqual(crowd.above.map((member) => member.fullName).sort());
      expect(loaded.names.slice(loaded.mine + 1).sort()).toEqual(crowd.below.map((member) => member.fullName).sort());
      expect(loaded.scrollRange, 'the ranking is longer than its box').toBeGreaterThan(0);

      // As loaded (scrolled to the top), the agent's place is below the box's edge — the row ranked just above is
      // not in view — yet the agent's row is there, whole and uncovered.
      expect(loaded.atStart).toBe(true);
      expect(loaded.shown[loaded.mine - 1], 'the row just above the agent’s is below the fold').toBe(0);
      expect(loaded.shown[loaded.mine], 'the agent’s row is in the box, whole').toBeGreaterThan(0.99);
      expect(loaded.mineUncovered, 'nothing covers the agent’s row').toBe(true);

      // Scrolled to the end with the keyboard (the box takes focus): the agent's place has gone above the box's top,
      // with the row ranked just above it, and the agent's row is still in view, below the column headers.
      await box.focus();
      await page.keyboard.press('End');
      await expect.poll(async () => (await rankingBoxView(box)).atEnd).toBe(true);
      const scrolled = await rankingBoxView(box);
      expect(scrolled.shown[scrolled.mine - 1], 'the row just above the agent’s has scrolled out').toBe(0);
      expect(scrolled.shown[scrolled.mine], 'the agent’s row is still in the box, whole').toBeGreaterThan(0.99);
      expect(scrolled.mineUncovered, 'the column headers do not cover the agent’s row').toBe(true);
      await expectElementAccessible(page, 'campus-ranking', 'ranking scrolled');
      await host.screenshots(testInfo, 'ranking-own-row-kept-in-view');

      expect(await host.cspViolations()).toEqual([]);
      expect(host.record.errors).toEqual([]);
    });

    test('the points table and the campaigns show the programme’s data; a campaign chosen there is the ranking’s', async ({
      page,
      request,
    }, testInfo) => {
      // A member of the crowd: choosing a campaign is kept by the server, and no other test signs them in.
      const crowd = await rankingCrowd(request, api);
      const member = crowd.below[0];
      if (member === undefined) throw new Error('the crowd has members below the agent');
      const headers = { authorization: `Bearer ${await tokenFor(request, api, member.username)}` };
      const read = async <T>(path: string): Promise<T> => {
        const answer = await request.get(`${api}${path}`, { headers });
        expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
        return (await answer.json()) as T;
      };
      const select = async (id: number) => {
        const answer = await request.post(`${api}/api/campaigns/${id}/select/`, { headers });
        expect(answer.status(), await answer.text()).toBe(200);
      };
      // What the API answers this member is what the page must show.
      const [levels, { products }, { photo_types: photoTypes }, campaigns] = await Promise.all([
        read<LevelsAnswer>('/api/levels/'),
        read<{ products: ProductWire[] }>('/api/products/'),
        read<{ photo_types: PhotoTypeWire[] }>('/api/photo-types/'),
        read<CampaignsAnswer>('/api/campaigns/'),
      ]);
      const active = campaigns.active[0];
      const previous = campaigns.previous[0];
      if (active === undefined || previous === undefined) throw new Error('the demo has active and previous campaigns');
      // The active campaign is the member's choice when the test starts (a failed run may have left another).
      await select(active.id);

      try {
        const host = new HostPage(page);
        await host.open(pageUrl);
        const pointsTable = page.locator('campus-points-table');
        const campaignList = page.locator('campus-campaigns');
        await expect(pointsTable.getByText('Entre para ver sua pontuação')).toBeVisible();
        await host.signIn({ username: member.username, password: member.password });
        await expect(host.eventLog).toContainText('campus-signed-in', { timeout: 20_000 });

        // The points table: levels (the member's marked), products and store photo types, as the API has them.
        await expect(pointsTable.getByRole('heading', { name: 'Tabela de pontos', level: 2 })).toBeVisible();
        const levelsPart = pointsTable.getByRole('region', { name: 'Níveis', exact: true });
        await expect(levelsPart.getByRole('row')).toHaveCount(levels.levels.length + 1, { timeout: 20_000 });
        expect(await bodyCells(levelsPart)).toEqual(
          levels.levels.map((level) => [
            level.level === levels.current_level ? `${level.name} Seu nível` : level.name,
            ptBR(level.minimum_points),
            `×${ptBR(level.benefits.points_multiplier)}`,
            level.benefits.events ? 'Participa de eventos' : 'Sem eventos',
          ]),
        );
        const current = levels.levels.find((level) => level.level === levels.current_level);
        await expect(levelsPart.getByRole('row', { name: new RegExp(`^${current?.name ?? '-'} `) })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expect(levelsPart).toContainText(`Você tem ${ptBR(levels.level_points)} pontos de nível nesta campanha.`);
        const productsPart = pointsTable.getByRole('region', { name: 'Produtos', exact: true });
        await expect(productsPart.getByRole('row')).toHaveCount(products.length + 1, { timeout: 20_000 });
        expect(await bodyCells(productsPart)).toEqual(
          products.map((product) => [
            product.name,
            product.brand,
            product.product_type,
            product.sku,
            ptBR(product.points),
          ]),
        );
        const photosPart = pointsTable.getByRole('region', { name: 'Fotos da loja', exact: true });
        await expect(photosPart.getByRole('row')).toHaveCount(photoTypes.length + 1, { timeout: 20_000 });
        expect(await bodyCells(photosPart)).toEqual(
          photoTypes.map((type) => [type.name, type.description, ptBR(type.points)]),
        );
        await pointsTable.scrollIntoViewIfNeeded();
        await expectElementAccessible(page, 'campus-points-table', 'points table');
        // At phone width every table scrolls inside its own box: nothing spills out of the widget.
        await page.setViewportSize(VIEWPORTS.mobile);
        const spill = await pointsTable
          .locator('[part~="points-table"]')
          .evaluate((section) => section.scrollWidth - section.clientWidth);
        expect(spill, 'the points table is no wider than its widget at 390 px').toBeLessThanOrEqual(0);
        await page.setViewportSize(VIEWPORTS.desktop);

        // The campaigns: active and previous with their begin and end dates; the active one is the current choice.
        await expect(campaignList.getByRole('heading', { name: 'Campanhas', level: 2 })).toBeVisible();
        const groups = {
          active: campaignList.getByRole('region', { name: 'Campanha ativa' }),
          previous: campaignList.getByRole('region', { name: 'Campanhas anteriores' }),
        };
        for (const [group, list] of [
          [groups.active, campaigns.active],
          [groups.previous, campaigns.previous],
        ] as const) {
          await expect(group.getByRole('listitem')).toHaveCount(list.length, { timeout: 20_000 });
          for (const campaign of list) {
            const item = campaignOf(group, campaign.name);
            await expect(item).toContainText(await periodOf(page, campaign));
            await expect(item).toContainText(campaign.status === 'active' ? 'Ativa' : 'Encerrada');
          }
        }
        await expect(campaignOf(groups.active, active.name)).toHaveAttribute('aria-current', 'true');
        await expect(campaignOf(groups.active, active.name)).toContainText('Selecionada');
        await campaignList.scrollIntoViewIfNeeded();
        await expectElementAccessible(page, 'campus-campaigns', 'campaigns');
        await host.screenshots(testInfo, 'points-table-and-campaigns');

        // Choosing the previous campaign: the outcome takes the focus, the portal hears the event, and the ranking
        // on the same page (one session) follows the choice.
        await campaignList.getByRole('button', { name: `Selecionar a campanha ${previous.name}` }).click();
        const feedback = campaignList.locator('[part~="feedback"]');
        await expect(feedback).toHaveText(`Campanha “${previous.name}” selecionada.`);
        await expect(feedback).toHaveAttribute('role', 'status');
        await expect(feedback).toBeFocused();
        await expect(campaignOf(groups.previous, previous.name)).toHaveAttribute('aria-current', 'true');
        await expect(campaignOf(groups.active, active.name)).not.toHaveAttribute('aria-current', 'true');
        await expect(host.eventLog).toContainText(`campus-campaign-selected {"id":${previous.id},`);
        const ranking = page.locator('campus-ranking');
        await expect(ranking.getByLabel('Campanha', { exact: true })).toHaveValue(String(previous.id));
        await expect(
          ranking.getByRole('table', { name: `Ranking de ${previous.name} — Todo o programa` }),
        ).toBeVisible();
        expect((await read<CampaignsAnswer>('/api/campaigns/')).selected_campaign_id).toBe(previous.id);
        await expectElementAccessible(page, 'campus-campaigns', 'campaign selected');

        // And back to the active one.
        await campaignList.getByRole('button', { name: `Selecionar a campanha ${active.name}` }).click();
        await expect(feedback).toHaveText(`Campanha “${active.name}” selecionada.`);
        await expect(ranking.getByLabel('Campanha', { exact: true })).toHaveValue(String(active.id));

        expect(await host.cspViolations()).toEqual([]);
        expect(host.record.errors).toEqual([]);
      } finally {
        await select(active.id);
      }
    });
  });
});
