import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WelcomeBanner } from '../home/welcome-banner';
import { meAnswer } from '../testing/me.test-util';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import type { FakeAnswer, SeenRequest } from '../testing/site-render.test-util';
import { warmSiteResources } from './warm-site-resources';

const answers: FakeAnswer = ({ path }) => {
  if (path === '/api/me/') return { status: 200, body: meAnswer([]) };
  if (path === '/api/welcome-banner/') {
    return {
      status: 200,
      body: { welcome_banner: [{ id: 1, title: 'Bem-vindo', image: '/static/banner.svg', link: '/home' }] },
    };
  }
  return undefined;
};

const countOf = (seen: readonly SeenRequest[], path: string) => seen.filter((request) => request.path === path).length;

describe('warmSiteResources', () => {
  it('starts params, me and, on the home, the banner at boot; the banner mounting later reuses that request', async () => {
    const seen: SeenRequest[] = [];
    const campus = createSiteTestCampus(answers, seen);
    warmSiteResources(campus, '/home');
    warmSiteResources(campus, '/home');
    await waitFor(() => expect(countOf(seen, '/api/welcome-banner/')).toBe(1));
    expect(countOf(seen, '/api/params/')).toBe(1);
    expect(countOf(seen, '/api/me/')).toBe(1);

    renderInSite(<WelcomeBanner />, campus);
    expect(await screen.findByRole('heading', { name: 'Bem-vindo' })).toBeInTheDocument();
    expect(countOf(seen, '/api/welcome-banner/')).toBe(1);
    await campus.destroy();
  });

  it('asks only for the params signed out, and leaves the banner to the home', async () => {
    const seen: SeenRequest[] = [];
    const campus = createSiteTestCampus(answers, seen);
    warmSiteResources(campus, '/reward-store');
    await waitFor(() => expect(countOf(seen, '/api/me/')).toBe(1));
    expect(countOf(seen, '/api/welcome-banner/')).toBe(0);

    const signedOut = createSiteTestCampus(answers, seen);
    signedOut.stores.session.setState({ access_token: null, id: null });
    warmSiteResources(signedOut, '/home');
    await waitFor(() => expect(countOf(seen, '/api/params/')).toBe(2));
    expect(countOf(seen, '/api/me/')).toBe(1);
    await campus.destroy();
    await signedOut.destroy();
  });
});

describe('warmSiteResources on the reward store', () => {
  const storePaths = ['/api/points/', '/api/levels/', '/api/orders/', '/api/rewards/'];
  const withRoles =
    (roles: string[]): FakeAnswer =>
    ({ path }) => {
      if (path === '/api/me/') return { status: 200, body: meAnswer(roles) };
      if (path === '/api/orders/') return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      return undefined;
    };

  it('starts the store’s requests once the user’s data says member', async () => {
    const seen: SeenRequest[] = [];
    const campus = createSiteTestCampus(withRoles(['seller']), seen);
    warmSiteResources(campus, '/reward-store');
    await waitFor(() => expect(storePaths.map((path) => countOf(seen, path))).toEqual([1, 1, 1, 1]), {
      timeout: 10_000,
    });
    await campus.destroy();
  });

  it('asks nothing of the store for someone outside the programme', async () => {
    const seen: SeenRequest[] = [];
    const campus = createSiteTestCampus(withRoles([]), seen);
    warmSiteResources(campus, '/reward-store');
    await waitFor(() => expect(countOf(seen, '/api/me/')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(storePaths.map((path) => countOf(seen, path))).toEqual([0, 0, 0, 0]);
    await campus.destroy();
  });
});
