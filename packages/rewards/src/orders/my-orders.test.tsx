import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { MyOrders } from './my-orders.js';
import { createRewardsApi } from '../testing/fake-api.test-util.js';

describe('MyOrders', () => {
  it('lists every order with its status of spec §3, points, dates and address', async () => {
    renderWithCampus(<MyOrders />, { api: createRewardsApi(), session: true });
    const list = await screen.findByRole('list', { name: 'Seus pedidos' });
    const orders = within(list).getAllByRole('article');
    expect(orders).toHaveLength(5);
    const statuses = orders.map((order) => order.querySelector('[part~="order-status"]')?.textContent);
    expect(statuses).toEqual(['Aguardando aprovação', 'Aprovado', 'Enviado', 'Entregue', 'Reprovado']);
    const first = orders[0] as HTMLElement;
    expect(within(first).getByText('Pedido nº 7001')).toBeInTheDocument();
    expect(within(first).getByText('1.200 pontos')).toBeInTheDocument();
    expect(within(first).getByText('Av. Paulista, 1000 · Bela Vista · São Paulo – SP · 01310-100')).toBeInTheDocument();
    expect(
      within(orders[4] as HTMLElement).getByText('Os pontos deste pedido voltaram para o seu saldo.'),
    ).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    renderWithCampus(<MyOrders />, { api: createRewardsApi(), session: true });
    await screen.findByRole('list', { name: 'Seus pedidos' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Entregue');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Pedido nº 7004')).toBeInTheDocument();
  });

  it('says when there is no order yet', async () => {
    renderWithCampus(<MyOrders />, { api: createRewardsApi({ orders: [] }), session: true });
    expect(await screen.findByText('Nenhum pedido ainda')).toBeInTheDocument();
  });

  it('reads every page of orders', async () => {
    const many = Array.from({ length: 130 }, (_, index) => ({
      ...createRewardsApi().state.orders[0]!,
      id: 10_000 + index,
    }));
    const api = createRewardsApi({ orders: many });
    renderWithCampus(<MyOrders />, { api, session: true });
    const list = await screen.findByRole('list', { name: 'Seus pedidos' });
    expect(within(list).getAllByRole('article')).toHaveLength(130);
    expect(
      api.requests.filter((request) => request.path === '/api/orders/').map((request) => request.query.get('page')),
    ).toEqual(['1', '2']);
  });
});
