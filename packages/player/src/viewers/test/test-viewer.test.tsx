import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_PATHS } from '@campus/core/api';
import type { CourseActivity } from '@campus/core/schemas';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { ActivityPlayer } from '../../player/activity-player.js';
import type { StatementVerb } from '../../statements/xapi-statement.js';
import { createPlayerApi } from '../../testing/fake-api.test-util.js';
import { createTestApi, TEST_ACTIVITY_ID } from './test-api.test-util.js';
import type { TestApi, TestApiOptions } from './test-api.test-util.js';
import { TestViewer } from './test-viewer.js';

const SAVE = `PUT ${ASSESSMENT_PATHS.attemptAnswer}`;
const SUBMIT = `POST ${ASSESSMENT_PATHS.attemptSubmit}`;
const START = `POST ${ASSESSMENT_PATHS.testAttempts}`;

function activity(type = 'conventional_test'): CourseActivity {
  return {
    id: TEST_ACTIVITY_ID,
    hierarchy_order: 4,
    title: 'Prova do módulo 1',
    type: type as CourseActivity['type'],
    status: 'not_started',
    progress: 0,
    blocked_reason: null,
    duration_minutes: null,
  };
}

function renderViewer(options: TestApiOptions = {}, api: TestApi = createTestApi(options)) {
  const campus = createTestCampus({ api, session: true });
  const onState = vi.fn();
  const verbs: StatementVerb[] = [];
  const onStatement = vi.fn((verb: StatementVerb) => void verbs.push(verb));
  // In the player the viewer sits in its labelled section (a landmark): a <main> stands for it here.
  const result = renderWithCampus(
    <main>
      <TestViewer
        campus={campus}
        activity={activity(options.activityType)}
        holder={{ kind: 'online-courses', id: '42' }}
        report={() => Promise.resolve()}
        onState={onState}
        onStatement={onStatement}
      />
    </main>,
    campus,
  );
  return { ...result, api, onState, onStatement, verbs };
}

/** axe-core's violations on the page (colour contrast needs a real layout: the stories check it). */
async function violations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join()}`);
}

const saves = (api: TestApi) => api.to(SAVE).map((request) => [request.params['question_id'], request.body]);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TestViewer', { timeout: 20_000 }, () => {
  it('explains the rules and the mode, then answers every question type by keyboard, each saved as given', async () => {
    const { api, verbs, onState } = renderViewer({
      activityType: 'block_test',
      supportMaterials: [{ title: 'Apostila do módulo', url: '/static/apostila.pdf' }],
    });
    expect(await screen.findByText('Nota mínima para aprovação: 70 de 100.')).toBeInTheDocument();
    expect(screen.getByText('5 questões.')).toBeInTheDocument();
    expect(screen.getByText('Tentativas: 0 de 3 usadas, 3 restantes.')).toBeInTheDocument();
    expect(screen.getByText(/ficar bloqueado|fica bloqueado neste treinamento/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apostila do módulo' })).toHaveAttribute(
      'href',
      'https://api.campus.test/static/apostila.pdf',
    );
    expect(verbs).toContain('initialized');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Começar' }));
    await waitFor(() => expect(onState).toHaveBeenCalledWith({ status: 'in_progress', progress: 0 }));

    // Single choice: a radio group named by its heading and text.
    expect(await screen.findByRole('heading', { name: 'Questão 1 de 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Azul' }));
    await waitFor(() => expect(saves(api)).toEqual([['q1', { lease: 'lease-1', answer: 'b' }]]));
    expect(await screen.findByText('Salvo')).toBeInTheDocument();

    // Multiple choice with its image; focus moves to the question's heading.
    await user.click(screen.getByRole('button', { name: 'Próxima questão' }));
    expect(screen.getByRole('heading', { name: 'Questão 2 de 5' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Uma cesta com maçãs e bananas' })).toHaveAttribute(
      'src',
      'https://api.campus.test/static/frutas.png',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Banana' }));
    await user.click(screen.getByRole('checkbox', { name: 'Maçã' }));
    await waitFor(() => expect(saves(api).at(-1)).toEqual(['q2', { lease: 'lease-1', answer: ['m', 'b'] }]));

    // True or false, by keyboard alone.
    await user.click(screen.getByRole('button', { name: 'Próxima questão' }));
    await user.tab();
    await user.tab();
    await user.tab();
    screen.getByRole('radio', { name: 'Verdadeiro' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(saves(api).at(-1)).toEqual(['q3', { lease: 'lease-1', answer: true }]));

    // Short text: counted, saved after a pause in typing (once, the whole text).
    await user.click(screen.getByRole('button', { name: 'Próxima questão' }));
    const text = screen.getByRole('textbox', { name: 'Sua resposta' });
    await user.type(text, 'sao paulo');
    expect(screen.getByText('9 de 256 caracteres')).toBeInTheDocument();
    expect(text).toHaveAttribute('maxlength', '256');
    await waitFor(() => expect(saves(api).at(-1)).toEqual(['q4', { lease: 'lease-1', answer: 'sao paulo' }]), {
      timeout: 3000,
    });
    expect(saves(api).filter(([id]) => id === 'q4')).toHaveLength(1);

    // Ordering: move buttons, each move announced politely.
    await user.click(screen.getByRole('button', { name: 'Próxima questão' }));
    const list = screen.getByRole('list', { name: /Questão 5 de 5/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Três'), expect.stringContaining('Dois'), expect.stringContaining('Um')]);
    await user.click(screen.getByRole('button', { name: 'Mover “Um” para cima' }));
    await user.click(screen.getByRole('button', { name: 'Mover “Um” para cima' }));
    expect(screen.getByText('“Um” agora está na posição 1 de 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mover “Três” para baixo' }));
    await waitFor(() =>
      expect(saves(api).at(-1)).toEqual(['q5', { lease: 'lease-1', answer: ['one', 'two', 'three'] }]),
    );
    expect(verbs.filter((verb) => verb === 'answered').length).toBeGreaterThanOrEqual(5);
  });

  it('asks before submitting, listing the unanswered questions, and shows the approved result', async () => {
    const { api, onState, verbs } = renderViewer({ minimumScore: 20 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await user.click(await screen.findByRole('radio', { name: 'Azul' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Enviar as respostas?' });
    expect(within(dialog).getByText('4 questões estão sem resposta e contarão como erradas:')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Questão 2', 'Questão 3', 'Questão 4', 'Questão 5']);
    await user.click(within(dialog).getByRole('button', { name: 'Voltar às questões' }));
    expect(api.to(SUBMIT)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));

    const heading = await screen.findByRole('heading', { name: 'Resultado' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Sua nota: 20 de 100 · Nota mínima: 20')).toBeInTheDocument();
    expect(screen.getByText('Aprovado! Parabéns.')).toBeInTheDocument();
    expect(screen.getByText('Resposta certa: Verdadeiro')).toBeInTheDocument();
    expect(screen.getByText('Comentário: Isso mesmo.')).toBeInTheDocument();
    expect(onState).toHaveBeenCalledWith({ status: 'approved', progress: 100 });
    expect(verbs).toEqual(expect.arrayContaining(['passed', 'completed']));
  });

  it('blocks after the last failed attempt of a block test, saying what it means', async () => {
    const { onState, onStatement } = renderViewer({ activityType: 'block_test', maximumAttempts: 1 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar respostas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Quiz bloqueado: você foi reprovado em todas as tentativas/)).toBeInTheDocument();
    expect(screen.getByText('Sua nota: 0 de 100 · Nota mínima: 70')).toBeInTheDocument();
    expect(onState).toHaveBeenCalledWith({ status: 'blocked', progress: 0 });
    expect(onStatement).toHaveBeenCalledWith('failed', { score: 0, success: false });
    await user.click(screen.getByRole('button', { name: 'Voltar ao teste' }));
    const start = screen.getByRole('button', { name: 'Tentar de novo' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      'Você foi bloqueado neste treinamento e não pode fazer novas tentativas.',
    );
    expect(screen.getByText('Resultado: Bloqueada')).toBeInTheDocument();
  });

  it('restarts the training after the last failed attempt of a restart test', async () => {
    const { onState } = renderViewer({ activityType: 'restart_test', maximumAttempts: 2, attempted: 1 });
    const user = userEvent.setup();
    expect(await screen.findByText('Tentativas: 1 de 2 usadas, 1 restantes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar respostas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(/Quiz reiniciado: .* o progresso do treinamento foi reiniciado/),
    ).toBeInTheDocument();
    expect(onState).toHaveBeenCalledWith({ status: 'restarted', progress: 0 });
  });

  it('says "Respostas enviadas" with no score for an unevaluated quiz', async () => {
    renderViewer({ activityType: 'unevaluated_quiz' });
    const user = userEvent.setup();
    expect(await screen.findByText('Este quiz não vale nota: responda para fixar o conteúdo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Começar' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar respostas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Respostas enviadas' })).toBeInTheDocument();
    expect(screen.queryByText(/Sua nota/)).not.toBeInTheDocument();
  });

  it('resumes the attempt in progress with its answers and the time the server says is left', async () => {
    const api = createTestApi({ timeToAnswer: 600 });
    // The attempt started elsewhere (another visit): one answer saved, 90 seconds left.
    await api.fetch(`https://api.campus.test/api/activities/${TEST_ACTIVITY_ID}/test/attempts/`, { method: 'POST' });
    api.current()!.answers['q1'] = 'a';
    api.secondsLeft = 90;
    renderViewer({}, api);
    expect(await screen.findByText('Há uma tentativa em andamento: continue de onde parou.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar a tentativa' }));
    expect(await screen.findByRole('radio', { name: 'Verde' })).toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent('1:30');
    expect(api.to(START)).toHaveLength(2);
  });

  it('on attempt_moved shows "Este teste continua em outra aba" and takes the attempt back with "Continuar aqui"', async () => {
    const { api } = renderViewer();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Questão 1 de 5' });
    api.moveElsewhere();
    await user.click(screen.getByRole('radio', { name: 'Azul' }));
    expect(await screen.findByText('Este teste continua em outra aba')).toBeInTheDocument();
    expect(api.current()!.answers['q1']).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Continuar aqui' }));
    // The answer given while another tab held the attempt is sent again with this tab's new lease.
    await waitFor(() => expect(api.current()!.answers['q1']).toBe('b'));
    expect(saves(api).at(-1)).toEqual(['q1', { lease: 'lease-3', answer: 'b' }]);
    expect(screen.getByRole('radio', { name: 'Azul' })).toBeChecked();
  });

  it('keeps an answer that failed to save on screen, retries it, and says so', async () => {
    const { api } = renderViewer();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    api.failNext(SAVE, 'network', 1);
    await user.click(await screen.findByRole('radio', { name: 'Azul' }));
    expect(await screen.findByText(/Não foi possível salvar 1 resposta/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Azul' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Tentar salvar agora' }));
    await waitFor(() => expect(api.current()!.answers['q1']).toBe('b'));
    expect(await screen.findByText('Salvo')).toBeInTheDocument();
  });

  it('replays a retried submission with the same idempotency key', async () => {
    const { api } = renderViewer();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    api.failNext(SUBMIT, 'network', 1);
    await user.click(await screen.findByRole('button', { name: 'Enviar respostas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Resultado' })).toBeInTheDocument();
    const [first, second] = api.to(SUBMIT);
    expect(first?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('submits by itself when the countdown reaches zero, announcing only a few marks', async () => {
    // Time still flows (the fake API and testing-library wait on it); the countdown's minutes are jumped.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    });
    const { api } = renderViewer({ timeToAnswer: 70 });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('1:10');
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:59');
    expect(screen.getByText('Resta 1 minuto.')).toBeInTheDocument();
    expect(api.to(SUBMIT)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(api.to(SUBMIT)).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Resultado' })).toBeInTheDocument();
  });

  it('submits when a save is refused because the time is over', async () => {
    const { api } = renderViewer({ timeToAnswer: 600 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    api.timeOver = true;
    await user.click(await screen.findByRole('radio', { name: 'Azul' }));
    expect(await screen.findByRole('heading', { name: 'Resultado' })).toBeInTheDocument();
    expect(
      screen.getByText('Enviado após o fim do tempo: contaram as respostas salvas até o prazo.'),
    ).toBeInTheDocument();
  });

  it('asks before the page is left while an attempt is in progress', async () => {
    renderViewer();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Questão 1 de 5' });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('in the player, asks before moving to another activity while an attempt is in progress', async () => {
    const api = createTestApi({ base: createPlayerApi() });
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={4} />, { api, session: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Questão 1 de 5' });
    const next = () => screen.getByRole('button', { name: /Próxima atividade/ });
    await user.click(next());
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair do teste?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar no teste' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Prova do módulo 1' })).toBeInTheDocument();
    await user.click(next());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sair mesmo assim' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Simulador de vendas' })).toBeInTheDocument();
    // Gone with the attempt's screen: moving on asks nothing.
    await user.click(screen.getByRole('button', { name: /Atividade anterior/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Prova do módulo 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is axe clean on the overview, every question type, the confirmation and the result', async () => {
    renderViewer({
      activityType: 'block_general_test',
      supportMaterials: [{ title: 'Apostila', url: 'https://files.campus.test/apostila.pdf' }],
      timeToAnswer: 600,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    for (let question = 1; question <= 5; question += 1) {
      await screen.findByRole('heading', { name: `Questão ${question} de 5` });
      expect(await violations()).toEqual([]);
      if (question < 5) await user.click(screen.getByRole('button', { name: 'Próxima questão' }));
    }
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await screen.findByRole('alertdialog');
    expect(await violations()).toEqual([]);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('heading', { name: 'Resultado' });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Voltar ao teste' }));
    await screen.findByText('Esta prova vale para toda a trilha.');
    expect(await violations()).toEqual([]);
  });

  it('speaks the learner’s language', async () => {
    const api = createTestApi();
    const campus = createTestCampus({ api, session: true, locale: 'en-US' });
    renderWithCampus(
      <TestViewer
        campus={campus}
        activity={activity()}
        holder={{ kind: 'online-courses', id: '42' }}
        report={() => Promise.resolve()}
        onState={() => undefined}
        onStatement={() => undefined}
      />,
      campus,
    );
    expect(await screen.findByText('Minimum score to pass: 70 out of 100.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 5' })).toBeInTheDocument();
  });
});
