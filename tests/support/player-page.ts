import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { API, apiGet } from './site-page';

/** The demo course with one activity of every type the player plays (packages/server/demo-content/README.md). */
export const SHOWCASE_COURSE = 'Conheça o player de atividades';

/** The demo course with the activities that play from other sites (SCORM Cloud, YouTube, Vimeo, HLS, SlideShare). */
export const OUTSIDE_SHOWCASE_COURSE = 'Conheça o player: conteúdos de outros sites';

/** A showcase course's id (ids are not fixed): found through the API as `token`'s user. */
export async function showcaseCourseId(
  request: APIRequestContext,
  token: string,
  title = SHOWCASE_COURSE,
): Promise<number> {
  const page = await apiGet<{ results: { id: number; title: string }[] }>(
    request,
    token,
    `/api/online-courses/?search=${encodeURIComponent('Conheça o player')}`,
  );
  const course = page.results.find((item) => item.title === title);
  expect(course, 'the showcase course is in the demo').toBeDefined();
  return course?.id ?? 0;
}

/** Enrols `token`'s user in an online course through the API (what "Inscrever-se" does). */
export async function enrolThroughApi(request: APIRequestContext, token: string, courseId: number): Promise<void> {
  const response = await request.post(`${API}/api/online-courses/${courseId}/enrol/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/**
 * Page object of the activity player, in the site (light DOM) or inside `<campus-activity-player>` (its shadow root
 * is open, and Playwright's locators pierce it): the activities menu, the activity shown, previous/next and the
 * package frames.
 */
export class PlayerPage {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    root?: Locator,
    readonly texts = { menu: 'Atividades do curso', next: 'Próxima atividade', done: 'Concluída' },
  ) {
    this.root = root ?? page.locator('body');
  }

  get menu(): Locator {
    return this.root.getByRole('navigation', { name: this.texts.menu });
  }

  /** The menu entry of an activity, by its title. */
  entry(title: string): Locator {
    return this.menu.getByRole('listitem').filter({ hasText: title });
  }

  /** The activity's heading. */
  get title(): Locator {
    return this.root.getByRole('heading', { level: 2 }).first();
  }

  async expectStatus(title: string, status: string | RegExp = this.texts.done): Promise<void> {
    await expect(this.entry(title)).toContainText(status, { timeout: 20_000 });
  }

  async next(): Promise<void> {
    await this.root.getByRole('link', { name: new RegExp(this.texts.next) }).click();
  }

  /** The page of a package (HTML lesson) framed on the content origin. */
  packageFrame(): FrameLocator {
    return this.root.locator('iframe[title]').first().contentFrame();
  }

  /** The SCO running inside the content origin's SCO frame, once it has initialized with its API. */
  async sco(): Promise<FrameLocator> {
    const sco = this.root.locator('iframe[title]').first().contentFrame().locator('iframe').first().contentFrame();
    await expect(sco.locator('html[data-lms="connected"]')).toBeAttached({ timeout: 20_000 });
    return sco;
  }

  /** The SCO's current slide (`main[data-slide]` in the demo packages). */
  static slide(sco: FrameLocator): Locator {
    return sco.locator('main');
  }
}
