import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { enrolThroughApi, showcaseCourseId } from '../support/player-page';
import { apiGet, apiToken, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';

// The eight games in the reference site (issue 22), played in the demo's two games courses
// (packages/server/src/seed/demo/demo-games-pt.ts and -en.ts hold their documents and so the answers below). On a
// desktop in Portuguese, with the keyboard alone, the learner wins the seven games she has not played and finishes
// the course. On a phone in English, with touch, an agent loses a true-or-false and an enigma and wins the others by
// tapping and by dragging with a finger. On a desktop in English, with a mouse, a store owner drags the shelf items
// into place and loses the fill-in-the-blanks. Each user plays games no other test plays.

const PT_COURSE = 'Conheça os jogos: aprenda jogando';
const EN_COURSE = 'Games showcase: learn by playing';

/** A card of a find-the-pairs board as the attempt deals it (its faces travel in the board). */
interface DealtCard {
  id: string;
  text?: string;
  image?: { alt: string };
}

/** The pairs of the demo's find-the-pairs games, each face by its text or its picture's alt text. */
const PAIRS = [
  ['SSD', 'Armazenamento sem partes móveis'],
  ['RAM', 'Memória dos programas abertos'],
  ['GPU', 'Processa imagens e jogos'],
  ['Wi-Fi 6', 'Rede sem fio mais rápida'],
  ['GHz', 'Frequência do processador'],
  ['Planograma de uma gôndola', 'Planograma'],
  ['SSD', 'Storage with no moving parts'],
  ['RAM', 'Memory of the open programs'],
  ['GPU', 'Processes images and games'],
  ['Wi-Fi 6', 'Faster wireless network'],
  ['GHz', 'Processor clock speed'],
  ['Shelf planogram', 'Planogram'],
];

/** The board's card positions (0-based, as shown) grouped by pair. */
function pairsOf(cards: readonly DealtCard[], language: 'pt' | 'en'): [number, number][] {
  const pairs = language === 'pt' ? PAIRS.slice(0, 6) : PAIRS.slice(6);
  const faceOf = (card: DealtCard) => card.text ?? card.image?.alt ?? '';
  const pairOf = (card: DealtCard) =>
    pairs.findIndex(([a, b]) => [a, b].some((face) => faceOf(card) === face || faceOf(card).startsWith(`${face} `)));
  const groups = new Map<number, number[]>();
  cards.forEach((card, index) => groups.set(pairOf(card), [...(groups.get(pairOf(card)) ?? []), index]));
  expect([...groups.keys()].sort(), 'every card belongs to a known pair').toEqual([0, 1, 2, 3, 4, 5]);
  return [...groups.values()].map(([first, second]) => [first!, second!]);
}

/** Starts (or resumes) the game on screen and answers the attempt the server dealt. */
async function start(page: Page, name: RegExp): Promise<{ board: { cards?: DealtCard[] } }> {
  const dealt = page.waitForResponse((response) => /\/game\/attempts\/$/.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name }).click();
  return (await (await dealt).json()) as { board: { cards?: DealtCard[] } };
}

/** Keyboard only: focus reaches the control as Tab would (it is in the tab order), and a key activates it. */
async function press(control: Locator, key = 'Enter'): Promise<void> {
  await expect(control).not.toHaveAttribute('tabindex', '-1');
  await control.focus();
  await control.press(key);
}

test.describe('games in the site', () => {
  test('with the keyboard alone, the learner wins the seven games left and finishes the course (desktop, pt-BR)', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const token = await apiToken(request, 'learner');
    const courseId = await showcaseCourseId(request, token, PT_COURSE);
    const site = new SitePage(page);
    await site.signIn('learner');
    const open = async (order: number) => {
      await site.goto(`/courses/${courseId}/activities/${order}`);
      await expect(page.getByRole('heading', { name: 'Como funciona' })).toBeVisible();
    };
    const won = async (status = 'Aprovado! Parabéns.') => {
      await expect(page.getByRole('heading', { name: 'Você venceu!' })).toBeFocused();
      await expect(page.getByText(status)).toBeVisible();
    };

    await test.step('this or that: every item to its category with Enter', async () => {
      await open(2);
      await expect(page.getByText('Você pode errar 3 vezes; no erro seguinte, o jogo acaba.')).toBeVisible();
      await start(page, /^Começar$/);
      const category: Record<string, string> = {
        'Liga o computador em poucos segundos': 'SSD',
        'Mais capacidade pelo mesmo preço': 'HD',
        'Sem partes móveis, aguenta melhor uma queda': 'SSD',
        'Bom para guardar muitas fotos e vídeos de backup': 'HD',
        'Tem discos que giram dentro da caixa': 'HD',
        'Mais silencioso, e gasta menos bateria': 'SSD',
      };
      for (let index = 1; index <= 6; index += 1) {
        const current = page.getByRole('region', { name: new RegExp(`^Item ${index} de 6`) });
        const text = (await current.locator('.campus-game__item-text').textContent()) ?? '';
        await press(current.getByRole('button', { name: category[text] ?? 'unknown item' }));
      }
      await won();
      await site.expectAccessible('game won');
    });

    await test.step('fill in the blanks: typed without accents, one with a typo, a wrong one kept', async () => {
      await open(3);
      await start(page, /^Começar$/);
      const gap = (number: number) => page.getByRole('textbox', { name: `Lacuna ${number} de 4` });
      await gap(1).fill('nucleos');
      await gap(1).press('Enter');
      await expect(page.locator('[part="game-announcer"]')).toContainText('Certo!');
      await gap(2).fill('MHz');
      await gap(2).press('Enter');
      await expect(page.getByText('“MHz” não está certo. Tente de novo.')).toBeVisible();
      await expect(gap(2)).toHaveValue('MHz');
      await expect(page.getByText('Erros: 1 de 3 permitidos')).toBeVisible();
      await gap(2).fill('ghz');
      await gap(2).press('Enter');
      // The next gap once this one is judged (Enter in a field is not taken while a move is being checked).
      await expect(gap(2)).toBeHidden();
      await gap(3).fill('vdeo');
      await gap(3).press('Enter');
      await expect(page.getByText('aceita com um erro de digitação')).toBeVisible();
      await gap(4).fill('ram');
      await gap(4).press('Enter');
      await won();
    });

    await test.step('drag the words: pick a word and place it in its gap with Enter', async () => {
      await open(4);
      await start(page, /^Começar$/);
      const words = ['abordagem', 'sondagem', 'apresentação', 'objeções', 'fechamento'];
      for (const [index, word] of words.entries()) {
        await press(page.getByRole('button', { name: word, exact: true }));
        await press(page.getByRole('button', { name: `Lacuna ${index + 1} de 5, vazia` }));
        if (index < 4) await expect(page.getByText(`Concluídos: ${index + 1} de 5`)).toBeVisible();
      }
      await won();
    });

    await test.step('drag and drop: each product to its shelf with Space', async () => {
      await open(5);
      await start(page, /^Começar$/);
      const shelf: Record<string, RegExp> = {
        'Notebook lançamento em destaque': /^\d Prateleira de cima/,
        'Produto da campanha do mês': /^\d Prateleira de cima/,
        'Mouses e fones, compra por impulso': /^\d Prateleira do meio/,
        'Cabos e adaptadores': /^\d Prateleira do meio/,
        'Impressoras em caixas grandes': /^\d Base/,
        'Caixas pesadas de monitores': /^\d Base/,
      };
      for (const [index, [item, zone]] of Object.entries(shelf).entries()) {
        await press(page.getByRole('button', { name: item, exact: true }), 'Space');
        await press(page.getByRole('button', { name: zone }), 'Space');
        if (index < 5) await expect(page.getByText(`Concluídos: ${index + 1} de 6`)).toBeVisible();
      }
      await won();
    });

    await test.step('find the pairs: the arrow keys move between the cards, Enter turns them', async () => {
      await open(6);
      const { board } = await start(page, /^Começar$/);
      const grid = page.getByRole('grid', { name: 'Cartas' });
      const cards = grid.getByRole('button');
      await expect(cards).toHaveCount(12);
      // Ctrl+Home goes to the first card, the right arrow along the rows (the grid's roving focus).
      const focusCard = async (index: number) => {
        await page.keyboard.press('Control+Home');
        for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowRight');
        await expect(cards.nth(index)).toBeFocused();
      };
      await cards.first().focus();
      for (const [first, second] of pairsOf(board.cards ?? [], 'pt')) {
        await focusCard(first);
        // Turned once the last pair's answer has settled (a card pressed while a move is checked waits).
        await expect(async () => {
          await page.keyboard.press('Enter');
          await expect(cards.nth(first)).not.toHaveAccessibleName(/virada para baixo$/, { timeout: 1000 });
        }).toPass();
        await focusCard(second);
        await page.keyboard.press('Enter');
        if (second !== pairsOf(board.cards ?? [], 'pt').at(-1)?.[1]) {
          await expect(cards.nth(second)).toHaveAccessibleName(/par encontrado$/);
        }
      }
      await won();
    });

    await test.step('flashcards: turn each card and say it was known', async () => {
      await open(7);
      await start(page, /^Começar$/);
      for (let card = 1; card <= 5; card += 1) {
        await expect(page.getByText(`Cartão ${card} de 5`)).toBeVisible();
        await press(page.getByRole('button', { name: 'Virar o cartão' }), 'Space');
        await press(page.getByRole('button', { name: 'Eu sabia' }));
      }
      await won();
    });

    await test.step('enigma: letters typed on the keyboard, then the whole answer with a typo', async () => {
      await open(8);
      await start(page, /^Começar$/);
      const keys = page.getByRole('toolbar', { name: 'Teclado de letras' });
      await keys.getByRole('button').first().focus();
      await page.keyboard.press('e');
      await expect(keys.getByRole('button', { name: 'E, já tentada' })).toBeVisible();
      await page.keyboard.press('q');
      await expect(keys.getByRole('button', { name: 'Q, já tentada' })).toBeVisible();
      await expect(page.getByText('Erros: 1 de 6 permitidos')).toBeVisible();
      const guess = page.getByRole('textbox', { name: 'Adivinhar a resposta inteira' });
      await guess.fill('meta de vendass');
      await guess.press('Enter');
      await won();
    });

    await test.step('every game approved: the course is finished, each result stored once', async () => {
      await site.goto(`/courses/${courseId}/activities/8`);
      await expect(page.getByText('100%').first()).toBeVisible();
      const course = await apiGet<{ progress: number }>(request, token, `/api/online-courses/${courseId}/`);
      expect(course.progress).toBe(100);
      const overview = await apiGet<{ qty_attempted: number; result: string }>(
        request,
        token,
        `/api/activities/${await activityId(request, token, courseId, 8)}/game/`,
      );
      expect(overview).toMatchObject({ qty_attempted: 1, result: 'approved' });
    });
    site.expectNoErrors('games with the keyboard');
  });

  test('on a phone in English, with touch: a game lost, others won by tapping and by dragging with a finger', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: SITE_VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    await skipCookieBanner(context);
    const page = await context.newPage();
    const token = await apiToken(request, 'agent');
    const courseId = await showcaseCourseId(request, token, EN_COURSE);
    const site = new SitePage(page);
    await site.signIn('agent');
    const open = async (order: number) => {
      await site.goto(`/courses/${courseId}/activities/${order}?locale=en-US`);
      await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    };

    await test.step('true or false: three wrong taps end the game, and the review shows the answers', async () => {
      await open(1);
      await start(page, /^Start$/);
      const statements = page.getByRole('list', { name: 'Statements' }).getByRole('listitem');
      for (const [index, wrong] of ['False', 'True', 'False'].entries()) {
        await statements.nth(index).getByRole('button', { name: wrong }).tap();
      }
      await expect(page.getByRole('heading', { name: 'Game over' })).toBeFocused();
      await expect(page.getByText('Failed: you did not reach the minimum score.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Answers reviewed' })).toBeVisible();
      await site.expectAccessible('game lost on a phone');
      await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible();
    });

    await test.step('drag the words: words tapped into their gaps, the last one dragged with a finger', async () => {
      await open(4);
      await start(page, /^Start$/);
      const words = ['approach', 'discovery', 'presentation', 'objections'];
      for (const [index, word] of words.entries()) {
        await page.getByRole('button', { name: word, exact: true }).tap();
        await page.getByRole('button', { name: `Gap ${index + 1} of 5, empty` }).tap();
        await expect(page.getByText(`Done: ${index + 1} of 5`)).toBeVisible();
      }
      await touchDrag(
        page,
        page.getByRole('button', { name: 'closing', exact: true }),
        page.getByRole('button', { name: 'Gap 5 of 5, empty' }),
      );
      await expect(page.getByRole('heading', { name: 'You won!' })).toBeFocused();
    });

    await test.step('find the pairs: tapping the cards', async () => {
      await open(6);
      const { board } = await start(page, /^Start$/);
      const cards = page.getByRole('grid', { name: 'Cards' }).getByRole('button');
      const pairs = pairsOf(board.cards ?? [], 'en');
      for (const [first, second] of pairs) {
        await expect(async () => {
          await cards.nth(first).tap();
          await expect(cards.nth(first)).not.toHaveAccessibleName(/face down$/, { timeout: 1000 });
        }).toPass();
        await cards.nth(second).tap();
        if (second !== pairs.at(-1)?.[1]) await expect(cards.nth(second)).toHaveAccessibleName(/pair found$/);
      }
      await expect(page.getByRole('heading', { name: 'You won!' })).toBeFocused();
    });

    await test.step('enigma: seven letters that are not in the answer lose it', async () => {
      await open(8);
      await start(page, /^Start$/);
      const keys = page.getByRole('toolbar', { name: 'Letter keyboard' });
      for (const letter of ['Q', 'W', 'Z', 'X', 'J', 'K', 'B']) {
        await keys.getByRole('button', { name: letter, exact: true }).tap();
      }
      await expect(page.getByRole('heading', { name: 'Game over' })).toBeFocused();
      await expect(page.getByText('The answer was: Sales target')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
    site.expectNoErrors('games on a phone');
    await context.close();
  });

  test('on a desktop in English, with a mouse: items dragged onto the shelf, a fill-in lost', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const token = await apiToken(request, 'owner');
    const courseId = await showcaseCourseId(request, token, EN_COURSE);
    await enrolThroughApi(request, token, courseId);
    const site = new SitePage(page);
    await site.signIn('owner');
    const open = async (order: number) => {
      await site.goto(`/courses/${courseId}/activities/${order}?locale=en-US`);
      await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    };

    await test.step('drag and drop: each item dragged with the mouse onto its shelf', async () => {
      await open(5);
      await start(page, /^Start$/);
      const shelf: Record<string, RegExp> = {
        'Featured new laptop': /^\d Top shelf/,
        'This month’s campaign product': /^\d Top shelf/,
        'Mice and headphones, impulse buys': /^\d Middle shelf/,
        'Cables and adapters': /^\d Middle shelf/,
        'Printers in large boxes': /^\d Base/,
        'Heavy monitor boxes': /^\d Base/,
      };
      for (const [index, [item, zone]] of Object.entries(shelf).entries()) {
        await mouseDrag(
          page,
          page.getByRole('button', { name: item, exact: true }),
          page.getByRole('button', { name: zone }),
        );
        // The next drag once this move is judged (a piece is not picked up while a move is being checked).
        if (index < 5) await expect(page.getByText(`Done: ${index + 1} of 6`)).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'You won!' })).toBeFocused();
    });

    await test.step('fill in the blanks: four wrong answers lose it', async () => {
      await open(3);
      await start(page, /^Start$/);
      const gap = page.getByRole('textbox', { name: 'Gap 1 of 4' });
      for (const wrong of ['threads', 'pixels', 'watts', 'bytes']) {
        await gap.fill(wrong);
        await page.getByRole('button', { name: 'Check gap 1' }).click();
      }
      await expect(page.getByRole('heading', { name: 'Game over' })).toBeFocused();
    });
    site.expectNoErrors('games with a mouse');
  });
});

/** The id of the activity at `order` in a course, from the API. */
async function activityId(
  request: Parameters<typeof apiGet>[0],
  token: string,
  courseId: number,
  order: number,
): Promise<number> {
  const { activities } = await apiGet<{ activities: { id: number; hierarchy_order: number }[] }>(
    request,
    token,
    `/api/online-courses/${courseId}/activities/`,
  );
  return activities.find((activity) => activity.hierarchy_order === order)?.id ?? 0;
}

/** Drags `piece` onto `target` with the mouse, in steps, as a hand would. */
async function mouseDrag(page: Page, piece: Locator, target: Locator): Promise<void> {
  // Both on screen at once, as the board lays them out on a desktop: no scrolling in the middle of a drag.
  await target.scrollIntoViewIfNeeded();
  await expect(piece).toBeInViewport();
  const from = await piece.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Drags `piece` onto `target` with a finger (touch events through the browser's debugging protocol). */
async function touchDrag(page: Page, piece: Locator, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(piece).toBeInViewport();
  const from = await piece.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  const session = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
  const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
  const [x1, y1] = [to.x + to.width / 2, to.y + to.height / 2];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) });
  for (let step = 1; step <= 8; step += 1) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x0 + ((x1 - x0) * step) / 8, y0 + ((y1 - y0) * step) / 8),
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}
