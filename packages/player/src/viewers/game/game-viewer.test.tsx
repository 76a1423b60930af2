import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_PATHS } from '@campus/core/api';
import type { CourseActivity, GameType, TypedGameDocument } from '@campus/core/schemas';
import { createTestCampus } from '@campus/core/testing';
import { packageMessageProblems, renderWithCampus } from '@campus/ui/testing';
import { ActivityPlayer } from '../../player/activity-player.js';
import type { StatementVerb } from '../../statements/xapi-statement.js';
import { createPlayerApi } from '../../testing/fake-api.test-util.js';
import { demoActivities } from '../../testing/player-fixtures.test-util.js';
import type { StatementResult } from '../viewer-types.js';
import { VIEWER_LOADERS } from '../viewer-registry.js';
import { createGameApi, GAME_ACTIVITY_ID, SAMPLE_GAMES, sampleGame } from './game-api.test-util.js';
import type { GameApi } from './game-api.test-util.js';
import { GAME_VIEWER_MESSAGES } from './game-messages.js';
import { GameViewer } from './game-viewer.js';

const MOVE = `POST ${GAME_PATHS.gameMove}`;
const START = `POST ${GAME_PATHS.gameAttempts}`;

function activity(type: GameType): CourseActivity {
  return {
    id: GAME_ACTIVITY_ID,
    hierarchy_order: 5,
    title: 'Jogo da linha Aurora',
    type,
    status: 'not_started',
    progress: 0,
    blocked_reason: null,
    duration_minutes: null,
  };
}

function renderViewer(game: TypedGameDocument, api: GameApi = createGameApi({ game }), locale = 'pt-BR') {
  const campus = createTestCampus({ api, session: true, locale });
  const onState = vi.fn();
  const statements: [StatementVerb, StatementResult | undefined][] = [];
  const onStatement = vi.fn((verb: StatementVerb, result?: StatementResult) => void statements.push([verb, result]));
  // In the player the viewer sits in its labelled section (a landmark): a <main> stands for it here.
  const result = renderWithCampus(
    <main>
      <GameViewer
        campus={campus}
        activity={activity(game.type)}
        holder={{ kind: 'online-courses', id: '42' }}
        report={() => Promise.resolve()}
        onState={onState}
        onStatement={onStatement}
      />
    </main>,
    campus,
  );
  const announced = () => result.container.querySelector('[aria-live="polite"]')?.textContent?.trim();
  const verbs = () => statements.map(([verb]) => verb);
  return { ...result, api, onState, onStatement, statements, verbs, announced };
}

/** axe-core's violations on the page (colour contrast needs a real layout: the stories check it). */
async function violations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join()}`);
}

const moves = (api: GameApi) => api.to(MOVE).map((request) => request.body);

async function start(user: ReturnType<typeof userEvent.setup>, name = 'Começar') {
  await user.click(await screen.findByRole('button', { name }));
  const heading = await screen.findByRole('heading', { name: /^Partida \d+$/ });
  await waitFor(() => expect(heading).toHaveFocus());
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GameViewer', { timeout: 20_000 }, () => {
  it('explains the rules, then plays true or false to a win by keyboard, saying each answer', async () => {
    const { api, onState, statements, verbs, announced } = renderViewer(sampleGame('true_or_false'));
    expect(
      await screen.findByText('Diga se cada afirmação sobre a linha Aurora é verdadeira ou falsa.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Para cada afirmação, escolha Verdadeiro ou Falso.')).toBeInTheDocument();
    expect(screen.getByText('Você pode errar 3 vezes; no erro seguinte, o jogo acaba.')).toBeInTheDocument();
    expect(screen.getByText('Nota mínima para aprovação: 70 de 100.')).toBeInTheDocument();
    expect(screen.getByText('Tentativas: 0 de 3 usadas, 3 restantes.')).toBeInTheDocument();
    expect(verbs()).toEqual(['initialized']);
    const user = userEvent.setup();
    await start(user);
    expect(onState).toHaveBeenCalledWith({ status: 'in_progress', progress: 0 });
    expect(screen.getByText('Restam 3 erros.')).toBeInTheDocument();

    // Each statement is a group named by its place and text, with True and False.
    const first = screen.getByRole('group', { name: /Afirmação 1 de 3 O notebook Aurora pesa/ });
    await user.tab();
    expect(within(first).getByRole('button', { name: 'Verdadeiro' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(announced()).toBe('Certo! Isso: ele pesa 1,2 kg.'));
    expect(screen.getByText('Você respondeu: Verdadeiro.')).toBeInTheDocument();
    expect(screen.getByText('Isso: ele pesa 1,2 kg.')).toBeInTheDocument();
    expect(screen.getByText('Concluídos: 1 de 3')).toBeInTheDocument();

    // Focus goes on to the next statement.
    const second = screen.getByRole('group', { name: /Afirmação 2 de 3/ });
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Verdadeiro' })).toHaveFocus());
    await user.tab();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText('Concluídos: 2 de 3')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Verdadeiro' }));

    const heading = await screen.findByRole('heading', { name: 'Você venceu!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announced()).toBe('Certo! Você venceu! Nota 100 de 100.');
    expect(screen.getByText('Você completou o jogo sem nenhum erro.')).toBeInTheDocument();
    expect(await screen.findByText('Sua nota: 100 de 100 · Nota mínima: 70')).toBeInTheDocument();
    expect(screen.getByText('Aprovado! Parabéns.')).toBeInTheDocument();
    // A pass does not end the game: it may be played again (to improve) while attempts are left.
    expect(await screen.findByRole('button', { name: 'Jogar de novo' })).toBeEnabled();
    const review = screen.getByRole('heading', { name: 'Revisão das respostas' }).closest('section')!;
    expect(within(review).getAllByRole('listitem')).toHaveLength(3);

    expect(moves(api)).toEqual([
      { lease: 'lease-1', item: 's1', answer: true },
      { lease: 'lease-1', item: 's2', answer: false },
      { lease: 'lease-1', item: 's3', answer: true },
    ]);
    expect(onState).toHaveBeenLastCalledWith({ status: 'approved', progress: 100 });
    expect(verbs()).toEqual(['initialized', 'answered', 'answered', 'answered', 'passed', 'completed']);
    expect(statements[1]).toEqual(['answered', { success: true }]);
    expect(statements.at(-2)).toEqual(['passed', { score: 1, success: true }]);
    // Back to the overview: passed, with the best score.
    await user.click(screen.getByRole('button', { name: 'Voltar ao início do jogo' }));
    expect(await screen.findByText('Você foi aprovado neste jogo.')).toBeInTheDocument();
    expect(screen.getByText('Melhor nota: 100')).toBeInTheDocument();
    expect(screen.getByText('Tentativas: 1 de 3 usadas, 2 restantes.')).toBeInTheDocument();
  });

  it('loses true or false when the errors run out, shows the right answers, and plays again', async () => {
    const game: TypedGameDocument = {
      type: 'true_or_false',
      document: { ...SAMPLE_GAMES.true_or_false, errors_allowed: 1 },
    };
    const { api, onState, statements, announced } = renderViewer(game);
    const user = userEvent.setup();
    expect(await screen.findByText('Você pode errar 1 vez; no erro seguinte, o jogo acaba.')).toBeInTheDocument();
    await start(user);
    const first = screen.getByRole('group', { name: /Afirmação 1 de 3/ });
    await user.click(within(first).getByRole('button', { name: 'Falso' }));
    await waitFor(() =>
      expect(announced()).toBe('Errado. Ele pesa 1,2 kg. Nenhum erro sobrando: o próximo encerra o jogo.'),
    );
    expect(screen.getByText('Errado: a resposta certa é Verdadeiro.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum erro sobrando: o próximo encerra o jogo.')).toBeInTheDocument();
    const second = screen.getByRole('group', { name: /Afirmação 2 de 3/ });
    await user.click(within(second).getByRole('button', { name: 'Verdadeiro' }));

    expect(await screen.findByRole('heading', { name: 'Fim de jogo' })).toBeInTheDocument();
    expect(announced()).toBe('Errado. Dura 12 horas. Fim de jogo: os erros permitidos acabaram.');
    expect(screen.getByText('Os erros permitidos acabaram antes de você completar o jogo.')).toBeInTheDocument();
    expect(screen.getByText('Reprovado: você não atingiu a nota mínima.')).toBeInTheDocument();
    expect(await screen.findByText('Você tem mais 2 tentativas.')).toBeInTheDocument();
    // The solution, now that the game is over: the statement left open gets its right answer too.
    const review = screen.getByRole('heading', { name: 'Revisão das respostas' }).closest('section')!;
    const items = within(review).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('O Aurora tem tela de 14 polegadas. · Sem resposta certa');
    expect(items[2]).toHaveTextContent('Resposta certa: Verdadeiro');
    expect(items[0]).toHaveTextContent('Sua resposta: Falso');
    expect(onState).toHaveBeenLastCalledWith({ status: 'reproved', progress: 0 });
    // 100 × 3 ÷ (3 + 2)
    expect(screen.getByText(/^Sua nota: 60 de 100/)).toBeInTheDocument();
    expect(statements.at(-1)).toEqual(['failed', { score: 0.6, success: false }]);

    await user.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Partida 2' })).toBeInTheDocument();
    expect(api.to(START)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Verdadeiro' })).toHaveLength(3);
  });

  it('plays this or that, one item at a time, with the wrong answer corrected', async () => {
    const { api, announced } = renderViewer(sampleGame('this_or_that'));
    const user = userEvent.setup();
    await start(user);
    expect(screen.getByText('Item 1 de 3')).toBeInTheDocument();
    const categories = () => screen.getByRole('group', { name: /Em qual categoria fica este item\?/ });
    expect(categories()).toHaveAccessibleName('Aurora 14 Em qual categoria fica este item?');
    const notebook = within(categories()).getByRole('button', { name: 'Notebook' });
    await user.click(notebook);
    await waitFor(() => expect(screen.getByText('Item 2 de 3')).toBeInTheDocument());
    expect(announced()).toBe('Certo! Isso, é o nosso notebook leve.');
    // The buttons stay: focus stays on the one pressed.
    expect(within(categories()).getByRole('button', { name: 'Notebook' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Item 3 de 3')).toBeInTheDocument());
    expect(announced()).toBe('Errado. Restam 2 erros.');
    expect(screen.getAllByText('Errado: “Mouse sem fio” é Acessório.')).toHaveLength(2);
    expect(screen.getByText('Sua escolha: Notebook')).toBeInTheDocument();
    await user.tab();
    expect(within(categories()).getByRole('button', { name: 'Acessório' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('heading', { name: 'Você venceu!' })).toBeInTheDocument();
    expect(screen.getByText('Você completou o jogo com 1 erro.')).toBeInTheDocument();
    // 100 × 3 ÷ (3 + 1)
    expect(await screen.findByText('Sua nota: 75 de 100 · Nota mínima: 70')).toBeInTheDocument();
    expect(moves(api).map((body) => (body as { answer: string }).answer)).toEqual([
      'notebook',
      'notebook',
      'acessorio',
    ]);
  });

  it('plays flashcards: turns a card by keyboard, says its back, and counts “Não sabia” as an error', async () => {
    const { announced, api } = renderViewer(sampleGame('flashcards'));
    const user = userEvent.setup();
    await start(user);
    expect(screen.getByText('Cartão 1 de 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eu sabia' })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Virar o cartão' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(announced()).toBe('Verso: Unidade de armazenamento sem partes móveis');
    expect(screen.getByRole('button', { name: 'Ver a frente' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Eu sabia' }));
    await waitFor(() => expect(screen.getByText('Cartão 2 de 3')).toBeInTheDocument());
    expect(announced()).toBe('Cartão marcado como “Eu sabia”.');
    expect(screen.getByRole('button', { name: 'Virar o cartão' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Não sabia' }));
    await waitFor(() => expect(screen.getByText('Cartão 3 de 3')).toBeInTheDocument());
    expect(announced()).toBe('Cartão marcado como “Não sabia”. Nenhum erro sobrando: o próximo encerra o jogo.');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Eu sabia' }));
    expect(await screen.findByRole('heading', { name: 'Você venceu!' })).toBeInTheDocument();
    expect(screen.getByText('Aprovado! Parabéns.')).toBeInTheDocument();
    expect(screen.getByText(/^RAM — Memória de trabalho/).closest('li')).toHaveTextContent('Você não sabia');
    expect(moves(api).map((body) => (body as { answer: boolean }).answer)).toEqual([true, false, true]);
  });

  it('plays fill in the blanks: a typo accepted, a wrong answer kept and said, an empty one not sent', async () => {
    const { api, announced } = renderViewer(sampleGame('fill_in_the_blanks'));
    const user = userEvent.setup();
    await start(user);
    // No solution in the page before the answer.
    expect(document.body.textContent).not.toMatch(/Brasília|Amazonas/);
    const first = screen.getByRole('textbox', { name: 'Lacuna 1 de 2' });
    const second = screen.getByRole('textbox', { name: 'Lacuna 2 de 2' });
    await user.click(screen.getByRole('button', { name: 'Conferir lacuna 2' }));
    expect(screen.getByText('Escreva uma resposta antes de conferir.')).toBeInTheDocument();
    expect(api.to(MOVE)).toHaveLength(0);

    await user.type(second, 'Acre{Enter}');
    expect(await screen.findByText('“Acre” não está certo. Tente de novo.')).toBeInTheDocument();
    expect(second).toHaveValue('Acre');
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('“Acre” não está certo. Tente de novo.');
    expect(announced()).toBe('Errado. Restam 2 erros.');
    expect(screen.getByText('Erros: 1 de 3 permitidos ·')).toBeInTheDocument();

    await user.type(first, 'Brasilha{Enter}');
    await waitFor(() => expect(announced()).toBe('Certo, aceito com um erro de digitação.'));
    expect(screen.queryByRole('textbox', { name: 'Lacuna 1 de 2' })).not.toBeInTheDocument();
    expect(screen.getByText('Brasilha')).toBeInTheDocument();
    expect(screen.getByText('(aceita com um erro de digitação)', { exact: false })).toBeInTheDocument();
    // Focus goes on to the gap still open.
    await waitFor(() => expect(second).toHaveFocus());
    await user.clear(second);
    await user.type(second, 'amazonas');
    await user.click(screen.getByRole('button', { name: 'Conferir lacuna 2' }));
    expect(await screen.findByRole('heading', { name: 'Você venceu!' })).toBeInTheDocument();
    expect(screen.getByText('Resposta certa: Brasília')).toBeInTheDocument();
    expect(screen.getByText('Aceita com um erro de digitação.')).toBeInTheDocument();
    expect(moves(api)).toEqual([
      { lease: 'lease-1', item: 'estado', answer: 'Acre' },
      { lease: 'lease-1', item: 'capital', answer: 'Brasilha' },
      { lease: 'lease-1', item: 'estado', answer: 'amazonas' },
    ]);
  });

  it('plays the enigma: letters typed on the keyboard or pressed, letters tried disabled, the whole answer', async () => {
    const { api, announced } = renderViewer(sampleGame('enigma'));
    const user = userEvent.setup();
    await start(user);
    expect(document.body.textContent).not.toMatch(/aurora/i);
    expect(screen.getByText('Dica: O nome da nossa linha de notebooks leves.')).toBeInTheDocument();
    const mask = screen.getByRole('group', { name: 'Resposta escondida · 6 letras escondidas' });
    expect(mask).toHaveTextContent('letra 1 de 6 escondida');
    expect(mask).toHaveTextContent('letra 6 de 6 escondida');
    const keyboard = screen.getByRole('toolbar', { name: 'Teclado de letras' });
    expect(within(keyboard).getAllByRole('button')).toHaveLength(26);

    // One tab stop: arrows move in the keyboard, a letter typed is tried.
    await user.tab();
    expect(within(keyboard).getByRole('button', { name: 'A' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(keyboard).getByRole('button', { name: 'B' })).toHaveFocus();
    await user.keyboard('á');
    await waitFor(() => expect(announced()).toBe('A letra A aparece 2 vezes.'));
    expect(within(keyboard).getByRole('button', { name: 'A, já tentada' })).toHaveFocus();
    expect(within(keyboard).getByRole('button', { name: 'A, já tentada' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('group', { name: 'Resposta escondida · 4 letras escondidas' })).toHaveTextContent(
      /A_ letra 2 de 6 escondida .*_ letra 5 de 6 escondida a$/,
    );
    expect(screen.getByText('Letras tentadas: A')).toBeInTheDocument();
    // A letter tried again sends nothing.
    await user.keyboard('a');
    await user.click(within(keyboard).getByRole('button', { name: 'X' }));
    await waitFor(() => expect(announced()).toBe('A letra X não aparece. Restam 2 erros.'));
    expect(api.to(MOVE)).toHaveLength(2);

    const guess = screen.getByRole('textbox', { name: 'Adivinhar a resposta inteira' });
    await user.type(guess, 'Aurea{Enter}');
    expect(await screen.findByText('“Aurea” não é a resposta.')).toBeInTheDocument();
    expect(guess).toHaveValue('Aurea');
    expect(announced()).toBe('Errado. Resta 1 erro.');
    await user.clear(guess);
    await user.type(guess, 'Aurira');
    await user.click(screen.getByRole('button', { name: 'Arriscar' }));
    expect(await screen.findByRole('heading', { name: 'Você venceu!' })).toBeInTheDocument();
    // Four letters to find, two errors: 100 × 4 ÷ 6, under the minimum of 70.
    expect(announced()).toBe('Certo, aceito com um erro de digitação. Você venceu! Nota 67 de 100.');
    expect(screen.getByText('Reprovado: você não atingiu a nota mínima.')).toBeInTheDocument();
    expect(screen.getByText('A resposta era: Aurora')).toBeInTheDocument();
    expect(moves(api)).toEqual([
      { lease: 'lease-1', item: 'letter', answer: 'a' },
      { lease: 'lease-1', item: 'letter', answer: 'x' },
      { lease: 'lease-1', item: 'phrase', answer: 'Aurea' },
      { lease: 'lease-1', item: 'phrase', answer: 'Aurira' },
    ]);
  });

  it('sends a move again with the same idempotency key after a failure, and a new move with a new one', async () => {
    const { api } = renderViewer(sampleGame('true_or_false'));
    const user = userEvent.setup();
    await start(user);
    api.failNext(MOVE, 'network', 1);
    const first = screen.getByRole('group', { name: /Afirmação 1 de 3/ });
    await user.click(within(first).getByRole('button', { name: 'Verdadeiro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Não foi possível enviar sua jogada: .+ Tente de novo; ela não conta duas vezes\.$/,
    );
    // The board is as it was: the same move again.
    await user.click(within(first).getByRole('button', { name: 'Verdadeiro' }));
    await waitFor(() => expect(screen.getByText('Concluídos: 1 de 3')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const second = screen.getByRole('group', { name: /Afirmação 2 de 3/ });
    await user.click(within(second).getByRole('button', { name: 'Falso' }));
    await waitFor(() => expect(screen.getByText('Concluídos: 2 de 3')).toBeInTheDocument());
    const [failed, retried, next] = api.to(MOVE);
    expect(failed?.idempotencyKey).toBeTruthy();
    expect(retried?.idempotencyKey).toBe(failed?.idempotencyKey);
    expect(next?.idempotencyKey).toBeTruthy();
    expect(next?.idempotencyKey).not.toBe(failed?.idempotencyKey);
    // The server counted the first move once.
    expect(screen.getByText('Erros: 0 de 3 permitidos ·')).toBeInTheDocument();
  });

  it('sends one move for a double click while a move is on its way', async () => {
    const { api } = renderViewer(sampleGame('this_or_that'));
    const user = userEvent.setup();
    await start(user);
    const held = api.hold(MOVE);
    const notebook = screen.getByRole('button', { name: 'Notebook' });
    await user.dblClick(notebook);
    await waitFor(() => expect(notebook).toHaveAttribute('aria-disabled', 'true'));
    held.release();
    await waitFor(() => expect(screen.getByText('Item 2 de 3')).toBeInTheDocument());
    expect(api.to(MOVE)).toHaveLength(1);
  });

  it('on attempt_moved says "Este jogo continua em outra aba" and takes the attempt back with "Continuar aqui"', async () => {
    const { api } = renderViewer(sampleGame('true_or_false'));
    const user = userEvent.setup();
    await start(user);
    api.moveElsewhere();
    await user.click(
      within(screen.getByRole('group', { name: /Afirmação 1 de 3/ })).getByRole('button', { name: 'Verdadeiro' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este jogo continua em outra aba');
    expect(api.current()!.state.closed).toEqual({});
    await user.click(within(alert).getByRole('button', { name: 'Continuar aqui' }));
    const first = await screen.findByRole('group', { name: /Afirmação 1 de 3/ });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Partida 1' })).toHaveFocus());
    await user.click(within(first).getByRole('button', { name: 'Verdadeiro' }));
    await waitFor(() =>
      expect(api.current()!.state.closed['s1']).toEqual({ answer: true, correct: true, typo: false }),
    );
    expect(moves(api).at(-1)).toEqual({ lease: 'lease-3', item: 's1', answer: true });
  });

  it('says in its words why a start is refused, and resumes the attempt in progress with its closed items', async () => {
    const api = createGameApi({ game: sampleGame('true_or_false') });
    // An attempt started elsewhere (another visit), one statement answered wrong.
    await api.fetch(`https://api.campus.test/api/activities/${GAME_ACTIVITY_ID}/game/attempts/`, { method: 'POST' });
    api.current()!.state = { errors: 1, closed: { s1: { answer: false, correct: false, typo: false } }, guessed: [] };
    renderViewer(sampleGame('true_or_false'), api);
    expect(await screen.findByText('Há uma partida em andamento: continue de onde parou.')).toBeInTheDocument();
    await start(userEvent.setup(), 'Continuar a partida');
    expect(screen.getByText('Errado: a resposta certa é Verdadeiro.')).toBeInTheDocument();
    expect(screen.getByText('Restam 2 erros.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Verdadeiro' })).toHaveLength(2);

    // The last attempt is refused: the overview says why in the game's words.
    const refusing = createGameApi({ game: sampleGame('flashcards'), attempted: 2 });
    refusing.failNext(START, { status: 409, code: 'no_attempts_left' });
    renderViewer(sampleGame('flashcards'), refusing);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Jogar de novo' }));
    expect(await screen.findByText('Você já usou todas as tentativas deste jogo.')).toBeInTheDocument();
  });

  it('is axe clean on the overview, each of its boards and the end', async () => {
    const types = ['true_or_false', 'this_or_that', 'flashcards', 'fill_in_the_blanks', 'enigma'] as const;
    for (const type of types) {
      const { unmount } = renderViewer(sampleGame(type));
      const user = userEvent.setup();
      await screen.findByRole('button', { name: 'Começar' });
      expect(await violations(), type).toEqual([]);
      await start(user);
      expect(await violations(), type).toEqual([]);
      if (type === 'flashcards') {
        await user.click(screen.getByRole('button', { name: 'Virar o cartão' }));
        expect(await violations(), type).toEqual([]);
      }
      unmount();
    }
    renderViewer(sampleGame('enigma'));
    const user = userEvent.setup();
    await start(user);
    await user.type(screen.getByRole('textbox', { name: 'Adivinhar a resposta inteira' }), 'aurora{Enter}');
    await screen.findByRole('heading', { name: 'Você venceu!' });
    expect(await violations()).toEqual([]);
  });

  it('speaks the learner’s language', async () => {
    const game = sampleGame('enigma');
    renderViewer(game, createGameApi({ game }), 'en-US');
    expect(await screen.findByText('You may make 3 mistakes; the next one ends the game.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Game 1' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Letter keyboard' })).toBeInTheDocument();
    expect(screen.getByText('letter 1 of 6 hidden')).toBeInTheDocument();
  });

  it('in the player, opens a game activity in this viewer and shows it approved in the menu once won', async () => {
    const activities = demoActivities().map((entry) =>
      entry.id === GAME_ACTIVITY_ID
        ? { ...entry, type: 'this_or_that' as const, title: 'Notebook ou acessório?' }
        : entry,
    );
    const api = createGameApi({ game: sampleGame('this_or_that'), base: createPlayerApi({ activities }) });
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={5} />, { api, session: true });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Notebook ou acessório?' })).toBeInTheDocument();
    await start(user);
    for (const category of ['Notebook', 'Acessório', 'Acessório']) {
      await user.click(screen.getByRole('button', { name: category }));
      await waitFor(() => expect(api.to(MOVE).at(-1)?.body).toBeTruthy());
    }
    expect(await screen.findByRole('heading', { name: 'Você venceu!' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Atividades do curso' });
    await waitFor(() => expect(within(menu).getByText(/Jogo: isso ou aquilo · Aprovado/)).toBeInTheDocument());
  });

  it('is the viewer of all eight game types', () => {
    const types = Object.keys(SAMPLE_GAMES);
    expect(types).toHaveLength(8);
    const loaders = new Set(types.map((type) => VIEWER_LOADERS[type]));
    expect(loaders.size).toBe(1);
    expect([...loaders][0]).toBeTypeOf('function');
  });
});

describe('game viewer messages', () => {
  it('are complete in every language, under `player-game` only, with the placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(GAME_VIEWER_MESSAGES, 'player-game')).toEqual([]);
  });
});
