import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { enrolThroughApi, PlayerPage, PLAYER_TEXTS, showcaseCourseId } from '../support/player-page';
import {
  API,
  apiGet,
  apiToken,
  openPhoneMenu,
  SITE,
  SITE_VIEWPORTS,
  SitePage,
  skipCookieBanner,
  waitForSiteServiceWorker,
} from '../support/site-page';

// Offline downloads (issue 23): "Baixar para usar offline" shows the size, a progress dialog runs monotonically from 0
// to 1 (aria-valuenow 0 → 100) and hides at completion; offline (Playwright's `setOffline`, in the page already loaded,
// once the site's worker is installed as it would be for a learner) the player opens the downloaded PDF and video; the
// storage manager ("Meus downloads") shows sizes and the total, offers the update when an item's `updated_date`
// changed, and deleting frees the space (the Cache Storage entry goes). The desktop test also downloads the demo HTML
// lesson and SCORM 1.2 package and plays them offline from the content origin's own service worker (its bridge keeps
// them in that origin's storage): the lesson turns a page, the SCO finds its API and its commit is journaled, then sent
// once online. Each test signs in as a demo user no other test uses: `downloader` and `backpacker`.

// The content origin's offline service worker must run (playwright.config.ts blocks service workers by default).
test.use({ serviceWorkers: 'allow' });

const PDF = 'Apostila: atendimento de excelência (PDF, 50 páginas)';
const VIDEO = 'Vídeo: boas-vindas ao player';
const HTML_LESSON = 'Lição em HTML: checklist do bom atendimento';
const SCORM = 'SCORM 1.2: atendimento em quatro passos';
const JOURNAL = {
  saved: 'Sem conexão: seu progresso foi salvo neste dispositivo e será enviado quando a conexão voltar.',
  sent: 'Progresso salvo neste dispositivo enviado.',
};

const TEXTS = {
  'pt-BR': {
    download: /^Baixar para usar offline \(\d[\d,]* (kB|MB)\)$/,
    dialog: (title: string) => `Baixando “${title}”`,
    available: /^Disponível offline \(\d[\d,]* (kB|MB)\)$/,
    downloads: 'Meus downloads',
    list: 'Atividades baixadas',
    total: /^Total baixado: \d[\d,]* (kB|MB)$/,
    update: (title: string) => `Atualizar “${title}”`,
    remove: (title: string) => `Remover “${title}”`,
    removeAll: 'Remover todos os downloads',
    empty: /Nenhuma atividade baixada/,
  },
  'en-US': {
    download: /^Download for offline use \(\d[\d.]* (kB|MB)\)$/,
    dialog: (title: string) => `Downloading “${title}”`,
    available: /^Available offline \(\d[\d.]* (kB|MB)\)$/,
    downloads: 'My downloads',
    list: 'Downloaded activities',
    total: /^Total downloaded: \d[\d.]* (kB|MB)$/,
    update: (title: string) => `Update “${title}”`,
    remove: (title: string) => `Remove “${title}”`,
    removeAll: 'Remove all downloads',
    empty: /No activity downloaded/,
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Records every `aria-valuenow` the download's progress bar takes, from the first render of the dialog. */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __downloadProgress: number[] }).__downloadProgress = seen;
    const record = () => {
      const bar = document.querySelector('[part~="offline-progress"] [role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value != null && Number(value) !== seen.at(-1)) seen.push(Number(value));
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow', 'open'],
    });
  });
}

/** Downloads the activity shown: the size first, the dialog 0 → 100 monotonically, hidden at completion. */
async function downloadShown(page: Page, texts: Texts, title: string): Promise<void> {
  await watchProgress(page);
  await page.getByRole('button', { name: texts.download }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog(title) });
  await expect(page.getByText(texts.available)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  const seen = await page.evaluate(() => (window as unknown as { __downloadProgress: number[] }).__downloadProgress);
  expect(seen[0]).toBe(0);
  expect(seen.at(-1)).toBe(100);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
}

/**
 * The Cache Storage entries of downloaded files (`class{item_id}.{extension}`), by name. A file is stored as its
 * download's parts (`class{item_id}.part?v=…&i=…`) named by its entry: parts of no listed file are listed as
 * `class{item_id}.part (stray)`, so a delete that leaves them behind fails the comparison.
 */
async function storedFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names: string[] = [];
    const parts = new Set<string>();
    for (const cacheName of await caches.keys()) {
      if (!cacheName.endsWith('-offline')) continue;
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const name = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? '');
        if (name.endsWith('.part')) parts.add(name.slice(0, -'.part'.length));
        else names.push(name);
      }
    }
    const stray = [...parts].filter((stem) => !names.some((name) => name.startsWith(`${stem}.`)));
    return [...names, ...stray.map((stem) => `${stem}.part (stray)`)].sort();
  });
}

/** The SCORM commits of an activity waiting in the progress journal (IndexedDB `*-journal`, store `entries`). */
async function journaledCommits(page: Page, activityId: number): Promise<number> {
  return page.evaluate(async (path) => {
    let count = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name?.endsWith('-journal')) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if (db.objectStoreNames.contains('entries')) {
        const all = await new Promise<{ kind: string; path: string }[]>((resolve, reject) => {
          const request = db.transaction('entries').objectStore('entries').getAll();
          request.onsuccess = () => resolve(request.result as { kind: string; path: string }[]);
          request.onerror = () => reject(request.error);
        });
        count += all.filter((entry) => entry.kind === 'scorm-commit' && entry.path.endsWith(path)).length;
      }
      db.close();
    }
    return count;
  }, `/activities/${activityId}/runtime/`);
}

/** The packages the content origin keeps offline (its Cache Storage, read from a page of that origin). */
async function contentOriginPackages(page: Page): Promise<string[]> {
  const origin = new URL(API);
  origin.port = String(Number(origin.port) + 1);
  const probe = await page.context().newPage();
  await probe.goto(`${origin.origin}/.campus/offline/content-types.js`);
  const names = await probe.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('campus-offline-package-')).sort(),
  );
  await probe.close();
  return names;
}

/** Answers the PDF's launch with a later `updated_date`: the content changed on the server meanwhile. */
async function contentChangedOnServer(page: Page, pdfId: number): Promise<void> {
  await page.route(`**/api/activities/${pdfId}/launch/`, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { updated_date?: string };
    await route.fulfill({ response, json: { ...body, updated_date: '2030-01-01T00:00:00.000Z' } });
  });
}

/** The demo showcase course's activity ids by title, through the API. */
async function activityIds(request: APIRequestContext, token: string, courseId: number) {
  const { activities } = await apiGet<{ activities: { id: number; title: string }[] }>(
    request,
    token,
    `/api/online-courses/${courseId}/activities/`,
  );
  return Object.fromEntries(activities.map((activity) => [activity.title, activity.id])) as Record<string, number>;
}

test.describe('offline downloads', () => {
  test('desktop, pt-BR: a PDF, a video, an HTML and a SCORM package downloaded, played offline, updated and deleted', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const token = await apiToken(request, 'downloader');
    const courseId = await showcaseCourseId(request, token);
    await enrolThroughApi(request, token, courseId);
    const ids = await activityIds(request, token, courseId);
    const site = new SitePage(page);
    const texts = TEXTS['pt-BR'];
    const player = PLAYER_TEXTS['pt-BR'];
    await site.signIn('downloader');

    const packages = new PlayerPage(page);
    await test.step('the PDF, the video and two packages downloaded: size first, the dialog from 0 to 1, closed at the end', async () => {
      await site.goto(`/courses/${courseId}/activities/1`);
      await expect(page.getByText(player.pageOf(1, 50)).first()).toBeVisible({ timeout: 20_000 });
      await downloadShown(page, texts, PDF);
      await site.expectAccessible('PDF downloaded');
      await page
        .getByRole('navigation', { name: player.menu })
        .getByRole('link', { name: new RegExp(VIDEO) })
        .click();
      await expect(page.locator('video')).toBeVisible({ timeout: 20_000 });
      await downloadShown(page, texts, VIDEO);
      // The packages: their zip downloaded like a file, then unzipped into the content origin's own storage.
      const menu = page.getByRole('navigation', { name: player.menu });
      await menu.getByRole('link', { name: new RegExp(HTML_LESSON) }).click();
      await expect(packages.packageFrame().locator('main')).toHaveAttribute('data-step', '1', { timeout: 20_000 });
      await downloadShown(page, texts, HTML_LESSON);
      await menu.getByRole('link', { name: new RegExp(SCORM) }).click();
      await packages.sco();
      await downloadShown(page, texts, SCORM);
      // One copy of each package on the device: its files on the content origin, its zip gone from the site's.
      expect(await storedFiles(page)).toEqual([`class${ids[PDF]}.pdf`, `class${ids[VIDEO]}.mp4`].sort());
      expect(await contentOriginPackages(page)).toEqual(
        [`campus-offline-package-${ids[HTML_LESSON]}`, `campus-offline-package-${ids[SCORM]}`].sort(),
      );
    });

    await test.step('offline: the PDF and the video open from the device', async () => {
      await waitForSiteServiceWorker(page);
      await context.setOffline(true);
      const menu = page.getByRole('navigation', { name: player.menu });
      await menu.getByRole('link', { name: new RegExp(PDF.replace(/[()]/g, '\\$&')) }).click();
      await expect(page.getByText(player.pageOf(1, 50)).first()).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Próxima página' }).click();
      await expect(page.getByText(player.pageOf(2, 50)).first()).toBeVisible();
      await menu.getByRole('link', { name: new RegExp(VIDEO) }).click();
      const video = page.locator('video');
      await expect(video).toHaveAttribute('src', /^blob:/, { timeout: 20_000 });
      await page.getByRole('button', { name: player.play }).first().click();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
      // The HTML lesson from the content origin's offline service worker: it runs and turns a page.
      await menu.getByRole('link', { name: new RegExp(HTML_LESSON) }).click();
      const lesson = packages.packageFrame();
      await expect(lesson.locator('main')).toHaveAttribute('data-step', '1', { timeout: 20_000 });
      await expect(async () => {
        await lesson.getByRole('button', { name: 'Próximo' }).press('Enter');
        await expect(lesson.locator('main')).toHaveAttribute('data-step', '2', { timeout: 1_000 });
      }).toPass();
      // Its files answer byte ranges offline as the server does (a video in a package seeks): 206 and Content-Range.
      const ranged = await lesson.locator('main').evaluate(async () => {
        const answer = await fetch(location.href, { headers: { range: 'bytes=0-9' } });
        const range = answer.headers.get('content-range');
        return { status: answer.status, range, length: (await answer.arrayBuffer()).byteLength };
      });
      expect(ranged).toMatchObject({ status: 206, range: expect.stringMatching(/^bytes 0-9\/\d+$/), length: 10 });
      // The SCORM package: the offline SCO frame gives the SCO its API; its commit (slide 2) is kept in the journal.
      await menu.getByRole('link', { name: new RegExp(SCORM) }).click();
      const sco = await packages.sco();
      await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '1');
      await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
      await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '2');
      await expect(page.getByText(JOURNAL.saved)).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => journaledCommits(page, ids[SCORM] ?? 0)).toBeGreaterThan(0);
      await context.setOffline(false);
      await expect(page.getByText(JOURNAL.sent)).toBeVisible({ timeout: 30_000 });
      expect(await journaledCommits(page, ids[SCORM] ?? 0)).toBe(0);
    });

    await test.step('"Meus downloads": sizes and total, an update after updated_date changed, deleting frees the space', async () => {
      await contentChangedOnServer(page, ids[PDF] ?? 0);
      await page.getByRole('button', { name: /Menu da conta/ }).click();
      await page.getByRole('link', { name: texts.downloads }).click();
      await expect(page).toHaveURL(`${SITE}/offline`);
      const list = page.getByRole('list', { name: texts.list });
      await expect(list.getByRole('listitem')).toHaveCount(4, { timeout: 20_000 });
      await expect(list.getByRole('listitem').filter({ hasText: VIDEO })).toContainText(/Vídeo · \d[\d,]* (kB|MB)/);
      await expect(page.getByText(texts.total)).toBeVisible();
      const update = page.getByRole('button', { name: texts.update(PDF) });
      await expect(update).toBeVisible({ timeout: 20_000 });
      await site.expectAccessible('storage manager with an update');
      await update.click();
      await expect(update).toBeHidden({ timeout: 30_000 });
      const totalBefore = await page.getByText(texts.total).textContent();
      await page.getByRole('button', { name: texts.remove(VIDEO) }).click();
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByText(texts.total)).not.toHaveText(totalBefore ?? '');
      // A package deleted here goes from the content origin's storage too (through its bridge).
      await page.getByRole('button', { name: texts.remove(HTML_LESSON) }).click();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      expect(await storedFiles(page)).toEqual([`class${ids[PDF]}.pdf`]);
      // The list shows the removal at once; the content origin's copy goes through its bridge just after.
      await expect.poll(() => contentOriginPackages(page)).toEqual([`campus-offline-package-${ids[SCORM]}`]);
      site.expectNoErrors('downloads, offline play and the storage manager');
    });
  });

  test('phone, en-US: a PDF downloaded, read offline, and all downloads deleted from "My downloads"', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.mobile);
    const token = await apiToken(request, 'backpacker');
    const courseId = await showcaseCourseId(request, token);
    await enrolThroughApi(request, token, courseId);
    const ids = await activityIds(request, token, courseId);
    const site = new SitePage(page);
    const texts = TEXTS['en-US'];
    const player = PLAYER_TEXTS['en-US'];
    await site.signIn('backpacker');
    await site.goto(`/courses/${courseId}/activities/1?locale=en-US`);
    await expect(page.getByText(player.pageOf(1, 50)).first()).toBeVisible({ timeout: 20_000 });
    await downloadShown(page, texts, PDF);
    await site.expectAccessible('PDF downloaded on a phone');

    await test.step('offline: another activity, then the PDF again, from the device', async () => {
      await waitForSiteServiceWorker(page);
      await context.setOffline(true);
      await page.getByRole('link', { name: new RegExp(player.next) }).click();
      await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/activities/2`));
      await page.goBack();
      await expect(page.getByText(player.pageOf(1, 50)).first()).toBeVisible({ timeout: 20_000 });
      await context.setOffline(false);
    });

    await test.step('"My downloads" from the menu: the PDF listed; all deleted, the space freed', async () => {
      const sheet = await openPhoneMenu(page, 'Navigation');
      await sheet.getByRole('link', { name: texts.downloads }).click();
      const list = page.getByRole('list', { name: texts.list });
      await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
      expect(await storedFiles(page)).toEqual([`class${ids[PDF]}.pdf`]);
      await site.expectAccessible('storage manager on a phone');
      await page.getByRole('button', { name: texts.removeAll }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove all downloads?' });
      await confirm.getByRole('button', { name: texts.removeAll }).click();
      await expect(page.getByText(texts.empty)).toBeVisible();
      expect(await storedFiles(page)).toEqual([]);
      site.expectNoErrors('phone downloads');
    });
  });
});
