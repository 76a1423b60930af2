import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, apiGet, apiToken, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// Live classes in the reference site (issue 26): a learner follows the demo's transmission class
// (packages/server/src/seed/demo/demo-live-transmissions.ts, moved by no other test) from waiting to live to its
// recording, the stream showing without a reload (the realtime channel), and exports it to a calendar. The
// administrator moves the transmission through the API (POST /api/live-classes/{id}/transmission/), as an
// instructor's panel would. Both tests move the same class, so they run one after the other.

test.describe.configure({ mode: 'serial' });

const CLASS_TITLE = 'Aula ao Vivo: Transmissão de Demonstração';
// The browser's zone: the viewer shows it, and the calendar file is written in it.
const ZONE = 'America/Sao_Paulo';
test.use({ timezoneId: ZONE });

interface Words {
  readonly locale: 'pt-BR' | 'en-US';
  readonly viewport: { width: number; height: number };
  readonly title: string;
  readonly waiting: string;
  readonly startsAt: RegExp;
  readonly countdown: RegExp;
  readonly watchLive: string;
  readonly started: string;
  readonly recording: string;
  readonly ended: string;
  readonly addToCalendar: string;
  readonly downloaded: RegExp;
}

const PT: Words = {
  locale: 'pt-BR',
  viewport: SITE_VIEWPORTS.desktop,
  title: CLASS_TITLE,
  waiting: 'Aguardando a transmissão',
  startsAt: new RegExp(`^Início: .+ \\(${ZONE.replace('/', '\\/')}\\)$`),
  countdown: /^Começa em \d+ d \d+ h \d+ min$/,
  watchLive: 'Assista à transmissão ao vivo',
  started: 'A transmissão começou.',
  recording: 'Gravação da aula',
  ended: 'A transmissão terminou.',
  addToCalendar: 'Adicionar ao calendário',
  downloaded: /Arquivo do calendário de .+ baixado/,
};

const EN: Words = {
  locale: 'en-US',
  viewport: SITE_VIEWPORTS.mobile,
  title: 'Live Class: Demonstration Broadcast',
  waiting: 'Waiting for the broadcast',
  startsAt: new RegExp(`^Starts: .+ \\(${ZONE.replace('/', '\\/')}\\)$`),
  countdown: /^Starts in \d+ d \d+ h \d+ min$/,
  watchLive: 'Watch the live broadcast',
  started: 'The broadcast has started.',
  recording: 'Class recording',
  ended: 'The broadcast has ended.',
  addToCalendar: 'Add to calendar',
  downloaded: /Calendar file of .+ downloaded/,
};

/** The demo class's id, found through the API (ids are not fixed). */
async function demoClassId(request: APIRequestContext, token: string): Promise<number> {
  const page = await apiGet<{ results: { id: number; title: string }[] }>(
    request,
    token,
    `/api/live-classes/?search=${encodeURIComponent('Transmissão de Demonstração')}`,
  );
  const found = page.results.find((item) => item.title === CLASS_TITLE);
  expect(found, 'the demo transmission class').toBeDefined();
  return found?.id ?? 0;
}

/** The administrator moves the transmission, as the class's instructor would. */
async function moveTo(request: APIRequestContext, token: string, id: number, status: string): Promise<void> {
  const response = await request.post(`${API}/api/live-classes/${id}/transmission/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { transmission_status: string }).transmission_status).toBe(status);
}

/** The live viewer's video, playing the demo's own file from the API. */
const viewerVideo = (page: Page) => page.locator('[part="live-media"] video');

/** Exports the class from its detail page: a downloaded .ics with its event in the browser's zone. */
async function exportsCalendar(page: Page, site: SitePage, words: Words, id: number): Promise<void> {
  await site.goto(`/live-classes/${id}?locale=${words.locale}`);
  await expect(page.getByRole('heading', { level: 2, name: words.title })).toBeVisible();
  await site.settled();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: words.addToCalendar }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${words.title}`);
  expect(ics).toMatch(new RegExp(`DTSTART;TZID=${ZONE}:\\d{8}T190000`));
  expect(ics).toContain(`BEGIN:VTIMEZONE\r\nTZID:${ZONE}`);
  await expect(page.getByRole('status').filter({ hasText: words.downloaded })).toBeAttached();
}

for (const words of [PT, EN]) {
  test(`a learner follows a live class from waiting to live to its recording and exports it (${words.locale}, ${words.viewport.width}px)`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(words.viewport);
    const admin = await apiToken(request, 'admin');
    const id = await demoClassId(request, await apiToken(request, 'learner'));
    // From the start, whatever a previous run left.
    await moveTo(request, admin, id, 'waiting');

    const site = new SitePage(page);
    await site.signIn('learner');
    await site.goto(`/live-classes/${id}/activities/1?locale=${words.locale}`);
    await expect(page.getByText(words.waiting, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(words.startsAt)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(words.countdown);
    await site.settled();
    if (words.viewport === SITE_VIEWPORTS.mobile) await site.expectAccessible(`live class waiting (${words.locale})`);

    // Live: the stream shows without a reload.
    await moveTo(request, admin, id, 'live');
    await expect(page.getByText(words.watchLive)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(words.started)).toBeAttached();
    await expect(viewerVideo(page)).toBeVisible({ timeout: 15_000 });
    await expect(viewerVideo(page)).toHaveAttribute('src', /\/static\/demo\/live\/aula-ao-vivo\.mp4$/);
    await expect(page.getByRole('timer')).toHaveCount(0);
    if (words.viewport === SITE_VIEWPORTS.mobile) await site.expectAccessible(`live class streaming (${words.locale})`);

    // Finished: the recording takes the stream's place.
    await moveTo(request, admin, id, 'finished');
    await expect(page.getByText(words.recording)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(words.ended)).toBeAttached();
    await expect(viewerVideo(page)).toBeVisible();

    await exportsCalendar(page, site, words, id);
    if (words.viewport === SITE_VIEWPORTS.mobile) await site.expectAccessible(`live class detail (${words.locale})`);
    site.expectNoErrors(`learner (${words.locale})`);
  });
}
