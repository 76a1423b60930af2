import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { fakeHlsStream, DEMO_HLS_STREAM } from '../support/fake-hls';
import { fakeSlideshareEmbed } from '../support/fake-slideshare';
import { fakeVimeoPlayer } from '../support/fake-vimeo';
import { fakeYoutubeEmbed } from '../support/fake-youtube';
import {
  enrolThroughApi,
  OUTSIDE_SHOWCASE_COURSE,
  PLAYER_TEXTS,
  PlayerPage,
  showcaseCourseId,
} from '../support/player-page';
import type { PlayerTexts } from '../support/player-page';
import { API, apiGet, apiToken, SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// The activity player in the reference site with the demo's course of contents from other sites (issue 20):
// SCORM Cloud (the API's development adapter, standing in for SCORM Cloud in demo mode), YouTube, Vimeo, an HLS
// stream and a SlideShare deck, each taken from first to last until the course is finished. The other sites are
// stood in for with `page.route` (no internet here), each speaking its real protocol. One test on a desktop in
// Spanish as `learner`, one on a phone in French as `owner`: no other test takes this course as either user.

/** What the player and the development SCORM Cloud page say, in the test's language. */
interface Texts {
  readonly locale: 'es-ES' | 'fr-FR';
  readonly player: PlayerTexts;
  readonly approved: string;
  readonly courseProgress: string;
  readonly cloudPage: string;
  readonly passCourse: string;
  readonly exited: RegExp;
  readonly reopen: string;
}

const SPANISH: Texts = {
  locale: 'es-ES',
  player: PLAYER_TEXTS['es-ES'],
  approved: 'Aprobado',
  courseProgress: 'Progreso del curso',
  cloudPage: 'SCORM Cloud (desarrollo)',
  passCourse: 'Terminar con aprobado',
  exited: /Saliste del curso/,
  reopen: 'Abrir en esta página',
};

const FRENCH: Texts = {
  locale: 'fr-FR',
  player: PLAYER_TEXTS['fr-FR'],
  approved: 'Réussi',
  courseProgress: 'Progression du cours',
  cloudPage: 'SCORM Cloud (développement)',
  passCourse: 'Terminer avec réussite',
  exited: /Vous avez quitté le cours/,
  reopen: 'Ouvrir sur cette page',
};

/** The course's activities as the demo seeds them (packages/server/demo-content/README.md). */
const TITLES = {
  cloud: 'SCORM Cloud: da necessidade à solução',
  youtube: 'Vídeo no YouTube',
  vimeo: 'Vídeo no Vimeo',
  hls: 'Transmissão ao vivo (HLS)',
  slides: 'Apresentação no SlideShare',
} as const;

/** A learner taking the course in the site, in one language and size. */
class OutsideCourse {
  readonly site: SitePage;
  readonly player: PlayerPage;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.site = new SitePage(page);
    this.player = new PlayerPage(page, undefined, texts.player);
  }

  /** The course's progress bar in the player (a native `<progress>`). */
  get courseProgress() {
    return this.page.getByRole('progressbar', { name: this.texts.courseProgress });
  }

  async courseValue(): Promise<number> {
    return Number(await this.courseProgress.getAttribute('value'));
  }

  /** The activity's state in the menu (on a phone the player page unfolds the menu to read it). */
  async expectStatus(title: string, status: string | RegExp = this.texts.player.done): Promise<void> {
    await this.player.expectStatus(title, status);
  }

  /**
   * Moves on with the player's "next activity" link, by keyboard (the menu's progress can still grow as the last
   * report's answer lands, moving the link under a pointer), and waits for the activity's address.
   */
  async next(courseId: number, order: number): Promise<void> {
    await this.page.getByRole('link', { name: new RegExp(this.texts.player.next) }).press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`/courses/${courseId}/activities/${order}(\\?|$)`));
  }

  /** Waits until the course's progress is above `before`, and answers it. */
  async progressAbove(before: number): Promise<number> {
    await expect.poll(() => this.courseValue(), { timeout: 10_000 }).toBeGreaterThan(before);
    return this.courseValue();
  }
}

async function takeOutsideCourse(
  page: Page,
  request: APIRequestContext,
  { user, texts, phone }: { user: string; texts: Texts; phone: boolean },
): Promise<void> {
  const token = await apiToken(request, user);
  const courseId = await showcaseCourseId(request, token, OUTSIDE_SHOWCASE_COURSE);
  await enrolThroughApi(request, token, courseId);
  // The other sites, stood in for.
  await fakeYoutubeEmbed(page);
  await fakeVimeoPlayer(page);
  const streamRequests = await fakeHlsStream(page);
  await fakeSlideshareEmbed(page);
  const course = new OutsideCourse(page, texts);
  const { site } = course;
  await site.signIn(user);

  let progress = 0;
  await test.step('SCORM Cloud: the course passes on its page, and its exit tells the player, never framing the site', async () => {
    await site.goto(`/courses/${courseId}/activities/1?locale=${texts.locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.player.menu);
    progress = await course.courseValue();
    const frameElement = page.locator(`iframe[src^="${API}/dev/scorm-cloud/launch/"]`);
    await expect(frameElement).toBeVisible();
    const cloud = frameElement.contentFrame();
    await expect(cloud.getByRole('heading', { name: texts.cloudPage })).toBeVisible();
    if (!phone) await site.expectAccessible('SCORM Cloud (development) in the player');
    // Every document the frame loads from now on: the exit page, never a page of the site.
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.isNavigationRequest() && sent.frame() !== page.mainFrame()) documents.push(sent.url());
    });
    const synced = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/scorm-cloud/sync/'),
    );
    await cloud.getByRole('button', { name: texts.passCourse }).click();
    expect((await synced).status()).toBe(200);
    await expect(page.getByText(texts.exited)).toBeVisible();
    // The session is over: the frame is closed, and the course can be opened again.
    await expect(frameElement).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.reopen })).toBeVisible();
    expect(documents.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(/^\/api\/activities\/\d+\/scorm-cloud\/exit\/$/),
    ]);
    expect(documents.some((url) => url.startsWith(SITE))).toBe(false);
    await course.expectStatus(TITLES.cloud, texts.approved);
    progress = await course.progressAbove(progress);
  });

  await test.step('YouTube: its embed’s postMessage progress completes it', async () => {
    await course.next(courseId, 2);
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeVisible();
    await course.expectStatus(TITLES.youtube);
    progress = await course.progressAbove(progress);
  });

  await test.step('Vimeo: played in its player, whose events complete it', async () => {
    await course.next(courseId, 3);
    const frameElement = page.locator('iframe[src^="https://player.vimeo.com/video/76979871?"]');
    await expect(frameElement).toBeVisible();
    const vimeo = frameElement.contentFrame();
    // The player subscribed to the events it reads, as player.js does, before the learner presses play (read from
    // the frame shown each time: the viewer may mount again while the course loads, with a new frame).
    const subscribed = async () => {
      const frame = await (await frameElement.elementHandle())?.contentFrame();
      const commands = (await frame?.evaluate(() => (window as unknown as { commands?: unknown[] }).commands)) ?? [];
      return (commands as { method?: string; value?: string }[])
        .filter((command) => command.method === 'addEventListener')
        .map((command) => command.value)
        .sort();
    };
    await expect.poll(subscribed).toEqual(['ended', 'pause', 'play', 'seeked', 'timeupdate']);
    await vimeo.getByRole('button', { name: 'Play' }).click();
    await expect(vimeo.locator('#time')).toHaveAttribute('data-state', 'ended', { timeout: 10_000 });
    await course.expectStatus(TITLES.vimeo);
    if (!phone) await site.expectAccessible('Vimeo in the player');
    progress = await course.progressAbove(progress);
  });

  await test.step('HLS: Chromium plays the stream natively, watched to its end', async () => {
    await course.next(courseId, 4);
    const video = page.locator('video');
    // Debian's Chromium plays HLS itself (`canPlayType` answers "maybe"): the player hands it the playlist, no
    // hls.js (which would attach a blob: MediaSource URL instead).
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.canPlayType('application/vnd.apple.mpegurl')),
    ).not.toBe('');
    await expect(video).toHaveAttribute('src', DEMO_HLS_STREAM);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(3.5);
    await page.getByLabel(texts.player.speed).selectOption('2');
    await page.getByRole('button', { name: texts.player.play }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 15_000 })
      .toBe(true);
    expect(streamRequests).toEqual(expect.arrayContaining(['x36xhzz.m3u8', 'segment-0.mpegts', 'segment-1.mpegts']));
    await course.expectStatus(TITLES.hls);
    if (phone) await site.expectAccessible('HLS stream on a phone');
    progress = await course.progressAbove(progress);
  });

  await test.step('SlideShare: the visit completes it', async () => {
    await course.next(courseId, 5);
    const deck = page.locator(`iframe[src^="https://www.slideshare.net/slideshow/embed_code/"]`).contentFrame();
    await expect(deck.getByRole('heading', { name: 'Test deck' })).toBeVisible();
    await deck.getByRole('button', { name: 'Next slide' }).click();
    await expect(deck.locator('main')).toHaveAttribute('data-slide', '2');
    await course.expectStatus(TITLES.slides);
  });

  await test.step('the course is finished', async () => {
    await expect.poll(() => course.courseValue()).toBe(100);
    const finished = await apiGet<{ status: string; progress: number }>(
      request,
      token,
      `/api/online-courses/${courseId}/`,
    );
    expect(finished).toMatchObject({ status: 'finished', progress: 100 });
  });
  site.expectNoErrors(`${OUTSIDE_SHOWCASE_COURSE} in ${texts.locale}`);
}

test.describe('the activity player in the site: contents from other sites', () => {
  test.describe('on a desktop in Spanish', () => {
    test.use({ locale: 'es-ES', viewport: SITE_VIEWPORTS.desktop });
    test('the learner takes SCORM Cloud, YouTube, Vimeo, HLS and SlideShare to the end of the course', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(90_000);
      await skipCookieBanner(context);
      await takeOutsideCourse(page, request, { user: 'learner', texts: SPANISH, phone: false });
    });
  });

  test.describe('on a phone in French', () => {
    test.use({ locale: 'fr-FR', viewport: SITE_VIEWPORTS.mobile });
    test('another learner takes the same course to its end on a phone', async ({ page, context, request }) => {
      test.setTimeout(90_000);
      await skipCookieBanner(context);
      await takeOutsideCourse(page, request, { user: 'owner', texts: FRENCH, phone: true });
    });
  });
});
