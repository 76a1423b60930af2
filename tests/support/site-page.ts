import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiPort, sitePort } from '../../playwright.config';
import { DEMO_CLIENT_BASIC, DEMO_PASSWORD } from '../../packages/server/src/test-support/demo-credentials.test-util';
import { expectNoBlockingViolations } from './axe';

/** The reference site as the browser tests run it (built against the test API). */
export const SITE = `http://localhost:${sitePort}`;
/** The test API the site talks to. */
export const API = `http://localhost:${apiPort}`;

/** The viewports every route is checked at: desktop and a phone. */
export const SITE_VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Records the choice of the cookie banner before the first page, so it does not cover the pages under test. */
export async function skipCookieBanner(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'campus_cookie_consent', value: 'all', url: SITE }]);
}

/**
 * Page object of the reference site: visits, sign-in, the page's main heading, and what went wrong on the way
 * (script errors, console errors, failed API answers other than the ones a test expects).
 */
export class SitePage {
  readonly errors: string[] = [];
  private expected: RegExp[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // Failed loads are recorded with their address by the response listener below.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        this.errors.push(`console: ${message.text()}`);
      }
    });
    page.on('response', (response) => {
      if (response.status() < 400) return;
      const line = `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`;
      if (!this.expected.some((pattern) => pattern.test(line))) this.errors.push(line);
    });
  }

  /** Failed answers this test expects (e.g. an invalid password link), as `STATUS METHOD /path` patterns. */
  expectFailures(...patterns: RegExp[]): void {
    this.expected = patterns;
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${SITE}${path}`);
  }

  /** The page's one `<h1>`. */
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Signs in on the login page as a person would, and waits to leave it. */
  async signIn(username: string, password = DEMO_PASSWORD): Promise<void> {
    if (new URL(this.page.url() || SITE).pathname !== '/' || !this.page.url().startsWith(SITE)) await this.goto('/');
    await this.page.getByLabel('Usuário, e-mail ou CPF').fill(username);
    await this.page.getByLabel(/^Senha/).fill(password);
    await this.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(this.page).not.toHaveURL(`${SITE}/`, { timeout: 20_000 });
  }

  /**
   * Waits until the page has loaded what it shows: no spinner or skeleton left. (Not `networkidle`: a signed-in
   * page keeps its realtime stream open.)
   */
  async settled(): Promise<void> {
    await this.page.waitForLoadState('load');
    await expect(this.page.locator('.campus-spinner, .campus-skeleton')).toHaveCount(0, { timeout: 15_000 });
  }

  /** Fails on any serious or critical axe violation. */
  async expectAccessible(label: string): Promise<void> {
    await expectNoBlockingViolations(this.page, label);
  }

  /** Nothing went wrong so far. */
  expectNoErrors(label: string): void {
    expect(this.errors, label).toEqual([]);
  }
}

/**
 * Waits until the site's own service worker has installed (its precache is complete) and controls the page. It
 * registers a moment after the first page; a spec that goes offline waits for it first, as its fetch of the
 * worker's script would otherwise meet the switch (and Chromium logs the failed fetch as a console error).
 */
export async function waitForSiteServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/service-worker.js') === true,
    undefined,
    { timeout: 45_000 },
  );
}

/**
 * Opens the phone layout's "Menu" sheet (the tab bar's last tab: every module, the language, the profile and
 * sign-out) and returns the dialog. `tabBarName` is the tab bar's name in the current language.
 */
export async function openPhoneMenu(page: Page, tabBarName = 'Navegação') {
  await page.getByRole('navigation', { name: tabBarName }).getByRole('button', { name: 'Menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** An access token of a user, straight from the API (password grant). */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post(`${API}/o/token/`, {
    headers: { authorization: DEMO_CLIENT_BASIC },
    form: { grant_type: 'password', username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A GET of the API as a user. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The ids a learner can open on the detail routes, found through the API (the demo data may change). */
export async function learningIds(request: APIRequestContext, token: string) {
  const first = async (type: string) =>
    (await apiGet<{ results: { id: number }[] }>(request, token, `/api/${type}/?page_size=1`)).results[0]?.id ?? 0;
  interface TrailDetail {
    id: number;
    courses: { id: number }[];
    presential_catalogs: { id: number }[];
    webinars: { id: number }[];
    live_classes: { id: number }[];
  }
  const trails = await apiGet<{ results: { id: number }[] }>(request, token, '/api/trails/?page_size=50');
  const details = await Promise.all(
    trails.results.map((trail) => apiGet<TrailDetail>(request, token, `/api/trails/${trail.id}/`)),
  );
  const withItem = (key: 'courses' | 'presential_catalogs' | 'webinars' | 'live_classes') => {
    const trail = details.find((detail) => detail[key].length > 0);
    if (!trail) throw new Error(`no demo trail holds ${key}`);
    return { trail: trail.id, id: trail[key][0]?.id ?? 0 };
  };
  const catalog = withItem('presential_catalogs');
  const catalogDetail = await apiGet<{ presential_courses: { id: number }[] }>(
    request,
    token,
    `/api/presential-catalogs/${catalog.id}/?trail=${catalog.trail}`,
  ).catch(() => ({ presential_courses: [] }));
  const webinar = await first('webinars');
  const trailWebinar = withItem('webinars');
  const titleOf = async (id: number) => (await apiGet<{ title: string }>(request, token, `/api/webinars/${id}/`)).title;
  return {
    onlineCourse: await first('online-courses'),
    trail: await first('trails'),
    presentialCourse: await first('presential-courses'),
    webinar,
    /** The titles the webinar lounges show as their heading. */
    webinarTitle: await titleOf(webinar),
    trailWebinarTitle: await titleOf(trailWebinar.id),
    liveClass: await first('live-classes'),
    trailCourse: withItem('courses'),
    trailCatalog: catalog,
    trailCatalogCourse: { ...catalog, course: catalogDetail.presential_courses[0]?.id ?? 0 },
    trailWebinar,
    trailLiveClass: withItem('live_classes'),
  };
}
