import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { enrolThroughApi, PLAYER_TEXTS, PlayerPage, showcaseCourseId } from '../support/player-page';
import { apiGet, apiToken, SITE, SITE_VIEWPORTS, SitePage, skipCookieBanner } from '../support/site-page';
import { acceptLeavingThePage, TEST_VIEWER_TEXTS, TestViewerPage } from '../support/test-viewer-page';
import type { GivenAnswer } from '../support/test-viewer-page';

// Tests and quizzes in the reference site (issue 21), taken as a learner takes them in the demo's three
// "Conheça as avaliações" courses (packages/server/demo-content/README.md; the answer keys below are the documents'
// in packages/server/demo-content/tests/). On a desktop in Portuguese: enrolling from the course page, a conventional
// test failed (an attempt resumed after a reload, answers kept) then passed, a timed quiz whose countdown survives a
// reload, the opinion quiz, and the reaction evaluation, closed until the training is finished and answered once. On
// a phone in English: a restart test failed twice resets the course, a block test failed twice blocks it. Each test
// signs in as a demo user no other test takes these courses with: `instructor` and `admin`.

const TESTS_SHOWCASE_COURSE = 'Conheça as avaliações: teste, quiz e avaliação de reação';
const BLOCK_TEST_COURSE = 'Conheça as avaliações: prova com bloqueio';
const RESTART_TEST_COURSE = 'Conheça as avaliações: prova com reinício';

/** The conventional test (atendimento-teste-convencional.json), every answer right. */
const CONVENTIONAL_RIGHT: Record<string, GivenAnswer> = {
  'Qual é o primeiro passo de um bom atendimento?': { choose: 'Cumprimentar o cliente e se apresentar' },
  'Quais atitudes mostram escuta ativa? Marque todas as certas.': {
    check: ['Olhar para o cliente enquanto ele fala', 'Repetir com suas palavras o que o cliente precisa'],
  },
  'Uma reclamação bem resolvida é uma oportunidade de fidelizar o cliente.': { truth: true },
  'Qual é a sigla do indicador que mede se o cliente recomendaria a loja?': { type: 'nps' },
  'A meta do mês é de 200 vendas e você fez 100. Que fração da meta você atingiu? Responda com um número decimal.': {
    type: '0,5',
  },
  'Coloque as etapas da venda na ordem.': {
    order: ['Abordagem', 'Sondagem das necessidades', 'Apresentação do produto', 'Fechamento'],
  },
};

/** The conventional test answered wrong on purpose; the last two questions left unanswered. */
const CONVENTIONAL_WRONG: Record<string, GivenAnswer> = {
  'Qual é o primeiro passo de um bom atendimento?': { choose: 'Oferecer um desconto' },
  'Quais atitudes mostram escuta ativa? Marque todas as certas.': {
    check: ['Interromper para adiantar a resposta'],
  },
  'Uma reclamação bem resolvida é uma oportunidade de fidelizar o cliente.': { truth: false },
  'Qual é a sigla do indicador que mede se o cliente recomendaria a loja?': { type: 'CSAT' },
};

/** The timed quiz's bank (produtos-quiz-cronometrado.json): it draws 3 of these 6, every answer right. */
const TIMED_QUIZ_RIGHT: Record<string, GivenAnswer> = {
  'Qual é a garantia legal de um produto durável no Brasil?': { choose: '90 dias' },
  'A loja é obrigada a trocar um produto sem defeito só porque o cliente mudou de ideia.': { truth: false },
  'Em quantos dias o cliente pode desistir de uma compra feita pela internet?': { type: '7' },
  'Que documento comprova a compra para a garantia?': { choose: 'A nota fiscal' },
  'O preço exposto na vitrine vale mesmo que o do caixa seja maior.': { truth: true },
  'Um produto de 300 reais em 4 parcelas iguais: de quanto é cada parcela?': { type: '75' },
};

/** The opinion quiz (atendimento-quiz-opiniao.json): no answer is wrong. */
const OPINION_QUIZ: Record<string, GivenAnswer> = {
  'Por qual canal os seus clientes mais falam com você?': { choose: 'WhatsApp' },
  'Que tema você gostaria de aprender no próximo curso?': { type: 'Vendas consultivas' },
};

/** The block test (atendimento-prova-bloqueio.json) answered wrong. */
const BLOCK_TEST_WRONG: Record<string, GivenAnswer> = {
  'O cliente diz que o produto está caro. O que fazer primeiro?': { choose: 'Dar um desconto imediatamente' },
  'O pós-venda começa depois que o cliente sai da loja.': { truth: false },
};

/** The course's state as the API gives it to its learner. */
interface CourseState {
  status: string;
  progress: number;
}

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('tests and quizzes in the site', () => {
  test('a learner enrols, fails then passes the test, resumes attempts after a reload, and reviews the training once (desktop, pt-BR)', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.desktop);
    const token = await apiToken(request, 'instructor');
    const courseId = await showcaseCourseId(request, token, TESTS_SHOWCASE_COURSE);
    const site = new SitePage(page);
    const player = new PlayerPage(page);
    const viewer = new TestViewerPage(page);
    const dialogs = acceptLeavingThePage(page);
    const open = async (title: string, order: number) => {
      await player.entry(title).getByRole('link').click();
      await expect(page).toHaveURL(`${SITE}/courses/${courseId}/activities/${order}`);
    };
    await site.signIn('instructor');

    await test.step('"Inscrever-se" then "Iniciar": the handbook, read; the reaction evaluation waits for the end', async () => {
      await site.goto(`/online-courses/${courseId}`);
      await page.getByRole('button', { name: 'Inscrever-se' }).first().click();
      await page.getByRole('button', { name: 'Iniciar' }).first().click();
      await expect(page).toHaveURL(`${SITE}/courses/${courseId}/activities/1`);
      await expect(player.entry('Avaliação de reação')).toContainText(
        'Conclua o treinamento para responder a avaliação de reação.',
      );
      await player.readToTheEnd();
      await player.expectStatus('Apostila');
    });

    await test.step('the test: a wrong attempt, resumed after a reload with its answers, is reproved', async () => {
      await open('Teste: atendimento ao cliente', 2);
      await expect(viewer.standing).toContainText('Tentativas: 0 de 3 usadas, 3 restantes.');
      await expect(viewer.standing).toContainText('Se não atingir a nota mínima, você pode tentar de novo');
      await expect(page.getByRole('link', { name: 'Manual do vendedor (PDF)' })).toBeVisible();
      await viewer.start();
      await expect(viewer.bar).toContainText('Tentativa 1');
      await viewer.answer({ choose: 'Oferecer um desconto' });
      await page.getByRole('button', { name: 'Próxima questão' }).click();
      await viewer.answer({ check: ['Interromper para adiantar a resposta'] });
      await viewer.expectSaved();
      await site.expectAccessible('test attempt');

      // The page asks before leaving; the attempt goes on, with the answers saved.
      await page.reload();
      expect(dialogs).toContain('beforeunload');
      await expect(viewer.standing).toContainText('Há uma tentativa em andamento: continue de onde parou.');
      await page.getByRole('button', { name: 'Continuar a tentativa' }).click();
      await expect(viewer.bar).toContainText('Tentativa 1');
      await expect(viewer.question.getByRole('radio', { name: 'Oferecer um desconto' })).toBeChecked();
      const questions = page.getByRole('navigation', { name: 'Questões' });
      await expect(questions.getByRole('button', { name: 'Questão 2, respondida' })).toBeVisible();
      await expect(questions.getByRole('button', { name: 'Questão 3, sem resposta' })).toBeVisible();

      await viewer.answerAll(CONVENTIONAL_WRONG);
      await viewer.submit(async (dialog) => {
        await expect(dialog).toContainText('2 questões estão sem resposta e contarão como erradas:');
        await expect(dialog.getByRole('listitem')).toHaveText(['Questão 5', 'Questão 6']);
      });
      await expect(viewer.outcome).toHaveText('Reprovado: você não atingiu a nota mínima.');
      await expect(viewer.resultScreen).toContainText('Sua nota: 0 de 100 · Nota mínima: 70');
      await expect(viewer.resultScreen).toContainText('Você tem mais 2 tentativas.');
      await expect(viewer.resultScreen).toContainText(
        'Comentário: O atendimento começa pelo cumprimento; preço e desconto vêm depois.',
      );
      await site.expectAccessible('test result');
      await player.expectStatus('Teste: atendimento ao cliente', 'Reprovado');
    });

    await test.step('the test: tried again with every answer right, approved', async () => {
      await viewer.backToOverview();
      await expect(viewer.standing).toContainText('Você ainda não atingiu a nota mínima: tente de novo.');
      await expect(viewer.standing).toContainText('Tentativas: 1 de 3 usadas, 2 restantes.');
      await viewer.start();
      await expect(viewer.bar).toContainText('Tentativa 2');
      await viewer.answerAll(CONVENTIONAL_RIGHT);
      await viewer.submit(async (dialog) => {
        await expect(dialog).toContainText('Todas as questões foram respondidas.');
      });
      await expect(viewer.outcome).toHaveText('Aprovado! Parabéns.');
      await expect(viewer.resultScreen).toContainText('Sua nota: 100 de 100');
      await player.expectStatus('Teste: atendimento ao cliente', 'Aprovado');
    });

    await test.step('the timed quiz: the countdown goes on through a reload, three questions drawn, approved', async () => {
      await open('Quiz cronometrado', 3);
      await expect(viewer.standing).toContainText('Tempo para responder: 3 min');
      await expect(viewer.standing).toContainText('3 questões.');
      await viewer.start();
      await expect(viewer.timer).toBeVisible();
      const first = (await viewer.questionText.textContent()) ?? '';
      const given = TIMED_QUIZ_RIGHT[first];
      expect(given, `“${first}” is in the quiz's bank`).toBeDefined();
      if (given) await viewer.answer(given);
      await viewer.expectSaved();
      await expect(viewer.timer).not.toHaveText('3:00');
      const before = await viewer.secondsLeft();

      await page.reload();
      await page.getByRole('button', { name: 'Continuar a tentativa' }).click();
      await expect(viewer.timer).toBeVisible();
      const after = await viewer.secondsLeft();
      expect(after).toBeLessThanOrEqual(before);
      expect(after).toBeGreaterThan(60);
      await expect(viewer.questionText).toHaveText(first);
      await expect(
        page.getByRole('navigation', { name: 'Questões' }).getByRole('button', { name: 'Questão 1, respondida' }),
      ).toBeVisible();

      const asked = await viewer.answerAll(TIMED_QUIZ_RIGHT);
      expect(asked).toHaveLength(3);
      await viewer.submit();
      await expect(viewer.outcome).toHaveText('Aprovado! Parabéns.');
      await player.expectStatus('Quiz cronometrado', 'Aprovado');
    });

    await test.step('the opinion quiz: no score, "Respostas enviadas"', async () => {
      await open('Quiz de opinião', 4);
      await expect(viewer.standing).toContainText('Este quiz não vale nota: responda para fixar o conteúdo.');
      await viewer.start();
      await viewer.answerAll(OPINION_QUIZ);
      await viewer.submit();
      await expect(viewer.resultScreen.getByRole('heading', { name: 'Respostas enviadas' })).toBeVisible();
      await expect(viewer.outcome).toHaveText('Obrigado! Este quiz não vale nota.');
      await player.expectStatus('Quiz de opinião');
    });

    await test.step('the reaction evaluation opens once the training is finished, is answered once', async () => {
      const course = await apiGet<CourseState>(request, token, `/api/online-courses/${courseId}/`);
      expect(course).toMatchObject({ status: 'finished', progress: 100 });
      await open('Avaliação de reação', 5);
      const reaction = page.locator('[part="reaction"]');
      await reaction
        .getByRole('radiogroup', { name: /Como você avalia o treinamento\?/ })
        .getByRole('radio', { name: '5', exact: true })
        .check();
      await reaction
        .getByRole('radiogroup', { name: /O conteúdo vai ser útil no seu dia a dia\?/ })
        .getByRole('radio', { name: '4', exact: true })
        .check();
      await reaction.getByLabel('Deixe um comentário (opcional).').fill('Os exemplos de loja ajudaram muito.');
      await site.expectAccessible('reaction evaluation');
      await reaction.getByRole('button', { name: 'Enviar avaliação' }).click();
      await expect(reaction.getByRole('status')).toHaveText('Avaliação enviada. Obrigado!');
      await expect(reaction).toContainText('Você já avaliou');
      await player.expectStatus('Avaliação de reação');

      await page.reload();
      await expect(page.locator('[part="reaction"]')).toContainText('Você já avaliou');
      await expect(page.locator('[part="reaction"]')).toContainText('Avaliação enviada em');
      await expect(page.locator('[part="reaction-form"]')).toHaveCount(0);
    });
    site.expectNoErrors(TESTS_SHOWCASE_COURSE);
  });

  test('on a phone in English: a restart test failed twice resets the course, a block test failed twice blocks it', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(context);
    await page.setViewportSize(SITE_VIEWPORTS.mobile);
    const token = await apiToken(request, 'admin');
    const restartId = await showcaseCourseId(request, token, RESTART_TEST_COURSE);
    const blockId = await showcaseCourseId(request, token, BLOCK_TEST_COURSE);
    await enrolThroughApi(request, token, restartId);
    await enrolThroughApi(request, token, blockId);
    const site = new SitePage(page);
    const player = new PlayerPage(page, undefined, PLAYER_TEXTS['en-US']);
    const viewer = new TestViewerPage(page, TEST_VIEWER_TEXTS['en-US']);
    await site.signIn('admin');

    await test.step('restart: the handbook read, then both attempts failed: the course starts over', async () => {
      await site.goto(`/courses/${restartId}/activities/1?locale=en-US`);
      await player.readToTheEnd();
      await player.expectStatus('Apostila');
      await site.goto(`/courses/${restartId}/activities/2?locale=en-US`);
      await expect(viewer.standing).toContainText(
        'If every attempt fails, the training’s progress is reset and you start over.',
      );
      await expect(viewer.standing).toContainText('Attempts: 0 of 2 used, 2 left.');
      await viewer.start();
      await viewer.submit(async (dialog) => {
        await expect(dialog).toContainText('3 questions are not answered and will count as wrong:');
      });
      await expect(viewer.outcome).toHaveText('Failed: you did not reach the minimum score.');
      await expect(viewer.resultScreen).toContainText('You have 1 more attempt.');
      await expectNoHorizontalOverflow(page);
      await site.expectAccessible('failed attempt on a phone');

      await viewer.backToOverview();
      await viewer.start();
      await expect(viewer.bar).toContainText('Attempt 2');
      await viewer.answer({ type: 'tchau' });
      await expectNoHorizontalOverflow(page);
      await site.expectAccessible('attempt on a phone');
      await viewer.submit();
      await expect(viewer.outcome).toHaveText(
        'Quiz restarted: every attempt failed and the training’s progress was reset.',
      );
      await expectNoHorizontalOverflow(page);
      await player.expectStatus('Apostila', 'Not started');
      await player.expectStatus('Prova com reinício', 'Restarted');
      const course = await apiGet<CourseState>(request, token, `/api/online-courses/${restartId}/`);
      expect(course).toMatchObject({ status: 'restarted', progress: 0 });

      // The attempts count again from zero.
      await viewer.backToOverview();
      await expect(viewer.standing).toContainText('Attempts: 0 of 2 used, 2 left.');
    });

    await test.step('block: both attempts failed: blocked in the course, the other activities still open', async () => {
      await site.goto(`/courses/${blockId}/activities/2?locale=en-US`);
      await expect(viewer.standing).toContainText(
        'If every attempt fails, you are blocked in this training: no certificate, but the other activities can still be finished.',
      );
      await viewer.start();
      await expect(viewer.bar).toContainText('Attempt 1');
      await viewer.answerAll(BLOCK_TEST_WRONG);
      await viewer.submit();
      await expect(viewer.outcome).toHaveText('Failed: you did not reach the minimum score.');
      await expect(viewer.resultScreen).toContainText('You have 1 more attempt.');

      await viewer.backToOverview();
      await viewer.start();
      await expect(viewer.bar).toContainText('Attempt 2');
      await viewer.answerAll(BLOCK_TEST_WRONG);
      await viewer.confirmSubmission();
      await expect(viewer.outcome).toHaveText(
        'Quiz blocked: every attempt failed and you are blocked in this training. No certificate, but the other activities can still be finished.',
      );
      await expectNoHorizontalOverflow(page);
      await site.expectAccessible('blocked on a phone');
      await player.expectStatus('Prova com bloqueio', 'Blocked');
      const course = await apiGet<CourseState>(request, token, `/api/online-courses/${blockId}/`);
      expect(course.status).toBe('blocked');

      // A later visit shows the standing without a new attempt; blocked in the course, not out of it: the handbook
      // still opens.
      await site.goto(`/courses/${blockId}/activities/2?locale=en-US`);
      await expect(viewer.standing).toContainText(
        'You are blocked in this training: no certificate, but the other activities can still be finished.',
      );
      await expect(viewer.startButton).toBeDisabled();
      await page.getByRole('link', { name: /^Previous activity/ }).click();
      await expect(page).toHaveURL(`${SITE}/courses/${blockId}/activities/1`);
      await expect(page.getByText(/Page 1 of 50/).first()).toBeVisible({ timeout: 20_000 });
      await expectNoHorizontalOverflow(page);
    });
    site.expectNoErrors(`${RESTART_TEST_COURSE}, ${BLOCK_TEST_COURSE}`);
  });
});
