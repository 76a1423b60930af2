import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { apiGet, apiToken, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// Instructors and in-person events in the reference site (issue 26; packages/server/src/seed/demo/demo-instructors.ts).
// On a desktop in Portuguese, the instructor Elisa Martins opens her in-person class, validates the presence of the
// demo learner `attendee` (Igor Nunes) and authorises "Dinâmica em grupo" for the class; Igor, with the activity open
// and locked in another browser, sees it unlock without a reload and opens it. On a phone in English, Igor sees his
// presence at the event awaiting results and is refused an enrolment in a second course of the same catalogue.
// `attendee` is used by no other test.

interface InstructorClass {
  kind: string;
  id: number;
  item_id: number;
  item_title: string;
  title: string;
}

/** The instructor's classes (by the API), to find the demo's in-person ones. */
async function taughtClasses(request: APIRequestContext) {
  const token = await apiToken(request, 'instructor');
  return (await apiGet<{ results: InstructorClass[] }>(request, token, '/api/instructor/classes/')).results;
}

/** The hierarchy order of an activity of a presential course, as the attendee sees it. */
async function activityOrder(request: APIRequestContext, courseId: number, title: string): Promise<number> {
  const token = await apiToken(request, 'attendee');
  const { activities } = await apiGet<{ activities: { title: string; hierarchy_order: number }[] }>(
    request,
    token,
    `/api/presential-courses/${courseId}/activities/`,
  );
  const found = activities.find((activity) => activity.title === title);
  if (!found) throw new Error(`no activity "${title}"`);
  return found.hierarchy_order;
}

test.describe('instructors and in-person events in the site', () => {
  test('the instructor validates a presence and authorises an activity the learner opens at once (desktop, pt-BR)', async ({
    page,
    context,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const inPerson = (await taughtClasses(request)).find(
      (entry) => entry.kind === 'presential_event' && entry.item_title === 'Encontro Regional de Vendas',
    );
    if (!inPerson) throw new Error('the instructor teaches no in-person class of "Encontro Regional de Vendas"');
    const order = await activityOrder(request, inPerson.item_id, 'Dinâmica em grupo');

    // The learner has the activity open, locked with its reason.
    const learnerContext = await browser.newContext({ viewport: SITE_VIEWPORTS.desktop });
    await skipCookieBanner(learnerContext);
    const learnerPage = await learnerContext.newPage();
    const learner = new SitePage(learnerPage);
    await learner.signIn('attendee');
    await learner.goto(
      `/presential-courses/${inPerson.item_id}/event/presential-class/${inPerson.id}/activities/${order}`,
    );
    await expect(learnerPage.getByRole('heading', { level: 2, name: 'Dinâmica em grupo' })).toBeVisible();
    await expect(learnerPage.locator('[part="locked"]')).toContainText('Aguardando a liberação do instrutor.');

    // The instructor takes the attendance on the course's page.
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const site = new SitePage(page);
    await site.signIn('instructor');
    await site.goto(`/presential-courses/${inPerson.item_id}`);
    const attendance = page.getByRole('region', { name: 'Lista de presença' });
    await expect(attendance.getByRole('heading', { name: `Lista de presença: ${inPerson.title}` })).toBeVisible();
    const presence = attendance.getByRole('checkbox', { name: 'Presença de Igor Nunes' });
    await expect(presence).not.toBeChecked();
    await site.settled();
    await site.expectAccessible('the instructor’s attendance list');

    await presence.focus();
    await page.keyboard.press('Space');
    await expect(presence).toBeChecked();
    await expect(attendance.getByRole('status')).toHaveText('Presença de Igor Nunes validada.');
    const activity = attendance.getByRole('listitem', { name: 'Dinâmica em grupo' });
    await expect(activity.getByText('Aguarda liberação do instrutor')).toBeVisible();
    await activity.getByRole('button', { name: 'Liberar para a turma' }).click();
    await expect(activity.getByText('Liberada')).toBeVisible();
    await expect(attendance.getByRole('status')).toHaveText('“Dinâmica em grupo” liberada para a turma.');

    // The learner's open player unlocks it without a reload, and shows the event with the presence validated.
    await expect(learnerPage.locator('[part="locked"]')).toHaveCount(0);
    const event = learnerPage.getByRole('region', { name: 'Evento presencial' });
    await expect(event).toBeVisible();
    await expect(event.getByText('Presença validada')).toBeVisible();
    await expect(event.getByText('Encontro Regional de Vendas')).toBeVisible();
    await learner.settled();
    await learner.expectAccessible('the unlocked in-person activity');
    learner.expectNoErrors('the learner');
    site.expectNoErrors('the instructor');
    await learnerContext.close();
  });

  test('a learner sees his in-person event awaiting results and an enrolment refused (phone, en-US)', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const awaiting = (await taughtClasses(request)).find(
      (entry) => entry.kind === 'presential_event' && entry.item_title === 'Avaliação Prática de Liderança',
    );
    if (!awaiting) throw new Error('the instructor teaches no event of "Avaliação Prática de Liderança"');
    const learnerToken = await apiToken(request, 'attendee');
    const catalogue = await apiGet<{ results: { id: number; title: string }[] }>(
      request,
      learnerToken,
      '/api/presential-courses/?page_size=50',
    );
    const sibling = catalogue.results.find((course) => course.title === 'Oficina de Vitrines que Vendem');
    if (!sibling) throw new Error('no demo course "Oficina de Vitrines que Vendem"');

    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.mobile);
    const site = new SitePage(page);
    await site.signIn('attendee');

    // From the course's page to the event's activities: its status, the presence validated and the results awaited.
    await site.goto(`/presential-courses/${awaiting.item_id}?locale=en-US`);
    const events = page.getByRole('navigation', { name: 'Event activities' });
    await events.getByRole('link', { name: `Activities of “${awaiting.title}”` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/presential-courses/${awaiting.item_id}/event/presential-class/${awaiting.id}/activities/1`),
    );
    const event = page.getByRole('region', { name: 'In-person event' });
    await expect(event.getByText('Awaiting results')).toBeVisible();
    await expect(event.getByText('Presence validated')).toBeVisible();
    await expect(event.getByText('Awaiting the instructor’s results.')).toBeVisible();
    await site.settled();
    await site.expectAccessible('an in-person event awaiting results on a phone');

    // Enrolled in a course of the catalogue already: a second one is refused with the §8 message.
    site.expectFailures(/^409 POST \/api\/presential-courses\/\d+\/enrol\/$/);
    await site.goto(`/presential-courses/${sibling.id}?locale=en-US`);
    // Its title is translated in English (the client's translations): found by its place on the page.
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Enrol', exact: true }).first().click();
    await expect(page.getByText('You are already enrolled or certified in an event of this catalog.')).toBeVisible();
    await site.settled();
    await site.expectAccessible('an enrolment refused on a phone');
    site.expectNoErrors('the attendee on a phone');
  });
});
