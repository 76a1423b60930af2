import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WelcomeBanner } from '../home/welcome-banner';
import { meAnswer } from '../testing/me.test-util';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import type { FakeAnswer, SeenRequest } from '../testing/site-render.test-util';
import { paramsAnswer } from '../testing/params.test-util';
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

/** The images the warm-up started downloading (`watchImages`). */
const loaded: string[] = [];
afterEach(() => {
  loaded.length = 0;
  vi.unstubAllGlobals();
});
/** Records the images the warm-up starts downloading. */
const watchImages = () =>
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        loaded.push(value);
      }
    },
  );

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

describe('warmSiteResources for a learner with pending drills', () => {
  it('starts the drills’ request at boot (the banner’s chunk with it), and only when the session says so', async () => {
    const seen: SeenRequest[] = [];
    const campus = createSiteTestCampus(answers, seen);
    warmSiteResources(campus, '/online-courses');
    await waitFor(() => expect(countOf(seen, '/api/me/')).toBe(1));
    expect(countOf(seen, '/api/mandatory-tests/')).toBe(0);
    campus.stores.session.setState({ has_mandatory_drills: true });
    warmSiteResources(campus, '/online-courses');
    await waitFor(() => expect(countOf(seen, '/api/mandatory-tests/')).toBe(1));
    await campus.destroy();
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

/** `GET /api/params/` of a client with the campaigns module. */
const campaignsClientParams = paramsAnswer({ client: { has_campaigns: true } });

describe('warmSiteResources on the home', () => {
  it('starts downloading the banner’s first image once the banner’s answer is in (nothing stored yet)', async () => {
    watchImages();
    const campus = createSiteTestCampus(answers);
    warmSiteResources(campus, '/home');
    await waitFor(() => expect(loaded).toHaveLength(1));
    expect(loaded[0]).toMatch(/\/static\/banner\.svg$/);
    await campus.destroy();
  });

  it('starts downloading the stored banner’s first image without waiting for the answer (a later visit)', async () => {
    watchImages();
    const campus = createSiteTestCampus(answers);
    campus.stores.welcomeBanner
      .getState()
      .setWelcomeBanner([{ id: 2, title: 'Guardado', image: '/static/stored.svg', link: '/home' }]);
    warmSiteResources(campus, '/home');
    // Started from the entry at once: the stored slide's image, not the answer's.
    await waitFor(() => expect(loaded).toHaveLength(1));
    expect(loaded[0]).toMatch(/\/static\/stored\.svg$/);
    await campus.destroy();
  });

  it('asks for the campaigns once the params say the client has them, on a first visit', async () => {
    const seen: SeenRequest[] = [];
    const campus = createSiteTestCampus((request) => {
      if (request.path === '/api/params/') return { status: 200, body: campaignsClientParams };
      if (request.path === '/api/campaigns/') return { status: 200, body: { active: [], previous: [] } };
      return answers(request);
    }, seen);
    warmSiteResources(campus, '/home');
    await waitFor(() => expect(countOf(seen, '/api/campaigns/')).toBe(1));
    await campus.destroy();
  });
});

describe('warmSiteResources on a catalogue list', () => {
  const course = {
    type: 'online_course',
    id: 101,
    title: 'Excel para vendas',
    description: 'Fundamentos para o dia a dia na loja.',
    image: '/static/course-101.svg',
    category: null,
    areas: [],
    groups: [],
    tags: [],
    begin_date: null,
    end_date: null,
    favorite: false,
    status: 'not_started',
    progress: 0,
    enrolled: false,
    workload_minutes: 90,
  };
  const listAnswers: FakeAnswer = (request) =>
    request.path === '/api/online-courses/'
      ? { status: 200, body: { count: 1, next: null, previous: null, results: [course] } }
      : answers(request);

  it('asks for the list’s first page with the page’s code, then starts downloading its first cover', async () => {
    watchImages();
    const seen: SeenRequest[] = [];
    const campus = createSiteTestCampus(listAnswers, seen);
    warmSiteResources(campus, '/online-courses');
    await waitFor(() => expect(loaded).toHaveLength(1), { timeout: 10_000 });
    expect(loaded[0]).toMatch(/\/static\/course-101\.svg$/);
    expect(countOf(seen, '/api/online-courses/')).toBe(1);
    expect(countOf(seen, '/api/welcome-banner/')).toBe(0);
    await campus.destroy();
  });
});

describe('warmSiteResources on a player route', () => {
  it('asks for the course’s activities with the page’s code', async () => {
    const seen: SeenRequest[] = [];
    const campus = createSiteTestCampus(answers, seen);
    warmSiteResources(campus, '/trails/3/courses/49/activities/2');
    await waitFor(() => expect(countOf(seen, '/api/online-courses/49/activities/')).toBe(1), { timeout: 10_000 });
    await campus.destroy();
  });
});
