import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { meAnswer } from '../testing/me.test-util';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import RewardStorePage from './reward-store-page';

describe('RewardStorePage', () => {
  it('shows a member the store and, below it, the points statement (its code loaded apart)', async () => {
    const campus = createSiteTestCampus(({ path }) =>
      path === '/api/me/' ? { status: 200, body: meAnswer(['seller']) } : undefined,
    );
    renderInSite(<RewardStorePage />, campus);
    expect(await screen.findByRole('heading', { level: 2, name: 'Loja de prêmios' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Extrato de pontos' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
