// The ranking widgets against the real reference API: @campus/server on an in-memory PGlite with the demo seed,
// in a child process, reached through the Campus client's own fetch and its Server-Sent-Events realtime (no fake
// anywhere), signed in as the demo `agent`; the demo `owner` reports a sale through the API meanwhile.
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithCampus } from '@campus/ui/testing';
import { isoDateAt } from '@campus/core/rules';
import { Campaigns } from './campaigns/campaigns.js';
import { PointsTable } from './points-table/points-table.js';
import { Ranking } from './ranking/ranking.js';
import { PointsStatement } from './statement/points-statement.js';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import type { ReferenceApi } from '@campus/server/test-support/reference-api';
import { DEMO_CLIENT_BASIC, DEMO_PASSWORD } from '../../server/src/test-support/demo-credentials.test-util.js';
import { signedIn } from '../../server/src/test-support/signed-in.test-util.js';

let server: ReferenceApi | undefined;

beforeAll(async () => {
  server = await startReferenceApi();
}, 180_000);

afterAll(async () => {
  await server?.stop();
}, 60_000);

/** The owner reports a sale at their camera-free store (no photo needed), as `<campus-sales-form>` would. */
async function ownerReportsSale(): Promise<number> {
  const base = server?.url ?? '';
  const form = new URLSearchParams({
    grant_type: 'password',
    username: 'owner',
    password: DEMO_PASSWORD,
  });
  const token = (await (
    await fetch(`${base}/o/token/`, {
      method: 'POST',
      headers: { authorization: DEMO_CLIENT_BASIC },
      body: form,
    })
  ).json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token.access_token}` };
  const stores = (await (await fetch(`${base}/api/stores/`, { headers: auth })).json()) as {
    retailers: { id: number; stores: { id: number; participating: boolean; invoice_photo_required: boolean }[] }[];
  };
  const retailer = stores.retailers.find((chain) =>
    chain.stores.some((store) => store.participating && !store.invoice_photo_required),
  );
  const store = retailer?.stores.find((entry) => entry.participating && !entry.invoice_photo_required);
  const products = (await (await fetch(`${base}/api/products/`, { headers: auth })).json()) as {
    products: { sku: string }[];
  };
  const body = new FormData();
  body.set('retailer', String(retailer?.id));
  body.set('store', String(store?.id));
  body.set('sale_date', isoDateAt(Date.now(), 'Etc/GMT+3'));
  body.set('invoice_number', `RANKING-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  body.set('observation', '');
  body.set('products', JSON.stringify([{ sku: products.products[0]?.sku, quantity: 1 }]));
  const answer = await fetch(`${base}/api/sales/`, { method: 'POST', headers: auth, body });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { total_points: number }).total_points;
}

const pointsOf = (row: HTMLElement) => Number((row.querySelectorAll('td')[2]?.textContent ?? '').replace(/\D/g, ''));

describe('@campus/ranking against the real API', { timeout: 120_000 }, () => {
  it('ranks the agent in the active campaign and updates live when the owner’s sale lands', async () => {
    const campus = await signedIn('agent', { server, me: true, liveRealtime: true });
    const view = renderWithCampus(<Ranking />, campus);
    const table = await screen.findByRole('table', {}, { timeout: 30_000 });
    const mine = within(table).getByRole('row', { current: true });
    expect(mine).toHaveTextContent('Bruno Lima (você)');
    expect(mine).toHaveTextContent('Creator');
    expect(screen.getByText(/^Você está na posição \d+, com [\d.]+ pontos\.$/)).toBeInTheDocument();
    const ownerRow = () => within(screen.getByRole('table')).getByRole('row', { name: /Carla Mendes/ });
    const before = pointsOf(ownerRow());
    // Let the realtime stream open before the sale, so its announcement is heard.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const earned = await ownerReportsSale();
    expect(earned).toBeGreaterThan(0);
    await waitFor(() => expect(pointsOf(ownerRow())).toBe(before + earned), { timeout: 20_000 });
    view.unmount();
    await campus.destroy();
  });

  it('shows the points table of the demo programme', async () => {
    const campus = await signedIn('agent', { server, me: true });
    const view = renderWithCampus(<PointsTable />, campus);
    const products = await screen.findByRole('region', { name: 'Produtos' });
    await waitFor(() => expect(within(products).getAllByRole('row').length).toBe(8), { timeout: 30_000 });
    const photos = screen.getByRole('region', { name: 'Fotos da loja' });
    expect(await within(photos).findByRole('row', { name: /Vitrine/ })).toHaveTextContent('50');
    const levels = screen.getByRole('region', { name: 'Níveis' });
    expect(await within(levels).findByRole('row', { current: true })).toHaveTextContent('Creator');
    view.unmount();
    await campus.destroy();
  });

  it('shows the statement with its chart and ledger', async () => {
    const campus = await signedIn('agent', { server, me: true });
    const view = renderWithCampus(<PointsStatement />, campus);
    const summary = await screen.findByRole('region', { name: 'Resumo dos pontos' }, { timeout: 30_000 });
    expect(within(summary).getByText('Saldo').closest('div')?.textContent).toMatch(/\d/);
    const chart = await screen.findByRole('figure', { name: /^Saldo ao longo de .+/ }, { timeout: 30_000 });
    expect(within(chart).getByRole('img').getAttribute('aria-label')).toMatch(/^Gráfico do saldo: /);
    const ledger = screen.getByRole('region', { name: 'Lançamentos' });
    const rows = await within(ledger).findAllByRole('row', {}, { timeout: 30_000 });
    expect(rows.length).toBeGreaterThan(2);
    expect(ledger).toHaveTextContent(/Venda nº \d+/);
    view.unmount();
    await campus.destroy();
  });

  it('lists the campaigns and selects a previous one, then the active one again', async () => {
    const campus = await signedIn('agent', { server, me: true });
    const user = userEvent.setup();
    const view = renderWithCampus(<Campaigns />, campus);
    const previous = await screen.findByRole('region', { name: 'Campanhas anteriores' }, { timeout: 30_000 });
    const button = within(previous).getAllByRole('button', { name: /^Selecionar a campanha / })[0] as HTMLElement;
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Campanha “.+” selecionada\.$/), {
      timeout: 30_000,
    });
    const chosen = campus.stores.session.getState().selected_campaign_id;
    expect(chosen).not.toBeNull();
    const active = screen.getByRole('region', { name: 'Campanha ativa' });
    await user.click(within(active).getByRole('button', { name: /^Selecionar a campanha / }));
    await waitFor(() => expect(campus.stores.session.getState().selected_campaign_id).not.toBe(chosen));
    view.unmount();
    await campus.destroy();
  });
});
