import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ClientParams } from '@campus/core';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import type { SeenRequest } from '../testing/site-render.test-util';
import { meAnswer } from '../testing/me.test-util';
import { SiteHeader } from './site-header';

const flags = {
  id: 1,
  home_route: '/home',
  has_online_courses: true,
  has_reward_store: true,
  has_insert_sales: true,
  has_events: true,
} as unknown as ClientParams;

/** The header of someone signed in with `roles`, the demo client's flags and module items. */
function renderHeader(roles: string[], seen: SeenRequest[] = []) {
  const campus = createSiteTestCampus(
    ({ path }) => (path === '/api/me/' ? { status: 200, body: meAnswer(roles) } : undefined),
    seen,
  );
  campus.stores.params.getState().setClient(flags);
  campus.stores.session.setState({
    selected_client_id: 1,
    user_client_module_items: {
      '1': [
        { id: 1, name: 'Cursos online', module: 'online_courses' },
        { id: 2, name: 'Loja de prêmios', module: 'reward_store' },
        { id: 3, name: 'Informar vendas', module: 'insert_sales' },
        { id: 4, name: 'Eventos', module: 'events' },
      ],
    },
  });
  renderInSite(<SiteHeader />, campus);
  return within(screen.getByRole('navigation', { name: 'Menu principal' }));
}

describe('the menu by programme membership (spec §6)', () => {
  it("shows a sales agent the programme's screens once their roles are known", async () => {
    const menu = renderHeader(['seller']);
    expect(await menu.findByRole('link', { name: 'Loja de prêmios' })).toHaveAttribute('href', '/reward-store');
    expect(menu.getByRole('link', { name: 'Informar vendas' })).toHaveAttribute('href', '/insert-sales');
    expect(menu.getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/events');
  });

  it('never shows them to a learner, who keeps the learning modules', async () => {
    const seen: SeenRequest[] = [];
    const menu = renderHeader([], seen);
    expect(await menu.findByRole('link', { name: 'Cursos online' })).toBeInTheDocument();
    // Let the roles arrive, then check the programme entries stayed away.
    await waitFor(() => expect(seen.map((request) => request.path)).toContain('/api/me/'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(menu.queryByRole('link', { name: 'Loja de prêmios' })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Informar vendas' })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Eventos' })).not.toBeInTheDocument();
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Início', 'Cursos online']);
  });
});
