import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { enrolThroughApi, PLAYER_TEXTS, showcaseCourseId } from '../support/player-page';
import { API, apiGet, apiToken, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';
import { TEST_VIEWER_TEXTS, TestViewerPage } from '../support/test-viewer-page';

// Progress that is never lost (issue 23): a learner's progress and answers made offline are kept on the device (the
// progress journal, IndexedDB) and sent in order when the network returns — also after the tab was closed and a new
// one opened. The page is loaded before going offline (no service worker is needed). On a desktop in Portuguese: a
// PDF's pages read offline. On a phone in English: a test's answers given offline, one of them changed. Each test
// signs in as a demo user no other test uses: `commuter` and `traveller`.

const TESTS_SHOWCASE_COURSE = 'Conheça as avaliações: teste, quiz e avaliação de reação';

const JOURNAL_TEXTS = {
  'pt-BR': {
    saved: 'Sem conexão: seu progresso foi salvo neste dispositivo e será enviado quando a conexão voltar.',
  },
  'en-US': {
    saved: 'No connection: your progress is saved on this device and will be sent when the connection returns.',
  },
} as const;

/** An activity of a course as its learner's list gives it. */
interface ActivityState {
  readonly id: number;
  readonly hierarchy_order: number;
  readonly status: string;
  readonly progress: number;
}

/** The learner's activities in the course, through the API. */
async function activities(request: APIRequestContext, token: string, courseId: number): Promise<ActivityState[]> {
  const answer = await apiGet<{ activities: ActivityState[] }>(
    request,
    token,
    `/api/online-courses/${courseId}/activities/`,
  );
  return [...answer.activities].sort((a, b) => a.hierarchy_order - b.hierarchy_order);
}

/** One entry of the progress journal as IndexedDB holds it (packages/core/src/offline/journal-storage.ts). */
interface StoredEntry {
  readonly sequence: number;
  readonly idempotency_key: string;
  readonly recorded_at: string;
  readonly body: { readonly page?: number };
}

/** What the journal holds in the page's IndexedDB (every Campus instance of the origin), by user and sequence. */
async function journalEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.endsWith('-journal'));
    const entries: StoredEntry[] = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if (db.objectStoreNames.contains('entries')) {
        entries.push(
          ...(await new Promise<StoredEntry[]>((resolve, reject) => {
            const all = db.transaction('entries').objectStore('entries').getAll();
            all.onsuccess = () => resolve(all.result as StoredEntry[]);
            all.onerror = () => reject(all.error);
          })),
        );
      }
      db.close();
    }
    return entries;
  });
}

/** The `Idempotency-Key` of each write, in the order the writes left the browser. */
const keysOf = (writes: readonly Request[]) =>
  Promise.all(writes.map(async (write) => (await write.allHeaders())['idempotency-key']));

/** The learner's writes a page sends (progress reports, answers), as they leave the browser. */
function recordWrites(page: Page, pattern: RegExp): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if ((request.method() === 'POST' || request.method() === 'PUT') && pattern.test(new URL(request.url()).pathname)) {
      sent.push(request);
    }
  });
  return sent;
}

/** Closes the page, opens a new one in the same context with the network back, at the home: the journal replays. */
async function reopenOnline(context: BrowserContext, page: Page, pattern: RegExp) {
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  const writes = recordWrites(next, pattern);
  const site = new SitePage(next);
  await site.goto('/home');
  return { next, writes, site };
}

test.describe('progress made offline', () => {
  test('desktop, pt-BR: PDF pages read offline are saved on the device, and sent once and in order from a new tab', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const token = await apiToken(request, 'commuter');
    const courseId = await showcaseCourseId(request, token, TESTS_SHOWCASE_COURSE);
    await enrolThroughApi(request, token, courseId);
    const site = new SitePage(page);
    const texts = PLAYER_TEXTS['pt-BR'];
    await site.signIn('commuter');
    await site.goto(`/courses/${courseId}/activities/1`);
    const counter = page.getByText(texts.pageOf(1, 50)).first();
    await expect(counter).toBeVisible({ timeout: 20_000 });
    // The first page is reported at once, online.
    await expect.poll(async () => (await activities(request, token, courseId))[0]?.progress).toBe(2);

    await test.step('offline: three pages on, each saved on the device', async () => {
      await context.setOffline(true);
      const status = page.locator('[part="journal-status"]');
      for (const pageNumber of [2, 3, 4]) {
        await page.getByRole('button', { name: 'Próxima página' }).click();
        await expect(page.getByText(texts.pageOf(pageNumber, 50)).first()).toBeVisible();
        // The viewer reports a page change at most every 2 s: each page's report is kept before the next page.
        await expect
          .poll(async () => (await journalEntries(page)).map((entry) => entry.body.page), { timeout: 10_000 })
          .toEqual([2, 3, 4].slice(0, pageNumber - 1));
        await expect(status).toHaveText(JOURNAL_TEXTS['pt-BR'].saved);
      }
      await site.expectAccessible('player offline, progress saved on the device');
      // Nothing reached the API meanwhile.
      expect((await activities(request, token, courseId))[0]?.progress).toBe(2);
    });

    await test.step('the tab closed, a new one online: the journal is sent once, in order, and emptied', async () => {
      const kept = await journalEntries(page);
      expect(kept.map((entry) => entry.sequence)).toEqual([1, 2, 3]);
      const times = kept.map((entry) => Date.parse(entry.recorded_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const { next, writes, site: again } = await reopenOnline(context, page, /\/api\/activities\/\d+\/progress\/$/);
      await expect
        .poll(async () => (await activities(request, token, courseId))[0]?.progress, { timeout: 20_000 })
        .toBe(8);
      await expect.poll(async () => (await journalEntries(next)).length).toBe(0);
      // Each kept write sent once, in the order it was made (the page closed as it was reported: maybe once more).
      const sentKeys = await keysOf(writes);
      expect(sentKeys.slice(0, 3)).toEqual(kept.map((entry) => entry.idempotency_key));
      expect(new Set(sentKeys).size).toBe(sentKeys.length);
      again.expectNoErrors('new tab after the replay');
    });
  });

  test('phone, en-US: test answers given offline, one changed, arrive once and in order after the tab was reopened', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.mobile);
    const token = await apiToken(request, 'traveller');
    const courseId = await showcaseCourseId(request, token, TESTS_SHOWCASE_COURSE);
    await enrolThroughApi(request, token, courseId);
    const site = new SitePage(page);
    const viewer = new TestViewerPage(page, TEST_VIEWER_TEXTS['en-US']);
    await site.signIn('traveller');
    await site.goto(`/courses/${courseId}/activities/2?locale=en-US`);
    await viewer.start();
    await expect(viewer.question).toBeVisible();

    await test.step('offline: the first answer given, changed, and the second given: saved on the device', async () => {
      await context.setOffline(true);
      await viewer.answer({ choose: 'Oferecer um desconto' });
      await expect(page.locator('[part="journal-status"]')).toHaveText(JOURNAL_TEXTS['en-US'].saved);
      await expect(viewer.saveStatus).toHaveText('Saved on this device');
      await viewer.answer({ choose: 'Cumprimentar o cliente e se apresentar' });
      await page.getByRole('button', { name: TEST_VIEWER_TEXTS['en-US'].next, exact: true }).click();
      await viewer.answer({ check: ['Olhar para o cliente enquanto ele fala'] });
      await expect.poll(async () => (await journalEntries(page)).length).toBe(3);
      await site.expectAccessible('test answered offline on a phone');
    });

    await test.step('the tab closed, a new one online: the answers arrive in order, the changed one last', async () => {
      const kept = await journalEntries(page);
      const { next, writes } = await reopenOnline(context, page, /\/api\/test-attempts\/[^/]+\/answers\/[^/]+\/$/);
      await expect.poll(async () => (await journalEntries(next)).length, { timeout: 20_000 }).toBe(0);
      // Once each, in the order given: the first question's two answers, then the second question's.
      expect(await keysOf(writes)).toEqual(kept.map((entry) => entry.idempotency_key));
      const questions = writes.map((write) => new URL(write.url()).pathname.split('/').at(-2));
      expect(questions[0]).toBe(questions[1]);
      expect(questions[2]).not.toBe(questions[0]);
      // The attempt as the API holds it (resumed through the API): the changed answer counts, the other is there.
      const testActivity = (await activities(request, token, courseId)).find((entry) => entry.hierarchy_order === 2);
      const resumed = await request.post(`${API}/api/activities/${testActivity?.id}/test/attempts/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(resumed.status(), await resumed.text()).toBe(200);
      const attempt = (await resumed.json()) as {
        questions: { id: string; options?: { id: string; text: string }[] }[];
        answers: Record<string, unknown>;
      };
      const [first, second] = attempt.questions;
      const optionId = (question: typeof first, text: string) =>
        question?.options?.find((option) => option.text === text)?.id;
      expect(attempt.answers).toEqual({
        [first?.id ?? '']: optionId(first, 'Cumprimentar o cliente e se apresentar'),
        [second?.id ?? '']: [optionId(second, 'Olhar para o cliente enquanto ele fala')],
      });
    });
  });
});
