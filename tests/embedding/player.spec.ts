import { expect, test } from '@playwright/test';
import { examplesPort } from '../../playwright.config';
import { HostPage } from '../support/host-page';
import { enrolThroughApi, PlayerPage, showcaseCourseId } from '../support/player-page';
import { apiToken } from '../support/site-page';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

/** `instructor` takes the showcase course only here (the site's player tests sign in as others). */
const INSTRUCTOR = demoUser('instructor');

test.describe('<campus-activity-player> on an intranet course page under a strict CSP', () => {
  test.describe.configure({ timeout: 120_000 });

  test('plays a PDF and a SCORM lesson from the standalone bundle, follows the address and logs xAPI statements', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request, INSTRUCTOR.username);
    const courseId = await showcaseCourseId(request, token);
    await enrolThroughApi(request, token, courseId);
    const pageUrl = `http://localhost:${examplesPort}/embed-html/course.html?course=${courseId}`;

    const host = new HostPage(page);
    const element = page.locator('campus-activity-player');
    const player = new PlayerPage(page, element);
    await host.open(pageUrl);
    await expect(element.getByText('Entre para fazer o curso')).toBeVisible();
    await host.signIn(INSTRUCTOR);

    // No activity in the address: the player continues where the learner is, the first activity here. The PDF's
    // worker comes from the bundle's folder on the page's own origin ('self').
    await expect(element.getByText(/Página 1 de 50/).first()).toBeVisible({ timeout: 20_000 });
    await expect(host.eventLog).toContainText('campus-activity-statement initialized');
    await host.expectAccessibleAtEachSize('pdf');
    await host.screenshots(testInfo, 'player-pdf');

    // The menu moves the player; the page keeps the activity in its address, so a reload lands on it.
    await player.entry('SCORM 1.2').getByRole('button').click();
    await expect(page).toHaveURL(/[?&]activity=6\b/);
    let sco = await player.sco();
    await sco.getByRole('button', { name: 'Próximo' }).click();
    await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '2');
    await player.expectStatus('SCORM 1.2', 'Em andamento');
    await page.reload();
    sco = await player.sco();
    await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '2');
    await host.screenshots(testInfo, 'player-scorm');

    expect(await host.cspViolations()).toEqual([]);
    expect(host.record.errors).toEqual([]);
  });
});
