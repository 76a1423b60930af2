import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { API, apiGet } from './site-page';

/** The demo course with one activity of every type the player plays (packages/server/demo-content/README.md). */
export const SHOWCASE_COURSE = 'Conheça o player de atividades';

/** The demo course with the activities that play from other sites (SCORM Cloud, YouTube, Vimeo, HLS, SlideShare). */
export const OUTSIDE_SHOWCASE_COURSE = 'Conheça o player: conteúdos de outros sites';

/** A demo online course's id by its exact title (ids are not fixed): found through the API as `token`'s user. */
export async function showcaseCourseId(
  request: APIRequestContext,
  token: string,
  title = SHOWCASE_COURSE,
): Promise<number> {
  const page = await apiGet<{ results: { id: number; title: string }[] }>(
    request,
    token,
    `/api/online-courses/?search=${encodeURIComponent(title)}`,
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

/** The player's words a test reads, in the languages the tests use (packages/player/src/messages). */
export interface PlayerTexts {
  readonly menu: string;
  /** The phone layout's toggle of the folded menu. */
  readonly showMenu: string;
  readonly hideMenu: string;
  readonly next: string;
  readonly done: string;
  readonly pageField: string;
  /** The PDF's page counter: "Página 1 de 50". */
  readonly pageOf: (page: number | string, count: number | string) => string;
  readonly speed: string;
  readonly play: string;
  readonly nextLesson: string;
  /** A SCORM module's "Lição 2 de 3" under its lesson. */
  readonly lessonOf: (position: number, count: number) => string;
  readonly contents: string;
  readonly flash: string;
  readonly flashDownload: string;
}

export const PLAYER_TEXTS = {
  'pt-BR': {
    menu: 'Atividades do curso',
    showMenu: 'Mostrar atividades',
    hideMenu: 'Ocultar atividades',
    next: 'Próxima atividade',
    done: 'Concluída',
    pageField: 'Ir para a página',
    pageOf: (page, count) => `Página ${page} de ${count}`,
    speed: 'Velocidade',
    play: 'Reproduzir',
    nextLesson: 'Próxima lição',
    lessonOf: (position, count) => `Lição ${position} de ${count}`,
    contents: 'Sumário do módulo',
    flash: 'Os navegadores não reproduzem mais Flash',
    flashDownload: 'Baixar o arquivo',
  },
  'en-US': {
    menu: 'Course activities',
    showMenu: 'Show activities',
    hideMenu: 'Hide activities',
    next: 'Next activity',
    done: 'Done',
    pageField: 'Go to page',
    pageOf: (page, count) => `Page ${page} of ${count}`,
    speed: 'Speed',
    play: 'Play',
    nextLesson: 'Next lesson',
    lessonOf: (position, count) => `Lesson ${position} of ${count}`,
    contents: 'Module contents',
    flash: 'Browsers no longer play Flash',
    flashDownload: 'Download the file',
  },
  'es-ES': {
    menu: 'Actividades del curso',
    showMenu: 'Mostrar actividades',
    hideMenu: 'Ocultar actividades',
    next: 'Actividad siguiente',
    done: 'Completada',
    pageField: 'Ir a la página',
    pageOf: (page, count) => `Página ${page} de ${count}`,
    speed: 'Velocidad',
    play: 'Reproducir',
    nextLesson: 'Lección siguiente',
    lessonOf: (position, count) => `Lección ${position} de ${count}`,
    contents: 'Índice del módulo',
    flash: 'Los navegadores ya no reproducen Flash',
    flashDownload: 'Descargar el archivo',
  },
  'fr-FR': {
    menu: 'Activités du cours',
    showMenu: 'Afficher les activités',
    hideMenu: 'Masquer les activités',
    next: 'Activité suivante',
    done: 'Terminée',
    pageField: 'Aller à la page',
    pageOf: (page, count) => `Page ${page} sur ${count}`,
    speed: 'Vitesse',
    play: 'Lire',
    nextLesson: 'Leçon suivante',
    lessonOf: (position, count) => `Leçon ${position} sur ${count}`,
    contents: 'Sommaire du module',
    flash: 'Les navigateurs ne lisent plus le Flash',
    flashDownload: 'Télécharger le fichier',
  },
} satisfies Record<string, PlayerTexts>;

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
    readonly texts: PlayerTexts = PLAYER_TEXTS['pt-BR'],
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

  /** Expects the menu to give `title` the status `status`; on a phone, unfolding the menu to read it and folding it back. */
  async expectStatus(title: string, status: string | RegExp = this.texts.done): Promise<void> {
    const show = this.root.getByRole('button', { name: this.texts.showMenu });
    const folded = await show.isVisible();
    if (folded) await show.click();
    await expect(this.entry(title)).toContainText(status, { timeout: 20_000 });
    if (folded) await this.root.getByRole('button', { name: this.texts.hideMenu }).click();
  }

  async next(): Promise<void> {
    await this.root.getByRole('link', { name: new RegExp(this.texts.next) }).click();
  }

  /** Waits for the PDF viewer and moves to its last page with the page field, as a reader jumping to the end would. */
  async readToTheEnd(): Promise<void> {
    const { page, texts } = this;
    const counter = this.root.getByText(new RegExp(texts.pageOf('\\d+', '\\d+'))).first();
    await expect(counter).toBeVisible({ timeout: 20_000 });
    const count = Number(/(\d+)\D*$/.exec((await counter.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(1);
    await page.getByLabel(texts.pageField).fill(String(count));
    await page.getByLabel(texts.pageField).press('Enter');
    await expect(this.root.getByText(texts.pageOf(count, count)).first()).toBeVisible();
  }

  /** Plays the media shown at twice the speed, to its end. */
  async playThrough(): Promise<void> {
    await this.root.getByLabel(this.texts.speed).selectOption('2');
    await this.root.getByRole('button', { name: this.texts.play }).click();
  }

  /**
   * The demo HTML lesson, by keyboard, to its completion call. The lesson's script runs after its buttons show: a
   * key press before it is lost, so each step is retried.
   */
  async takeHtmlLesson(): Promise<void> {
    const lesson = this.packageFrame();
    const step = lesson.locator('main');
    for (const next of ['2', '3']) {
      await expect(async () => {
        if ((await step.getAttribute('data-step')) !== next)
          await lesson.getByRole('button', { name: 'Próximo' }).press('Enter');
        await expect(step).toHaveAttribute('data-step', next, { timeout: 1_000 });
      }).toPass();
    }
    // The visit was reported when the lesson loaded: the next progress report is the lesson's completion call.
    const completion = this.page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().endsWith('/progress/'),
    );
    await lesson.getByRole('button', { name: 'Concluir lição' }).press('Enter');
    await completion;
  }

  /**
   * The demo SCORM 1.2 lesson by keyboard from its first slide: a commit on slide 2 (then `afterCommit`, e.g. a
   * reload, and the lesson must reopen on slide 2), the question answered right, passed.
   */
  async takeScorm12(afterCommit: () => Promise<void> = async () => {}): Promise<void> {
    let sco = await this.sco();
    await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '1');
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
    await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '2');
    await afterCommit();
    sco = await this.sco();
    await expect(PlayerPage.slide(sco)).toHaveAttribute('data-slide', '2');
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
    await sco.getByLabel(/Cumprimentá-lo/).press('Space');
    await sco.getByRole('button', { name: 'Verificar resposta' }).press('Enter');
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
  }

  /** The demo SCORM 2004 module by keyboard: its three lessons, moving on with the player's "next lesson". */
  async takeScorm2004(): Promise<void> {
    const contents = this.root.getByRole('navigation', { name: this.texts.contents });
    await expect(contents).toContainText('Lição 1 — Conheça o cliente');
    const nextLesson = this.root.getByRole('button', { name: this.texts.nextLesson, exact: true });
    let sco = await this.sco();
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
    // The player's own "next lesson" (the SCO's own button depends on the LMS's navigation answers).
    await nextLesson.press('Enter');
    await expect(this.root.getByText(this.texts.lessonOf(2, 3))).toBeVisible();
    sco = await this.sco();
    await expect(sco.getByRole('heading', { name: 'Benefícios, não especificações' })).toBeVisible();
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
    await sco.getByLabel(/Você edita seus vídeos/).press('Space');
    await sco.getByRole('button', { name: 'Verificar resposta' }).press('Enter');
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
    await nextLesson.press('Enter');
    await expect(this.root.getByText(this.texts.lessonOf(3, 3))).toBeVisible();
    sco = await this.sco();
    await expect(sco.getByRole('heading', { name: 'Avaliação', exact: true })).toBeVisible();
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
    await sco.getByLabel(/Como você pretende usar/).press('Space');
    await sco.locator('button.check:visible').press('Enter');
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
    await sco.getByLabel(/Com exemplos de situações/).press('Space');
    await sco.locator('button.check:visible').press('Enter');
    await sco.getByRole('button', { name: 'Próximo' }).press('Enter');
  }

  /** The Flash activity: never played; its file downloaded, which completes it. */
  async takeFlash(): Promise<void> {
    await expect(this.root.getByText(this.texts.flash, { exact: false })).toBeVisible();
    const download = this.page.waitForEvent('download');
    await this.root.getByRole('link', { name: this.texts.flashDownload }).click();
    await download;
  }

  /** The page of a package (HTML lesson) framed on the content origin. */
  packageFrame(): FrameLocator {
    return this.root.locator('iframe[title]').first().contentFrame();
  }

  /** The SCO running inside the content origin's SCO frame, once it has initialized with its API. */
  async sco(): Promise<FrameLocator> {
    const sco = this.root.locator('iframe[title]').first().contentFrame().locator('iframe').first().contentFrame();
    // Retried: a wait that began in the frame of the SCO being left ends when that frame goes away.
    await expect(async () => {
      await expect(sco.locator('html[data-lms="connected"]')).toBeAttached({ timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    return sco;
  }

  /** The SCO's current slide (`main[data-slide]` in the demo packages). */
  static slide(sco: FrameLocator): Locator {
    return sco.locator('main');
  }
}
