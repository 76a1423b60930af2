import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { PointsTable } from './points-table.js';
import { createRankingApi, MEMBER_SESSION } from '../testing/fake-api.test-util.js';

describe('<PointsTable>', { timeout: 20_000 }, () => {
  it('shows what earns points: products per SKU, photo types, and the levels with the member’s marked', async () => {
    renderWithCampus(<PointsTable />, { api: createRankingApi(), session: MEMBER_SESSION });
    const products = await screen.findByRole('region', { name: 'Produtos' });
    const notebook = await within(products).findByRole('row', { name: /Notebook Brisa i3/ });
    expect(notebook).toHaveTextContent('NB-BRI-I3-12');
    expect(notebook).toHaveTextContent('120');
    const photos = screen.getByRole('region', { name: 'Fotos da loja' });
    expect(await within(photos).findByRole('row', { name: /Vitrine/ })).toHaveTextContent('50');
    const levels = screen.getByRole('region', { name: 'Níveis' });
    const creator = await within(levels).findByRole('row', { name: /Creator/ });
    expect(creator).toHaveTextContent('5.000');
    expect(creator).toHaveTextContent('×1,5');
    expect(creator).toHaveTextContent('Participa de eventos');
    expect(creator).toHaveAttribute('aria-current', 'true');
    expect(within(levels).getByRole('row', { name: /Básico/ })).toHaveTextContent('Sem eventos');
    expect(levels).toHaveTextContent('Você tem 5.100 pontos de nível nesta campanha.');
  });

  it('keeps the other parts when one fails', async () => {
    renderWithCampus(<PointsTable />, {
      api: createRankingApi({
        fail: (_method, path) => (path === '/api/products/' ? { status: 500, code: 'server_error' } : undefined),
      }),
      session: MEMBER_SESSION,
    });
    const products = await screen.findByRole('region', { name: 'Produtos' });
    expect(await within(products).findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Vitrine/ })).toBeInTheDocument();
  });

  it('says when nothing earns points', async () => {
    renderWithCampus(<PointsTable />, {
      api: createRankingApi({ products: { products: [] }, photoTypes: { photo_types: [] } }),
      session: MEMBER_SESSION,
    });
    expect(await screen.findByText('Nenhum produto pontua no momento.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum tipo de foto pontua no momento.')).toBeInTheDocument();
  });
});
