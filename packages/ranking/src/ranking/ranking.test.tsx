import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { entry, ME_ID, ranking } from '../testing/ranking-fixtures.test-util.js';
import { Ranking } from './ranking.js';
import { createRankingApi, MEMBER_SESSION } from '../testing/fake-api.test-util.js';

const rankingCalls = (api: ReturnType<typeof createRankingApi>) =>
  api.requests.filter((request) => request.path === '/api/ranking/');

async function table() {
  return screen.findByRole('table', { name: /^Ranking de Campanha Outono/ });
}

describe('<Ranking>', { timeout: 20_000 }, () => {
  it('lists positions with points and level, the member’s own row highlighted', async () => {
    const api = createRankingApi();
    renderWithCampus(<Ranking />, { api, session: MEMBER_SESSION });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Carla Mendes');
    expect(rows[1]).toHaveTextContent('9.800');
    expect(rows[1]).toHaveTextContent('Creator');
    const mine = rows[3] as HTMLElement;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('Bruno Lima (você)');
    expect(rows.filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(screen.getByText('Você está na posição 3, com 5.100 pontos.')).toBeInTheDocument();
    // The campaign the server ranked is the one shown in the select.
    expect(screen.getByLabelText('Campanha')).toHaveValue('4');
    expect(rankingCalls(api)[0]?.query.get('area')).toBe('client');
    expect(rankingCalls(api)[0]?.query.get('limit')).toBe('50');
  });

  it('keeps the member’s row after the top when outside it', async () => {
    const top = ranking().results.filter((line) => line.user.id !== ME_ID);
    const api = createRankingApi({ ranking: ranking({ results: top, me: entry(48, ME_ID, 'Bruno Lima', 12) }) });
    renderWithCampus(<Ranking />, { api, session: MEMBER_SESSION });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[5]).toHaveTextContent('Outras posições até a sua');
    expect(rows[6]).toHaveAttribute('aria-current', 'true');
    expect(rows[6]).toHaveTextContent('48');
    expect(screen.getByText('Você está na posição 48, com 12 pontos.')).toBeInTheDocument();
  });

  it('says so when the member has not scored', async () => {
    const api = createRankingApi({ ranking: ranking({ me: null, results: ranking().results.slice(0, 2) }) });
    renderWithCampus(<Ranking />, { api, session: MEMBER_SESSION });
    await table();
    expect(screen.getByText('Você ainda não pontuou nesta campanha.')).toBeInTheDocument();
    expect(screen.queryByRole('row', { current: true })).not.toBeInTheDocument();
  });

  it('narrows to an area of the member’s stores and ranks another campaign', async () => {
    const api = createRankingApi();
    const user = userEvent.setup();
    renderWithCampus(<Ranking />, { api, session: MEMBER_SESSION });
    await table();
    const area = screen.getByLabelText('Área');
    await waitFor(() =>
      expect(within(area).getByRole('option', { name: 'Loja: Horizonte Paulista' })).toBeInTheDocument(),
    );
    expect(
      within(area)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todo o programa',
      'Estado: PR',
      'Estado: SP',
      'Rede: Horizonte',
      'Rede: Vale',
      'Loja: Horizonte Paulista',
      'Loja: Vale Sul',
    ]);
    await user.selectOptions(area, 'store:5');
    await waitFor(() => expect(rankingCalls(api).at(-1)?.query.get('area')).toBe('store:5'));
    await user.selectOptions(screen.getByLabelText('Campanha'), '3');
    await waitFor(() => expect(rankingCalls(api).at(-1)?.query.get('campaign')).toBe('3'));
    expect(rankingCalls(api).at(-1)?.query.get('area')).toBe('store:5');
  });

  it('follows the session’s selected campaign and the attributes', async () => {
    const api = createRankingApi();
    const { campus } = renderWithCampus(<Ranking area="state:SP" limit={10} />, { api, session: MEMBER_SESSION });
    await table();
    expect(rankingCalls(api)[0]?.query.get('campaign')).toBeNull();
    expect(rankingCalls(api)[0]?.query.get('area')).toBe('state:SP');
    expect(rankingCalls(api)[0]?.query.get('limit')).toBe('10');
    act(() => campus.stores.session.getState().selectCampaign(3));
    await waitFor(() => expect(rankingCalls(api).at(-1)?.query.get('campaign')).toBe('3'));
  });

  it('updates live, once per burst, when the realtime channel announces a change in its campaign', async () => {
    const api = createRankingApi();
    const { campus } = renderWithCampus(<Ranking />, { api, session: MEMBER_SESSION });
    await table();
    expect(campus.realtime.subscribedAreas()).toContain('client:1');
    const before = rankingCalls(api).length;
    api.options.ranking = ranking({
      results: [
        entry(1, 11, 'Carla Mendes', 9800, 'intermediate'),
        entry(2, ME_ID, 'Bruno Lima', 8000, 'intermediate'),
      ],
      me: entry(2, ME_ID, 'Bruno Lima', 8000, 'intermediate'),
    });
    act(() => {
      for (let i = 0; i < 5; i += 1)
        campus.realtime.emit({ area: 'client:1', kind: 'points', campaign_id: 4, user_ids: [ME_ID] });
    });
    await waitFor(() => expect(screen.getByText('Você está na posição 2, com 8.000 pontos.')).toBeInTheDocument());
    expect(rankingCalls(api).length - before).toBe(1);
    // The status region says where the member moved to (it speaks once the new rows are on screen).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Ranking atualizado: você está na posição 2.'),
    );
    // The page never navigated: the same table is on screen.
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);
  });

  it('ignores changes of another campaign', async () => {
    const api = createRankingApi();
    const { campus } = renderWithCampus(<Ranking />, { api, session: MEMBER_SESSION });
    await table();
    const before = rankingCalls(api).length;
    act(() => campus.realtime.emit({ area: 'client:1', kind: 'points', campaign_id: 99, user_ids: [1] }));
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(rankingCalls(api).length).toBe(before);
  });

  it('explains a missing active campaign, and shows other failures with a retry', async () => {
    const none = createRankingApi({
      fail: (_method, path) => (path === '/api/ranking/' ? { status: 404, code: 'no_active_campaign' } : undefined),
    });
    const first = renderWithCampus(<Ranking />, { api: none, session: MEMBER_SESSION });
    expect(await screen.findByText('Nenhuma campanha ativa')).toBeInTheDocument();
    expect(screen.getByLabelText('Campanha')).toBeInTheDocument();
    first.unmount();

    let failing = true;
    const broken = createRankingApi({
      fail: (_method, path) =>
        path === '/api/ranking/' && failing ? { status: 500, code: 'server_error' } : undefined,
    });
    renderWithCampus(<Ranking />, { api: broken, session: MEMBER_SESSION });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    failing = false;
    await userEvent.click(retry);
    expect(await table()).toBeInTheDocument();
  });

  it('invites to sign in without asking the API when nobody is signed in', () => {
    const api = createRankingApi();
    renderWithCampus(<Ranking />, { api });
    expect(screen.getByText('Entre para ver sua pontuação')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('speaks the interface language', async () => {
    const api = createRankingApi();
    renderWithCampus(<Ranking />, { api, session: MEMBER_SESSION, locale: 'en-US' });
    expect(await screen.findByText('You are in position 3, with 5,100 points.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ranking' })).toBeInTheDocument();
  });
});
