import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { RewardStore } from './reward-store.js';
import { warmRewardStore } from './warm-reward-store.js';
import { createRewardsApi } from '../testing/fake-api.test-util.js';

const paths = (api: ReturnType<typeof createRewardsApi>) => api.requests.map((request) => request.path).sort();

describe('warmRewardStore', { timeout: 20_000 }, () => {
  it('starts the store’s requests before it renders, and the store asks nothing again', async () => {
    const api = createRewardsApi();
    const campus = createTestCampus({ api, session: true });
    warmRewardStore(campus);
    await waitFor(() => expect(paths(api)).toEqual(['/api/levels/', '/api/orders/', '/api/points/', '/api/rewards/']));
    const warmed = api.requests.length;

    renderWithCampus(<RewardStore />, campus);
    expect(await screen.findByRole('article', { name: 'Mouse sem fio' })).toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Seus pontos' });
    expect(within(header).getByText('5.000 pontos')).toBeInTheDocument();
    // Only what depends on the list comes after: the mandatory trainings of the rewards shown.
    const warmedPaths = new Set(['/api/levels/', '/api/orders/', '/api/points/', '/api/rewards/']);
    expect(api.requests.slice(warmed).filter((request) => warmedPaths.has(request.path))).toEqual([]);
  });

  it('asks for the department and category the instance has selected', async () => {
    const api = createRewardsApi();
    const campus = createTestCampus({ api, session: true });
    campus.stores.reward.getState().selectRewardDepartment(2);
    warmRewardStore(campus);
    await waitFor(() => expect(api.requests.some((request) => request.path === '/api/rewards/')).toBe(true));
    const list = api.requests.find((request) => request.path === '/api/rewards/');
    expect(list?.query.get('department')).toBe('2');
  });
});

describe('PointsHeader while the balance loads', () => {
  it('shows the facts’ labels in place, busy, so nothing moves when the values arrive', () => {
    const api = createRewardsApi();
    renderWithCampus(<RewardStore />, { api, session: true });
    const header = screen.getByRole('region', { name: 'Seus pontos' });
    expect(header.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(header).getByText('Carregando')).toBeInTheDocument();
    expect(header.querySelectorAll('.campus-rewards-header__fact')).toHaveLength(3);
  });
});
