import { describe, expect, it } from 'vitest';
import { buildPath } from './build-path.js';
import { matchRoute } from './match-route.js';
import { resolveNavigation } from './resolve-navigation.js';
import type { NavigationInput } from './resolve-navigation.js';
import { ROUTES } from './route-table.js';
import type { RouteName } from './route-table.js';

/** Every route of spec §2 as a concrete visit: path → expected route and parameters. Written by hand from the spec. */
const SPEC_VISITS: readonly [path: string, name: RouteName, params?: Record<string, string>][] = [
  ['/', 'login'],
  ['/maintenance-login', 'maintenance-login'],
  ['/login-redirect-v2', 'login-redirect-v2'],
  ['/webservice-login/abc123', 'webservice-login', { token: 'abc123' }],
  ['/webservice-login/', 'webservice-login-no-token'],
  ['/institutional/about', 'institutional-about'],
  ['/institutional/cookies_policy', 'institutional-cookies-policy'],
  ['/institutional/support', 'institutional-support'],
  ['/institutional/privacy-policy', 'institutional-privacy-policy'],
  ['/institutional/terms-and-conditions', 'institutional-terms-and-conditions'],
  ['/set-password/maria/MTIz/tok-en', 'set-password', { username: 'maria', uidb64: 'MTIz', token: 'tok-en' }],
  ['/recover-password/joão/MTIz/t', 'recover-password', { username: 'joão', uidb64: 'MTIz', token: 't' }],
  ['/request-password/', 'request-password'],
  ['/first_access/', 'first-access'],
  ['/register', 'register'],
  ['/register-success', 'register-success'],
  ['/register-seven-trade', 'register-seven-trade'],
  ['/register-pop-trade', 'register-pop-trade'],
  ['/tigre-juntos-somos-mais', 'tigre-juntos-somos-mais'],
  ['/intel-first-access', 'intel-first-access'],
  ['/intel-login-redirect', 'intel-login-redirect'],
  ['/certificates/verify/7K2M-9QXD-4B0R', 'certificate-verification', { code: '7K2M-9QXD-4B0R' }],
  ['/portfolio', 'portfolio'],
  ['/portfolio-course/vendas-id-42', 'portfolio-course', { slug: 'vendas-id-42' }],
  ['/about-team', 'about-team'],
  ['/home', 'home'],
  ['/home/surveys/7', 'home-survey', { survey_id: '7' }],
  ['/online-courses', 'online-courses'],
  ['/online-courses/5', 'online-course', { id: '5' }],
  ['/trails', 'trails'],
  ['/trails/3', 'trail', { id: '3' }],
  ['/trails/3/course/9', 'trail-course', { id_trail: '3', id: '9' }],
  ['/trails/3/presential-catalogs/4', 'trail-presential-catalog', { id_trail: '3', id: '4' }],
  ['/presential-courses', 'presential-courses'],
  ['/presential-courses/8', 'presential-course', { id: '8' }],
  [
    '/trails/3/presential-catalogs/4/presential-courses/8',
    'trail-catalog-presential-course',
    { id_trail: '3', id_catalog: '4', id: '8' },
  ],
  ['/webinars', 'webinars'],
  ['/webinars/2', 'webinar', { id: '2' }],
  ['/trails/3/webinars/2', 'trail-webinar', { id_trail: '3', id: '2' }],
  ['/live-classes', 'live-classes'],
  ['/live-classes/6', 'live-class', { id: '6' }],
  ['/trails/3/live-classes/6', 'trail-live-class', { id_trail: '3', id: '6' }],
  ['/podcasts', 'podcasts'],
  ['/podcasts/11', 'podcast', { id: '11' }],
  ['/podcasts/search/vendas%20varejo', 'podcast-search', { name: 'vendas varejo' }],
  ['/library', 'library'],
  ['/library/manuais', 'library-folder', { name: 'manuais' }],
  ['/libraries/12', 'libraries', { id: '12' }],
  ['/news', 'news'],
  ['/news/13', 'news-item', { id: '13' }],
  ['/forum', 'forum', {}],
  ['/forum/21', 'forum-topic', { topic_id: '21' }],
  ['/reward-store', 'reward-store'],
  ['/reward-store/details/14/', 'reward-store-details', { id: '14' }],
  ['/points-table', 'points-table'],
  ['/campaigns', 'campaigns'],
  ['/profile', 'profile'],
  ['/offline', 'offline'],
  ['/events', 'events'],
  ['/terms-and-conditions', 'terms-and-conditions'],
  ['/faq', 'faq'],
  ['/support', 'support'],
  ['/privacy-policy', 'privacy-policy'],
  ['/cookies', 'cookies'],
  ['/about-the-program', 'about-the-program'],
  ['/about', 'about'],
  ['/contact-us', 'contact-us'],
  ['/insert-sales', 'insert-sales'],
  ['/upload-photos', 'upload-photos'],
  ['/about-the-team', 'about-the-team'],
  ['/hotsite', 'hotsite'],
  ['/onboarding', 'onboarding'],
  ['/complete-register', 'complete-register'],
  ['/webinars-lounge/15', 'webinars-lounge', { id: '15' }],
  ['/trails/3/webinars-lounge/15', 'trail-webinars-lounge', { id_trail: '3', id: '15' }],
  ['/courses', 'legacy-courses'],
  ['/courses/5', 'legacy-course', { id: '5' }],
  ['/presential', 'legacy-presential'],
  ['/presential/8', 'legacy-presential-item', { id: '8' }],
  ['/webcasts', 'legacy-webcasts'],
  ['/courses/5/activities/1.2', 'course-activity', { id: '5', hierarchy_order: '1.2' }],
  ['/webinars/2/activities/1', 'webinar-activity', { id: '2', hierarchy_order: '1' }],
  ['/live-classes/6/activities/3', 'live-class-activity', { id: '6', hierarchy_order: '3' }],
  [
    '/presential-courses/8/event/presential-class/20/activities/1',
    'presential-class-activity',
    { id: '8', event_id: '20', hierarchy_order: '1' },
  ],
  [
    '/presential-courses/8/event/webinar/20/activities/1',
    'presential-webinar-activity',
    { id: '8', event_id: '20', hierarchy_order: '1' },
  ],
  [
    '/presential-courses/8/event/live-class/20/activities/1',
    'presential-live-class-activity',
    { id: '8', event_id: '20', hierarchy_order: '1' },
  ],
  ['/presential-courses/8/reactions/2', 'presential-reaction', { id: '8', hierarchy_order: '2' }],
  ['/trails/3/courses/5/activities/1', 'trail-course-activity', { id_trail: '3', id: '5', hierarchy_order: '1' }],
  ['/trails/3/webinars/2/activities/1', 'trail-webinar-activity', { id_trail: '3', id: '2', hierarchy_order: '1' }],
  [
    '/trails/3/live-classes/6/activities/1',
    'trail-live-class-activity',
    { id_trail: '3', id: '6', hierarchy_order: '1' },
  ],
  [
    '/trails/3/presential-catalogs/4/presential-courses/8/event/presential-class/20/activities/1',
    'trail-presential-class-activity',
    { id_trail: '3', id_catalog: '4', id: '8', event_id: '20', hierarchy_order: '1' },
  ],
  [
    '/trails/3/presential-catalogs/4/presential-courses/8/event/webinar/20/activities/1',
    'trail-presential-webinar-activity',
    { id_trail: '3', id_catalog: '4', id: '8', event_id: '20', hierarchy_order: '1' },
  ],
  [
    '/trails/3/presential-catalogs/4/presential-courses/8/event/live-class/20/activities/1',
    'trail-presential-live-class-activity',
    { id_trail: '3', id_catalog: '4', id: '8', event_id: '20', hierarchy_order: '1' },
  ],
  [
    '/trails/3/presential-catalogs/4/presential-courses/8/reactions/2',
    'trail-presential-reaction',
    { id_trail: '3', id_catalog: '4', id: '8', hierarchy_order: '2' },
  ],
  ['/no/such/page', 'not-found'],
];

describe('route table', () => {
  it.each(SPEC_VISITS)('%s resolves to %s', (path, name, params = {}) => {
    const match = matchRoute(path);
    expect(match.route.name).toBe(name);
    expect(match.params).toEqual(params);
  });

  it('covers every route of the table exactly once', () => {
    expect(new Set(SPEC_VISITS.map(([, name]) => name))).toEqual(new Set(ROUTES.map((route) => route.name)));
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  });

  it('gives each route its parameters and access', () => {
    const byName = new Map(ROUTES.map((route) => [route.name, route]));
    expect(byName.get('trail-course')).toMatchObject({ params: ['id_trail', 'id'], access: 'auth' });
    expect(byName.get('set-password')).toMatchObject({ params: ['username', 'uidb64', 'token'], access: 'public' });
    expect(byName.get('portfolio-course')).toMatchObject({ params: ['slug'], access: 'public', group: 'portfolio' });
    expect(byName.get('certificate-verification')).toMatchObject({
      params: ['code'],
      access: 'public',
      group: 'public',
    });
    expect(byName.get('not-found')).toMatchObject({ pattern: '*', access: 'public' });
    for (const route of ROUTES.filter((candidate) => candidate.group === 'player' || candidate.group === 'auth')) {
      expect(route.access).toBe('auth');
    }
  });

  it('ignores trailing slashes, query and hash', () => {
    expect(matchRoute('/home/').route.name).toBe('home');
    expect(matchRoute('/reward-store/details/14').route.name).toBe('reward-store-details');
    expect(matchRoute('/webservice-login').route.name).toBe('webservice-login-no-token');
    expect(matchRoute('/news/3?x=1#top').params).toEqual({ id: '3' });
  });

  it('does not match a malformed escape as a parameter', () => {
    expect(matchRoute('/news/%E0%A4%A').route.name).toBe('not-found');
  });

  it('builds the path of every route and matches it back', () => {
    for (const [path, name, params] of SPEC_VISITS) {
      if (name === 'not-found') continue;
      const built = (buildPath as (n: RouteName, p?: Record<string, string>) => string)(name, params);
      expect(matchRoute(built)).toMatchObject({ route: { name }, params: params ?? {} });
      const normalise = (text: string): string => decodeURIComponent(text).replace(/(.)\/$/, '$1');
      expect(normalise(built)).toBe(normalise(path));
    }
  });

  it('encodes parameters and refuses missing ones', () => {
    expect(buildPath('podcast-search', { name: 'a/b c' })).toBe('/podcasts/search/a%2Fb%20c');
    expect(buildPath('reward-store-details', { id: 14 })).toBe('/reward-store/details/14/');
    expect(buildPath('home')).toBe('/home');
    expect(() => (buildPath as (n: string, p: object) => string)('trail-course', { id: 1 })).toThrow(TypeError);
    expect(() => buildPath('not-found')).toThrow(TypeError);
  });
});

describe('navigation guard (spec §4)', () => {
  const visit = (overrides: Partial<NavigationInput>): NavigationInput => ({
    pathname: '/',
    search: '',
    hasToken: false,
    homeRoute: '/home',
    ...overrides,
  });

  it('sends a visitor without token from a protected route to login, storing the target', () => {
    expect(resolveNavigation(visit({ pathname: '/trails/3/course/9' }))).toEqual({
      kind: 'redirect',
      redirect: '/',
      store: { path: '/trails/3/course/9' },
    });
  });

  it('stores the optional token query separately and keeps the rest of the query', () => {
    expect(resolveNavigation(visit({ pathname: '/home/surveys/7', search: '?token=abc&tab=2' }))).toEqual({
      kind: 'redirect',
      redirect: '/',
      store: { path: '/home/surveys/7?tab=2', token: 'abc' },
    });
  });

  it('guards the player routes too', () => {
    const decision = resolveNavigation(visit({ pathname: '/courses/5/activities/1' }));
    expect(decision).toMatchObject({ kind: 'redirect', redirect: '/' });
  });

  it('lets a visitor without token see public and portfolio routes, and not-found', () => {
    for (const pathname of ['/', '/register', '/portfolio-course/x-id-1', '/institutional/about', '/nowhere']) {
      expect(resolveNavigation(visit({ pathname }))).toMatchObject({ kind: 'render' });
    }
  });

  it('sends a signed-in user from login to the client home route', () => {
    expect(resolveNavigation(visit({ hasToken: true, homeRoute: 'trails' }))).toEqual({
      kind: 'redirect',
      redirect: '/trails',
    });
    expect(resolveNavigation(visit({ hasToken: true, homeRoute: '/' }))).toEqual({
      kind: 'redirect',
      redirect: '/home',
    });
  });

  it('returns a signed-in user to the stored target once, token restored', () => {
    expect(
      resolveNavigation(visit({ hasToken: true, storedTarget: { path: '/home/surveys/7?tab=2', token: 'abc' } })),
    ).toEqual({ kind: 'redirect', redirect: '/home/surveys/7?tab=2&token=abc', clearStoredTarget: true });
    expect(resolveNavigation(visit({ hasToken: true, storedTarget: { path: '/' } }))).toEqual({
      kind: 'redirect',
      redirect: '/home',
    });
  });

  it('renders protected routes for a signed-in user', () => {
    expect(resolveNavigation(visit({ pathname: '/profile', hasToken: true }))).toMatchObject({
      kind: 'render',
      match: { route: { name: 'profile' } },
    });
  });

  it.each([
    ['/courses', '/online-courses'],
    ['/courses/5', '/online-courses/5'],
    ['/presential', '/presential-courses'],
    ['/presential/8', '/presential-courses'],
    ['/webcasts', '/webinars'],
  ])('redirects the legacy path %s to %s, with or without a token, query kept', (pathname, target) => {
    for (const hasToken of [false, true]) {
      expect(resolveNavigation(visit({ pathname, hasToken, search: '?a=1' }))).toEqual({
        kind: 'redirect',
        redirect: `${target}?a=1`,
      });
    }
  });

  it('completes the round trip: protected visit → login → sign-in → target', () => {
    const first = resolveNavigation(visit({ pathname: '/reward-store/details/14/' }));
    if (first.kind !== 'redirect' || first.store === undefined) throw new Error('expected a stored target');
    const atLogin = resolveNavigation(visit({ pathname: first.redirect }));
    expect(atLogin.kind).toBe('render');
    const afterSignIn = resolveNavigation(
      visit({ pathname: first.redirect, hasToken: true, storedTarget: first.store }),
    );
    expect(afterSignIn).toEqual({ kind: 'redirect', redirect: '/reward-store/details/14/', clearStoredTarget: true });
  });
});
