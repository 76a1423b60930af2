import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { activeCampaign, campaigns, previousCampaign } from '../testing/ranking-fixtures.test-util.js';
import { Campaigns } from './campaigns.js';
import { createRankingApi, MEMBER_SESSION } from '../testing/fake-api.test-util.js';

describe('<Campaigns>', { timeout: 20_000 }, () => {
  it('lists the active and previous campaigns with their dates, the current one marked', async () => {
    renderWithCampus(<Campaigns />, { api: createRankingApi(), session: MEMBER_SESSION });
    const active = await screen.findByRole('region', { name: 'Campanha ativa' });
    const item = within(active).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Campanha Outono' })).toBeInTheDocument();
    expect(item).toHaveTextContent('1 de mar. de 2026 a 15 de mai. de 2026');
    expect(item).toHaveTextContent('Ativa');
    // Nothing chosen yet: the active campaign is the current one.
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(within(item).getByText('Selecionada')).toBeInTheDocument();
    const previous = screen.getByRole('region', { name: 'Campanhas anteriores' });
    expect(within(previous).getByRole('listitem')).toHaveTextContent('Encerrada');
    expect(within(previous).getByRole('button', { name: 'Selecionar a campanha Campanha Verão' })).toBeEnabled();
  });

  it('selects a campaign on the server and in the session, says so and tells the host', async () => {
    const api = createRankingApi();
    const selected = vi.fn();
    const user = userEvent.setup();
    const { campus } = renderWithCampus(<Campaigns onCampaignSelected={selected} />, { api, session: MEMBER_SESSION });
    await user.click(await screen.findByRole('button', { name: 'Selecionar a campanha Campanha Verão' }));
    const done = await screen.findByRole('status');
    await waitFor(() => expect(done).toHaveTextContent('Campanha “Campanha Verão” selecionada.'));
    expect(done).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/campaigns/3/select/',
    ]);
    expect(campus.stores.session.getState().selected_campaign_id).toBe(3);
    expect(selected).toHaveBeenCalledWith({
      id: 3,
      name: 'Campanha Verão',
      begin_date: '2025-12-01',
      end_date: '2026-02-15',
    });
    const previous = screen.getByRole('region', { name: 'Campanhas anteriores' });
    await waitFor(() => expect(within(previous).getByRole('listitem')).toHaveAttribute('aria-current', 'true'));
    expect(
      within(screen.getByRole('region', { name: 'Campanha ativa' })).getByRole('button', { name: /Outono/ }),
    ).toBeEnabled();
  });

  it('sends one request however often the button is pressed, and shows the server’s refusal', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = createRankingApi({
      campaigns: campaigns({ active: [activeCampaign()], previous: [previousCampaign({ status: 'upcoming' })] }),
    });
    const slow: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST') await gate;
      return api.fetch(request);
    };
    const gated = { ...api, fetch: slow };
    const user = userEvent.setup();
    renderWithCampus(<Campaigns />, { api: gated, session: MEMBER_SESSION });
    const button = await screen.findByRole('button', { name: 'Selecionar a campanha Campanha Verão' });
    await user.click(button);
    await user.click(button);
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta campanha ainda não começou.');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows a failed list with a retry', async () => {
    renderWithCampus(<Campaigns />, {
      api: createRankingApi({
        fail: (_method, path) => (path === '/api/campaigns/' ? { status: 403, code: 'module_disabled' } : undefined),
      }),
      session: MEMBER_SESSION,
    });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
