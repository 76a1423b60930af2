import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { ME_ID, pointsSummary, statement, statementEntry } from '../testing/ranking-fixtures.test-util.js';
import { PointsStatement } from './points-statement.js';
import { createRankingApi, MEMBER_SESSION } from '../testing/fake-api.test-util.js';

beforeEach(() => {
  // Only the clock moves (to a day inside the fixtures' campaign); timers stay real for the resource cache.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-05T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('<PointsStatement>', { timeout: 20_000 }, () => {
  it('shows the balance, points under audit, experience, level and the batches about to expire', async () => {
    renderWithCampus(<PointsStatement />, { api: createRankingApi(), session: MEMBER_SESSION });
    const summary = await screen.findByRole('region', { name: 'Resumo dos pontos' });
    const fact = (label: string) => within(summary).getByText(label).closest('div');
    expect(fact('Saldo')).toHaveTextContent('4.300');
    expect(fact('Em auditoria')).toHaveTextContent('800');
    expect(fact('Pontos de experiência')).toHaveTextContent('12.600');
    await waitFor(() => expect(fact('Nível')).toHaveTextContent('Creator · 5.100'));
    expect(summary).toHaveTextContent('4.300 pontos em 15 de mai. de 2026');
  });

  it('lists the ledger with kinds, sources, notes, signed points and balances, and filters by kind', async () => {
    const api = createRankingApi();
    const user = userEvent.setup();
    renderWithCampus(<PointsStatement />, { api, session: MEMBER_SESSION });
    const ledger = await screen.findByRole('region', { name: 'Lançamentos' });
    const rows = within(await within(ledger).findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(statement().length + 1);
    expect(rows[1]).toHaveTextContent('Resgate');
    expect(rows[1]).toHaveTextContent('Pedido de prêmio nº 31');
    expect(rows[1]).toHaveTextContent('-1.000');
    expect(rows[1]).toHaveTextContent('4.300');
    expect(rows[2]).toHaveTextContent('Bônus de boas-vindas');
    expect(rows[5]).toHaveTextContent('Encerramento da campanha');
    expect(rows[6]).toHaveTextContent('Foto da loja nº 3');
    await user.selectOptions(within(ledger).getByLabelText('Tipo de lançamento'), 'expired');
    await waitFor(() => expect(within(ledger).getAllByRole('row')).toHaveLength(2));
    expect(api.requests.at(-1)?.query.get('kind')).toBe('expired');
    await user.selectOptions(within(ledger).getByLabelText('Tipo de lançamento'), 'transferred');
    expect(await within(ledger).findByText('Nenhum lançamento deste tipo.')).toBeInTheDocument();
  });

  it('pages through a long ledger', async () => {
    const long = Array.from({ length: 45 }, (_, index) =>
      statementEntry({ id: 100 - index, points: 10, balance_after: 450 - index * 10 }),
    );
    const api = createRankingApi({ statement: long, points: pointsSummary({ balance: 450 }) });
    const user = userEvent.setup();
    renderWithCampus(<PointsStatement pageSize={20} />, { api, session: MEMBER_SESSION });
    const ledger = await screen.findByRole('region', { name: 'Lançamentos' });
    await within(ledger).findByRole('table');
    await user.click(within(ledger).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(within(ledger).getAllByRole('row')).toHaveLength(6));
    expect(api.requests.at(-1)?.query.get('page')).toBe('3');
  });

  it('charts the balance over the campaign, with the same numbers as text', async () => {
    renderWithCampus(<PointsStatement />, { api: createRankingApi(), session: MEMBER_SESSION });
    const chart = await screen.findByRole('figure', { name: 'Saldo ao longo de Campanha Outono' });
    const image = within(chart).getByRole('img');
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAccessibleName(
      'Gráfico do saldo: 0 pontos em 1 de mar. de 2026, 4.300 pontos em 5 de abr. de 2026; o maior saldo foi 5.300 pontos.',
    );
    const data = within(chart).getByRole('table');
    const rows = within(data).getAllByRole('row').slice(1);
    // First day, the four days with movement, the last day (today).
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '1 de mar. de 2026',
      '5 de mar. de 2026',
      '12 de mar. de 2026',
      '20 de mar. de 2026',
      '2 de abr. de 2026',
      '5 de abr. de 2026',
    ]);
    expect(rows[4]).toHaveTextContent('-1.000');
    expect(rows[4]).toHaveTextContent('4.300');
    // The statement was read back to the campaign's start, no further.
    const line = chart.querySelector('.campus-points-chart__line');
    expect(line?.getAttribute('d')).toMatch(/^M0 100\.00 V100\.00 H/);
  });

  it('reloads live when the realtime channel names the member, not for others', async () => {
    const api = createRankingApi();
    const { campus } = renderWithCampus(<PointsStatement />, { api, session: MEMBER_SESSION });
    const summary = await screen.findByRole('region', { name: 'Resumo dos pontos' });
    const points = () => api.requests.filter((request) => request.path === '/api/points/').length;
    const before = points();
    act(() => campus.realtime.emit({ area: 'client:1', kind: 'points', campaign_id: 4, user_ids: [99] }));
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(points()).toBe(before);
    api.options.points = pointsSummary({ balance: 4500 });
    act(() => campus.realtime.emit({ area: 'client:1', kind: 'points', campaign_id: 4, user_ids: [ME_ID] }));
    await waitFor(() => expect(within(summary).getByText('Saldo').closest('div')).toHaveTextContent('4.500'));
  });

  it('shows a failed summary with a retry', async () => {
    renderWithCampus(<PointsStatement />, {
      api: createRankingApi({
        fail: (_method, path) => (path === '/api/points/' ? { status: 500, code: 'server_error' } : undefined),
      }),
      session: MEMBER_SESSION,
    });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
