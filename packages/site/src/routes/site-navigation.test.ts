import { describe, expect, it } from 'vitest';
import { ROUTES } from '@campus/core';
import type { ModuleItem } from '@campus/core';
import { SITE_ROUTES } from './site-routes';
import { decideSiteNavigation } from './site-navigation';
import type { SiteNavigationInput } from './site-navigation';
import { clientParams } from '../testing/params.test-util';

const client = clientParams;

const item = (id: number, module: string): ModuleItem => ({ id, name: module, module });
const items = [item(1, 'online_courses'), item(2, 'trails'), item(3, 'faq'), item(4, 'webinars')];

const input = (overrides: Partial<SiteNavigationInput>): SiteNavigationInput => ({
  pathname: '/',
  search: '',
  hasToken: false,
  identified: false,
  mustChangePassword: false,
  homeRoute: '/home',
  client: client({ has_online_courses: true, has_trails: true, has_faq: true }),
  moduleItems: items,
  storedTarget: null,
  ...overrides,
});

const signedIn = { hasToken: true, identified: true } as const;

describe('decideSiteNavigation (the core guard over the routes the site serves)', () => {
  it('sends a visitor without a token from a protected route to the login, storing the target and its token', () => {
    expect(decideSiteNavigation(input({ pathname: '/trails/3', search: '?token=abc&tab=2' }))).toEqual({
      kind: 'redirect',
      redirect: '/',
      store: { path: '/trails/3?tab=2', token: 'abc' },
    });
  });

  it('sends a signed-in person from the login to the stored target (token put back), forgetting it', () => {
    const decision = decideSiteNavigation(
      input({ ...signedIn, storedTarget: { path: '/trails/3?tab=2', token: 'abc' } }),
    );
    expect(decision).toEqual({ kind: 'redirect', redirect: '/trails/3?tab=2&token=abc', clearStoredTarget: true });
  });

  it("sends a signed-in person from the login to the client's home route", () => {
    expect(decideSiteNavigation(input({ ...signedIn, homeRoute: '/online-courses' }))).toEqual({
      kind: 'redirect',
      redirect: '/online-courses',
    });
  });

  it('keeps the login while the sign-in is unfinished: user not loaded yet, or a new password required', () => {
    expect(decideSiteNavigation(input({ hasToken: true })).kind).toBe('render');
    expect(decideSiteNavigation(input({ ...signedIn, mustChangePassword: true })).kind).toBe('render');
    // …and a protected route with a password still to change goes to the login, keeping the target.
    expect(decideSiteNavigation(input({ ...signedIn, mustChangePassword: true, pathname: '/home' }))).toMatchObject({
      kind: 'redirect',
      redirect: '/',
      store: { path: '/home' },
    });
  });

  it('redirects the legacy paths, query kept', () => {
    for (const [from, to] of [
      ['/courses', '/online-courses'],
      ['/courses/5', '/online-courses/5'],
      ['/presential', '/presential-courses'],
      ['/presential/8', '/presential-courses'],
      ['/webcasts', '/webinars'],
    ] as const) {
      expect(decideSiteNavigation(input({ ...signedIn, pathname: from, search: '?a=1' }))).toEqual({
        kind: 'redirect',
        redirect: `${to}?a=1`,
      });
    }
  });

  it('serves every route of the core table but the legacy paths, which the guard redirects', () => {
    const served = new Set(SITE_ROUTES.map((route) => route.name));
    const unserved = ROUTES.map((route) => route.name).filter((name) => !served.has(name));
    expect(
      unserved.every((name) => name.startsWith('legacy-') || name === 'not-found'),
      unserved.join(),
    ).toBe(true);
    expect(decideSiteNavigation(input({ pathname: '/no/such/page' }))).toMatchObject({ page: 'not-found' });
  });

  it("answers not-found for a route whose module flag is off, and waits for the client's params", () => {
    const off = client({ has_online_courses: true, has_trails: false });
    expect(decideSiteNavigation(input({ ...signedIn, pathname: '/trails', client: off }))).toMatchObject({
      page: 'not-found',
    });
    expect(decideSiteNavigation(input({ ...signedIn, pathname: '/trails/3/course/9', client: off }))).toMatchObject({
      page: 'not-found',
    });
    expect(decideSiteNavigation(input({ ...signedIn, pathname: '/online-courses', client: off }))).toMatchObject({
      page: 'route',
    });
    expect(decideSiteNavigation(input({ ...signedIn, pathname: '/trails', client: null }))).toMatchObject({
      page: 'wait',
    });
    // Routes without a module (home, contact) never wait for the flags.
    expect(decideSiteNavigation(input({ ...signedIn, pathname: '/contact-us', client: null }))).toMatchObject({
      page: 'route',
    });
  });

  it('answers not-found for a module the person has no module item for, though its flag is on (as the menu hides it)', () => {
    const on = client({ has_online_courses: true, has_trails: true, has_faq: true });
    const withoutTrails = items.filter((entry) => entry.module !== 'trails');
    for (const pathname of ['/trails', '/trails/3', '/trails/3/webinars-lounge/5']) {
      expect(
        decideSiteNavigation(input({ ...signedIn, pathname, client: on, moduleItems: withoutTrails })),
        pathname,
      ).toMatchObject({ page: 'not-found' });
    }
    expect(
      decideSiteNavigation(input({ ...signedIn, pathname: '/online-courses', client: on, moduleItems: withoutTrails })),
    ).toMatchObject({ page: 'route' });
    expect(decideSiteNavigation(input({ ...signedIn, pathname: '/faq', client: on, moduleItems: [] }))).toMatchObject({
      page: 'not-found',
    });
    // Until the signed-in person's data (and so their module items) is loaded, a module route waits.
    expect(
      decideSiteNavigation(input({ hasToken: true, identified: false, pathname: '/trails', moduleItems: [] })),
    ).toMatchObject({ page: 'wait' });
  });

  it("opens webinars by the spec's has_webcasts flag (spec §1/§3) as well as has_webinars", () => {
    for (const flags of [{ has_webcasts: true }, { has_webinars: true }]) {
      expect(decideSiteNavigation(input({ ...signedIn, pathname: '/webinars', client: client(flags) }))).toMatchObject({
        page: 'route',
      });
    }
    expect(decideSiteNavigation(input({ ...signedIn, pathname: '/webinars', client: client({}) }))).toMatchObject({
      page: 'not-found',
    });
  });

  it('renders public routes for everyone', () => {
    for (const pathname of [
      '/institutional/about',
      '/webservice-login/abc',
      '/webservice-login/',
      '/portfolio-course/vendas-id-3',
    ]) {
      expect(decideSiteNavigation(input({ pathname }))).toMatchObject({ kind: 'render', page: 'route' });
    }
  });
});
