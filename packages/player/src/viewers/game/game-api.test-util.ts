// The attempt API of games as a route table of the test kit (issue 22): the server's side of the contract in
// core's schemas/game-attempts.ts, for the game viewer's tests and stories and those of the boards in ./place/.
// It decides as the server (packages/server/src/games/) does, with core's game engine: it deals the board (no
// solution in it), judges each move (`applyGameMove`), ends the attempt won or lost (`gameEnd`, `gameOutcome`),
// sends the solution once it is over, and refuses a stale lease (409 `attempt_moved`), a closed attempt (409
// `attempt_closed`), an item already done (409 `item_closed`) and a move that means nothing (400
// `invalid_request`). The activity's state follows the server's rule: never below a pass already made. Test-only.
import { GAME_PATHS } from '@campus/core/api';
import {
  applyGameMove,
  attemptsLeft,
  dealGame,
  gameEnd,
  gameOutcome,
  gameProgress,
  gameSolution,
  INITIAL_GAME_STATE,
} from '@campus/core/rules';
import type { ActivityStatus, GameSecret, GameState } from '@campus/core/rules';
import { gameAttemptSchema, gameMoveResponseSchema, gameOverviewSchema } from '@campus/core/schemas';
import type {
  CourseActivity,
  GameAnswer,
  GameBoard,
  GameDocumentOf,
  GameOverview,
  GameResult,
  GameType,
  TypedGameDocument,
} from '@campus/core/schemas';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions, FakeRoutes } from '@campus/core/testing';

/** The activity id of the fake's game. */
export const GAME_ACTIVITY_ID = 105;

const common = { errors_allowed: 3, minimum_score: 70, maximum_attempts: 3 };

/** A document of every game type, in Portuguese, small enough to play through in a test. */
export const SAMPLE_GAMES: { readonly [T in GameType]: GameDocumentOf<T> } = {
  true_or_false: {
    ...common,
    instructions: 'Diga se cada afirmação sobre a linha Aurora é verdadeira ou falsa.',
    statements: [
      {
        id: 's1',
        text: 'O notebook Aurora pesa menos de 1,5 kg.',
        answer: true,
        feedback: { correct: 'Isso: ele pesa 1,2 kg.', incorrect: 'Ele pesa 1,2 kg.' },
      },
      { id: 's2', text: 'A bateria do Aurora dura 2 horas.', answer: false, feedback: { incorrect: 'Dura 12 horas.' } },
      { id: 's3', text: 'O Aurora tem tela de 14 polegadas.', answer: true },
    ],
  },
  this_or_that: {
    ...common,
    instructions: 'Separe os produtos: notebook ou acessório?',
    categories: [
      { id: 'notebook', label: 'Notebook' },
      { id: 'acessorio', label: 'Acessório' },
    ],
    items: [
      { id: 'i1', text: 'Aurora 14', category: 'notebook', feedback: { correct: 'Isso, é o nosso notebook leve.' } },
      { id: 'i2', text: 'Mouse sem fio', category: 'acessorio' },
      {
        id: 'i3',
        text: 'Capa protetora',
        category: 'acessorio',
        feedback: { incorrect: 'A capa é vendida à parte: é um acessório.' },
      },
    ],
  },
  flashcards: {
    ...common,
    errors_allowed: 1,
    minimum_score: 50,
    cards: [
      { id: 'f1', front: { text: 'SSD' }, back: { text: 'Unidade de armazenamento sem partes móveis' } },
      { id: 'f2', front: { text: 'RAM' }, back: { text: 'Memória de trabalho do computador' } },
      { id: 'f3', front: { text: 'GPU' }, back: { text: 'Processador gráfico' } },
    ],
  },
  fill_in_the_blanks: {
    ...common,
    instructions: 'Complete as lacunas.',
    text: 'A capital do Brasil é {{capital}}. O maior estado do país é o {{estado}}.',
    blanks: [
      { id: 'capital', accepted: ['Brasília'], typo_tolerance: true },
      { id: 'estado', accepted: ['Amazonas'], typo_tolerance: false },
    ],
  },
  enigma: {
    ...common,
    instructions: 'Descubra a palavra, letra por letra.',
    answer: 'Aurora',
    hint: 'O nome da nossa linha de notebooks leves.',
    typo_tolerance: true,
  },
  drag_and_drop: {
    ...common,
    zones: [
      { id: 'tela', label: 'Tela', x: 10, y: 5, width: 80, height: 45 },
      { id: 'teclado', label: 'Teclado', x: 10, y: 55, width: 80, height: 40 },
    ],
    items: [
      { id: 'd1', text: 'Brilho de 400 nits', zone: 'tela' },
      { id: 'd2', text: 'Retroiluminação', zone: 'teclado' },
    ],
  },
  drag_the_words: {
    ...common,
    text: 'O Aurora tem {{ram}} de memória e {{ssd}} de armazenamento.',
    blanks: [
      { id: 'ram', word: '16 GB' },
      { id: 'ssd', word: '512 GB' },
    ],
    distractors: ['2 TB'],
  },
  find_the_pairs: {
    ...common,
    pairs: [
      { id: 'p1', cards: [{ text: 'Aurora 14' }, { text: 'Notebook leve' }] },
      { id: 'p2', cards: [{ text: 'Aurora Pro' }, { text: 'Notebook para criadores' }] },
    ],
  },
};

/**
 * A `random` that deals the document's order (the server shuffles items, words and cards at random): a test knows
 * where each thing is. Words and cards still get ids of the attempt (`w1`…, `c1`…).
 */
export const DOCUMENT_ORDER = (): number => 0.999999;

/** What the fake's game is. */
export type GameApiOptions = {
  /** The game and its document. @default true_or_false with its sample */
  game?: TypedGameDocument;
  /** Attempts already used. @default 0 */
  attempted?: number;
  /** Deals the attempts (`Math.random` for a game shuffled as the server does). @default DOCUMENT_ORDER */
  random?: () => number;
  fail?: FakeApiOptions['fail'];
  /**
   * Another fake to add the routes to: the player's, for a game inside the whole player (its `activities` then
   * follow the game's result, as the server's course list does).
   */
  base?: FakeApi & { activities?: CourseActivity[] };
};

/** The fake's sample game of `type`. */
export function sampleGame<T extends GameType>(type: T): TypedGameDocument {
  return { type, document: SAMPLE_GAMES[type] } as TypedGameDocument;
}

/** An attempt as the fake holds it: what the server stores. */
interface Attempt {
  id: string;
  number: number;
  lease: string;
  startedAt: string;
  board: GameBoard;
  secret: GameSecret;
  state: GameState;
}

/** The fake with handles on its state. */
export type GameApi = FakeApi & {
  /** The attempt in progress, if any (its `state` may be replaced, e.g. with items closed elsewhere). */
  readonly current: () => Attempt | undefined;
  /** Another tab resumes the attempt: this one's lease is refused with `attempt_moved`. */
  moveElsewhere(): void;
};

const NOW = '2026-11-26T20:00:00.000Z';
const LOCALE = 'pt-BR';

/** Creates the fake. */
export function createGameApi(options: GameApiOptions = {}): GameApi {
  const game = options.game ?? sampleGame('true_or_false');
  const { document } = game;
  const random = options.random ?? DOCUMENT_ORDER;
  let attempted = options.attempted ?? 0;
  let stored: { status: ActivityStatus; progress: number } = { status: 'not_started', progress: 0 };
  const scores: number[] = [];
  let lastResult: GameResult | null = null;
  let attempt: Attempt | undefined;
  let leases = 0;

  /** The activity's state in the base's course list, when there is one. */
  const mirror = () => {
    const listed = options.base?.activities?.find((activity) => activity.id === GAME_ACTIVITY_ID);
    if (listed !== undefined) Object.assign(listed, stored);
  };
  const left = () => attemptsLeft(attempted, document.maximum_attempts);
  const overview = (): GameOverview => ({
    activity_id: GAME_ACTIVITY_ID,
    type: game.type,
    instructions: document.instructions ?? null,
    errors_allowed: document.errors_allowed,
    minimum_score: document.minimum_score,
    maximum_attempts: document.maximum_attempts,
    qty_attempted: attempted,
    attempts_left: left(),
    result: attempt === undefined ? stored.status : 'in_progress',
    best_score: scores.length === 0 ? null : Math.max(...scores),
    // A pass does not end a game: it may be played again while attempts are left.
    can_start: attempt !== undefined || left() === null || (left() ?? 0) > 0,
    in_progress: attempt === undefined ? null : { id: attempt.id, number: attempt.number },
    last_result: lastResult,
  });
  const attemptBody = (held: Attempt) => ({
    id: held.id,
    number: held.number,
    lease: held.lease,
    started_at: held.startedAt,
    board: held.board,
    progress: gameProgress(game, held.secret, held.state, LOCALE),
  });
  /** The activity's state after a finished attempt: never below a pass already made. */
  const after = (status: 'approved' | 'reproved', score: number) => {
    const passed = stored.status === 'approved' || stored.status === 'improved';
    const best = scores.length === 0 ? null : Math.max(...scores);
    if (status === 'approved') {
      const improved = passed && best !== null && score > best;
      return { status: improved ? 'improved' : passed ? stored.status : 'approved', progress: 100 } as const;
    }
    return passed ? { status: stored.status, progress: 100 } : ({ status: 'reproved', progress: 0 } as const);
  };

  const routes: FakeRoutes = {
    [`GET ${GAME_PATHS.game}`]: () => answer(gameOverviewSchema, overview()),
    [`POST ${GAME_PATHS.gameAttempts}`]: () => {
      leases += 1;
      if (attempt !== undefined) {
        attempt.lease = `lease-${leases}`;
        return answer(gameAttemptSchema, attemptBody(attempt));
      }
      if (left() === 0) return apiError(409, 'no_attempts_left');
      attempted += 1;
      const { board, secret } = dealGame(game, random);
      attempt = {
        id: `game-attempt-${attempted}`,
        number: attempted,
        lease: `lease-${leases}`,
        startedAt: NOW,
        board,
        secret,
        state: INITIAL_GAME_STATE,
      };
      if (['not_started', 'restarted', 'reproved'].includes(stored.status)) {
        stored = { status: 'in_progress', progress: 0 };
        mirror();
      }
      return answer(gameAttemptSchema, attemptBody(attempt));
    },
    [`POST ${GAME_PATHS.gameMove}`]: ({ params, body }) => {
      const { lease, item, answer: given } = body as { lease: string; item: string; answer: GameAnswer };
      if (attempt === undefined || attempt.id !== params['attempt_id']) return apiError(409, 'attempt_closed');
      if (attempt.lease !== lease) return apiError(409, 'attempt_moved');
      const playing = attempt;
      const played = applyGameMove(game, playing.secret, playing.state, { item, answer: given }, LOCALE);
      if ('refusal' in played) {
        return played.refusal === 'item_closed' ? apiError(409, 'item_closed') : apiError(400, 'invalid_request');
      }
      playing.state = played.state;
      const progress = gameProgress(game, playing.secret, played.state, LOCALE);
      let result: GameResult | null = null;
      if (gameEnd(game, playing.secret, played.state, LOCALE) !== null) {
        const { score, status, won } = gameOutcome(game, playing.secret, played.state, LOCALE);
        result = {
          attempt_id: playing.id,
          number: playing.number,
          score,
          status,
          won,
          errors: played.state.errors,
          finished_at: NOW,
          solution: gameSolution(game, playing.secret),
        };
        stored = after(status, score);
        scores.push(score);
        lastResult = result;
        attempt = undefined;
        mirror();
      }
      const done = stored.progress === 100;
      return answer(gameMoveResponseSchema, {
        move: played.outcome,
        progress,
        result,
        activity: { id: GAME_ACTIVITY_ID, ...stored },
        course: { id: 42, status: 'in_progress', progress: done ? 60 : 40 },
      });
    },
  };
  let fake: FakeApi;
  if (options.base === undefined) {
    fake = createFakeApi(routes, { fail: (method, path, request) => options.fail?.(method, path, request) });
  } else {
    fake = options.base;
    fake.route(routes);
  }
  return Object.assign(fake, {
    current: () => attempt,
    moveElsewhere: () => {
      leases += 1;
      if (attempt !== undefined) attempt.lease = `lease-${leases}`;
    },
  });
}
