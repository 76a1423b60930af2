import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { fakeYoutubeEmbed } from '../support/fake-youtube';
import {
  enrolThroughApi,
  OUTSIDE_SHOWCASE_COURSE,
  PlayerPage,
  SHOWCASE_COURSE,
  showcaseCourseId,
} from '../support/player-page';
import { apiGet, apiToken, SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// The activity player in the reference site (issue 20): the demo's showcase course taken from the course page's
// "Inscrever-se" and "Iniciar" through each activity type the demo serves itself (the URL types need the internet),
// with a SCORM 1.2 resume after a reload and a SCORM 2004 multi-SCO package; on a phone in English, a lock that
// stays and a PDF that reopens on its page. Each test signs in as a demo user no other test takes courses with.

/** Waits for the PDF viewer and moves to its last page with the page field, as a reader jumping to the end would. */
async function readToTheEnd(page: Page, pageField: string, pageOf: RegExp): Promise<void> {
  const counter = page.getByText(pageOf).first();
  await expect(counter).toBeVisible({ timeout: 20_000 });
  const count = Number(/(\d+)\D*$/.exec((await counter.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(1);
  await page.getByLabel(pageField).fill(String(count));
  await page.getByLabel(pageField).press('Enter');
  await expect(page.getByText(new RegExp(`${count}\\D+${count}`)).first()).toBeVisible();
}

/** Plays the media shown at twice the speed, to its end. */
async function playThrough(page: Page): Promise<void> {
  await page.getByLabel('Velocidade').selectOption('2');
  await page.getByRole('button', { name: 'Reproduzir' }).click();
}

test.describe('the activity player in the site', () => {
  test('a learner enrols, starts the showcase course and completes each type, resuming a SCORM lesson after a reload', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const token = await apiToken(request, 'moderator');
    const courseId = await showcaseCourseId(request, token);
    const site = new SitePage(page);
    const player = new PlayerPage(page);
    await site.signIn('moderator');

    await test.step('"Inscrever-se" then "Iniciar" opens the first activity', async () => {
      await site.goto(`/online-courses/${courseId}`);
      await page.getByRole('button', { name: 'Inscrever-se' }).first().click();
      await page.getByRole('button', { name: 'Iniciar' }).first().click();
      await expect(page).toHaveURL(`${SITE}/courses/${courseId}/activities/1`);
      await expect(player.entry('Apostila').getByRole('link')).toHaveAttribute('aria-current', 'page');
    });

    await test.step('PDF: read to the last page', async () => {
      await readToTheEnd(page, 'Ir para a página', /Página 1 de \d+/);
      await player.expectStatus('Apostila');
      await site.expectAccessible('pdf');
    });

    await test.step('presentation (PDF converted from PPT)', async () => {
      await player.next();
      await expect(page).toHaveURL(`${SITE}/courses/${courseId}/activities/2`);
      await readToTheEnd(page, 'Ir para a página', /Página 1 de \d+/);
      await player.expectStatus('Apresentação: conheça o player');
    });

    await test.step('video and audio, watched to the end', async () => {
      await player.next();
      await playThrough(page);
      await player.expectStatus('Vídeo: boas-vindas');
      await site.expectAccessible('video');
      await player.next();
      await playThrough(page);
      await player.expectStatus('Podcast');
    });

    await test.step('HTML lesson, by keyboard: its completion call', async () => {
      await player.next();
      const lesson = player.packageFrame();
      const step = lesson.locator('main');
      // The lesson's script runs after its buttons show: a key press before it is lost, so each step is retried.
      for (const next of ['2', '3']) {
        await expect(async () => {
          if ((await step.getAttribute('data-step')) !== next)
            await lesson.getByRole('button', { name: 'Próximo' }).press('Enter');
          await expect(step).toHaveAttribute('data-step', next, { timeout: 1_000 });
        }).toPass();
      }
      // The visit was reported when the lesson loaded: the next progress report is the lesson's completion call.
      const completion = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith('/progress/'));
      await lesson.getByRole('button', { name: 'Concluir lição' }).press('Enter');
      await completion;
      await player.expectStatus('Lição em HTML');
    });

    // The lessons are driven by keyboard, as a keyboard user takes them.
    await test.step('SCORM 1.2: commits, resumes on its slide after a reload, passes', async () => {
      await player.next();
      await expect(page).toHaveURL(`${SITE}/courses/${courseId}/activities/6`);
      let sco = await player.sco();
      await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '1');
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '2');
      await player.expectStatus('SCORM 1.2', 'Em andamento');
      await page.reload();
      sco = await player.sco();
      await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '2');
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      await sco.getByLabel(/Cumprimentá-lo/).press('Space');
      await sco.getByRole('button', { name: 'Verificar resposta' }).press('Enter');
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      await player.expectStatus('SCORM 1.2', 'Aprovado');
    });

    await test.step('SCORM 2004: three lessons, moving on with the player’s table of contents', async () => {
      await player.next();
      const contents = page.getByRole('navigation', { name: 'Sumário do módulo' });
      await expect(contents).toContainText('Lição 1 — Conheça o cliente');
      let sco = await player.sco();
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      // The player's own "next lesson" (the SCO's own button depends on the LMS's navigation answers).
      await page.getByRole('button', { name: 'Próxima lição' }).press('Enter');
      sco = await player.sco();
      await expect(sco.getByRole('heading', { name: 'Benefícios, não especificações' })).toBeVisible();
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      await sco.getByLabel(/Você edita seus vídeos/).press('Space');
      await sco.getByRole('button', { name: 'Verificar resposta' }).press('Enter');
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      // The player's own "next lesson" (the SCO's own button depends on the LMS's navigation answers).
      await page.getByRole('button', { name: 'Próxima lição' }).press('Enter');
      sco = await player.sco();
      await expect(sco.getByRole('heading', { name: 'Avaliação', exact: true })).toBeVisible();
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      await sco.getByLabel(/Como você pretende usar/).press('Space');
      await sco.locator('button.check:visible').press('Enter');
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      await sco.getByLabel(/Com exemplos de situações/).press('Space');
      await sco.locator('button.check:visible').press('Enter');
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      await player.expectStatus('SCORM 2004', /Aprovado|Concluída/);
    });

    await test.step('Flash: never played, the download completes it', async () => {
      await player.entry('Animação em Flash').getByRole('link').click();
      await expect(page.getByText('Os navegadores não reproduzem mais Flash', { exact: false })).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Baixar o arquivo' }).click();
      await download;
      await player.expectStatus('Animação em Flash');
    });

    await test.step('the course is finished: its page says "Revisar", which opens its first activity', async () => {
      const course = await apiGet<{ status: string; progress: number }>(
        request,
        token,
        `/api/online-courses/${courseId}/`,
      );
      expect(course).toMatchObject({ status: 'finished', progress: 100 });
      await site.goto(`/online-courses/${courseId}`);
      await page.getByRole('button', { name: 'Revisar' }).first().click();
      await expect(page).toHaveURL(`${SITE}/courses/${courseId}/activities/1`);
    });

    await test.step('YouTube, in the course of outside contents: its embed’s postMessage progress completes it', async () => {
      // A stand-in for YouTube's embed (no internet here) that speaks its postMessage protocol.
      await fakeYoutubeEmbed(page);
      const outsideId = await showcaseCourseId(request, token, OUTSIDE_SHOWCASE_COURSE);
      await enrolThroughApi(request, token, outsideId);
      await site.goto(`/courses/${outsideId}/activities/2`);
      await player.expectStatus('Vídeo no YouTube');
    });
    // Left for the next issue (closing note of 2026-11-26): scorm-again logs to the console the run-time errors it
    // answers a SCO with (the demo 2004 SCO's out-of-range cmi.progress_measure), and the content origin's SCO frame
    // logs CrossFrameAPI calls answered "Method … not found" around SCO switches. The lessons work (asserted above);
    // every other error still fails the test.
    const sitesOwn = site.errors.filter(
      (error) => !/^console: (CrossFrameAPI |throwSCORMError|SCORM Error )/.test(error),
    );
    expect(sitesOwn, 'showcase course').toEqual([]);
  });

  test('on a phone in English: the menu folds, a lock stays with its reason, a PDF reopens on its page', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.mobile);
    const token = await apiToken(request, 'auditor');
    const showcase = await showcaseCourseId(request, token);
    const site = new SitePage(page);
    const player = new PlayerPage(page, undefined, { menu: 'Course activities', next: 'Next activity', done: 'Done' });
    await site.signIn('auditor');

    await test.step('not enrolled: every activity is locked, saying why', async () => {
      await site.goto(`/courses/${showcase}/activities/1?locale=en-US`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course activities');
      await expect(page.locator('[part="locked"]')).toContainText('Enroll in the course to open its activities.');
      await expect(page.locator('iframe, canvas')).toHaveCount(0);
    });

    await test.step('an activity awaiting the instructor stays locked after enrolling', async () => {
      const { courseId, order } = await courseAwaitingInstructor(request, token);
      await enrolThroughApi(request, token, courseId);
      await site.goto(`/courses/${courseId}/activities/${order}?locale=en-US`);
      await expect(page.locator('[part="locked"]')).toContainText('Unlocks once the instructor authorises you.');
      await expect(page.locator('iframe, canvas')).toHaveCount(0);
      await page.getByRole('button', { name: 'Show activities' }).click();
      await expect(player.menu).toBeVisible();
      await site.expectAccessible('locked activity on a phone');
    });

    await test.step('a PDF reopens on the page the learner left', async () => {
      await enrolThroughApi(request, token, showcase);
      await site.goto(`/courses/${showcase}/activities/1?locale=en-US`);
      await expect(page.getByText(/Page 1 of 50/).first()).toBeVisible({ timeout: 20_000 });
      await page.getByLabel('Go to page').fill('3');
      await page.getByLabel('Go to page').press('Enter');
      await expect(page.getByText(/Page 3 of 50/).first()).toBeVisible();
      await page.reload();
      await expect(page.getByText(/Page 3 of 50/).first()).toBeVisible({ timeout: 20_000 });
      await site.expectAccessible('pdf on a phone');
    });
    site.expectNoErrors(`${SHOWCASE_COURSE} on a phone`);
  });
});

/** A demo course with an activity that unlocks after the instructor's authorisation (every fifth demo course). */
async function courseAwaitingInstructor(request: APIRequestContext, token: string) {
  const list = await apiGet<{ results: { id: number }[] }>(request, token, '/api/online-courses/?page_size=50');
  for (const { id } of list.results) {
    const { activities } = await apiGet<{
      activities: { hierarchy_order: number; blocked_reason: string | null }[];
    }>(request, token, `/api/online-courses/${id}/activities/`);
    const waiting = activities.find((activity) => activity.blocked_reason === 'awaiting_instructor');
    if (waiting) return { courseId: id, order: waiting.hierarchy_order };
  }
  throw new Error('no demo course has an activity awaiting the instructor');
}
