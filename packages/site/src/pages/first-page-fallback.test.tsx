import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithCampus } from '@campus/ui/testing';
import { createMemoryHistory, createRouter, RouterProvider } from '../routes/router';
import { createSiteTestCampus } from '../testing/site-render.test-util';
import { FirstPageFallback } from './first-page-fallback';

/** The site's fallback at `path` of a router whose first page's code never arrives. */
function renderFirstVisit(path: string, id: string) {
  const router = createRouter({
    history: createMemoryHistory(path),
    match: () => ({ id, params: {}, lazy: () => new Promise(() => undefined) }),
    fallback: FirstPageFallback,
  });
  renderWithCampus(
    <RouterProvider router={router} />,
    createSiteTestCampus(() => undefined),
  );
}

describe('FirstPageFallback', () => {
  it('shows a programme page’s heading and intro around the loading state while its code loads', () => {
    renderFirstVisit('/reward-store', 'reward-store');
    expect(screen.getByRole('heading', { level: 1, name: 'Loja de prêmios' })).toBeInTheDocument();
    expect(
      screen.getByText('Troque seus pontos por prêmios e acompanhe seus pedidos e seu extrato.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the loading state alone for a page whose heading depends on its data', () => {
    renderFirstVisit('/courses/7', 'online-course-details');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
