import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithCampus } from '@campus/ui/testing';
import { createMemoryHistory, createRouter, RouterProvider } from '../routes/router';
import { meAnswer } from '../testing/me.test-util';
import { createSiteTestCampus } from '../testing/site-render.test-util';
import type { FakeAnswer } from '../testing/site-render.test-util';
import { LoadingPage } from './loading-page';
import { RouteFrame } from './route-frame';

const INTRO = 'Troque seus pontos por prêmios e acompanhe seus pedidos e seu extrato.';
const member: FakeAnswer = ({ path }) =>
  path === '/api/me/' ? { status: 200, body: meAnswer(['seller']) } : undefined;

/** The site's frame and fallback at `path` of route `id`, whose page's code arrives when the test says so. */
function renderFirstVisit(path: string, id: string, answer: FakeAnswer = () => undefined) {
  let arrive: () => void = () => undefined;
  const lazy = () =>
    new Promise<ComponentType>((resolve) => {
      arrive = () => resolve(() => <p>the page’s content</p>);
    });
  const router = createRouter({
    history: createMemoryHistory(path),
    match: () => ({ id, params: {}, lazy }),
    fallback: LoadingPage,
    frame: RouteFrame,
  });
  renderWithCampus(<RouterProvider router={router} />, createSiteTestCampus(answer));
  return { arrive: () => act(async () => arrive()) };
}

describe('RouteFrame', () => {
  it('shows a programme page’s heading and intro around the loading state while its code loads', () => {
    renderFirstVisit('/reward-store', 'reward-store');
    expect(screen.getByRole('heading', { level: 1, name: 'Loja de prêmios' })).toBeInTheDocument();
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('keeps the heading and intro, the same elements, when a member’s page arrives inside them', async () => {
    const page = renderFirstVisit('/reward-store', 'reward-store', member);
    const heading = screen.getByRole('heading', { level: 1, name: 'Loja de prêmios' });
    const intro = screen.getByText(INTRO);
    await page.arrive();
    expect(await screen.findByText('the page’s content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Loja de prêmios' })).toBe(heading);
    expect(screen.getByText(INTRO)).toBe(intro);
  });

  it('shows anyone else the members-only page instead of the programme page', async () => {
    const page = renderFirstVisit('/reward-store', 'reward-store', ({ path }) =>
      path === '/api/me/' ? { status: 200, body: meAnswer([]) } : undefined,
    );
    await page.arrive();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exclusivo para participantes do programa' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('the page’s content')).toBeNull();
  });

  it('shows the loading state alone, then the page alone, for a page whose heading depends on its data', async () => {
    const page = renderFirstVisit('/courses/7', 'online-course-details');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await page.arrive();
    expect(screen.getByText('the page’s content')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
