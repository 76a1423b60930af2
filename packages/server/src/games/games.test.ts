import {
  GAME_DOCUMENT_SCHEMAS,
  gameAttemptSchema,
  gameMoveResponseSchema,
  gameOverviewSchema,
} from '@campus/core/schemas';
import type {
  GameAnswer,
  GameAttempt,
  GameBoard,
  GameMoveResponse,
  GameType,
  TypedGameDocument,
} from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { resetTrainingProgress } from '../assessments/training-reset';
import { activityDocuments, activityUserStates, catalogueUserStates, gameAttempts } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { enrol, expectApiError, insertActivities } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/** One document of each game type, with the rules' defaults (3 errors allowed, 70 to pass, unlimited attempts). */
const DOCUMENTS: Record<GameType, unknown> = {
  true_or_false: {
    statements: [
      { id: 's1', text: 'O céu é azul.', answer: true, feedback: { correct: 'Isso!', incorrect: 'Olhe para cima.' } },
      { id: 's2', text: 'A água ferve a 50 °C.', answer: false },
      { id: 's3', text: 'Brasília é a capital do Brasil.', answer: true },
    ],
  },
  this_or_that: {
    categories: [
      { id: 'fruit', label: 'Fruta' },
      { id: 'veg', label: 'Legume' },
    ],
    items: [
      { id: 'apple', text: 'Maçã', category: 'fruit', feedback: { correct: 'Doce!' } },
      { id: 'carrot', text: 'Cenoura', category: 'veg' },
      { id: 'pear', text: 'Pera', category: 'fruit' },
    ],
  },
  drag_and_drop: {
    zones: [
      { id: 'north', label: 'Norte', x: 0, y: 0, width: 50, height: 50 },
      { id: 'south', label: 'Sul', x: 50, y: 50, width: 50, height: 50 },
    ],
    items: [
      { id: 'manaus', text: 'Manaus', zone: 'north' },
      { id: 'poa', text: 'Porto Alegre', zone: 'south' },
    ],
  },
  drag_the_words: {
    text: 'O {{sky}} é azul e a {{grass}} é verde.',
    blanks: [
      { id: 'sky', word: 'céu' },
      { id: 'grass', word: 'grama' },
    ],
    distractors: ['mar'],
  },
  find_the_pairs: {
    pairs: [
      { id: 'p1', cards: [{ text: 'Brasil' }, { text: 'Brasília' }] },
      { id: 'p2', cards: [{ text: 'França' }, { text: 'Paris' }] },
    ],
  },
  fill_in_the_blanks: {
    text: 'A capital do Peru é {{capital}}.',
    blanks: [{ id: 'capital', accepted: ['Lima'], typo_tolerance: false }],
  },
  flashcards: {
    cards: [
      { id: 'k1', front: { text: 'Hello' }, back: { text: 'Olá' } },
      { id: 'k2', front: { text: 'Bye' }, back: { text: 'Tchau' } },
    ],
  },
  enigma: { answer: 'Sol', hint: 'Uma estrela' },
};

/** What each board must not hold: the solution's fields and texts. */
const SECRETS: Record<GameType, RegExp> = {
  true_or_false: /"answer"|"feedback"|Isso!|Olhe/,
  this_or_that: /"category"|"feedback"|Doce!/,
  drag_and_drop: /"zone"/,
  drag_the_words: /"word"|"blank"/,
  find_the_pairs: /"pair"|"p1"|"p2"/,
  fill_in_the_blanks: /"accepted"|Lima/,
  flashcards: /"answer"/,
  enigma: /"answer"|Sol/,
};

const GAME_TYPES = Object.keys(DOCUMENTS) as GameType[];

/** A document of `type` as the import stores it (defaults applied), with its type. */
const typed = (type: GameType, document: unknown = DOCUMENTS[type]) =>
  ({ type, document: GAME_DOCUMENT_SCHEMAS[type].parse(document) }) as TypedGameDocument;

/** The moves that win a game, read from its document and the board dealt (ids of the attempt for words and cards). */
function winningMoves(game: TypedGameDocument, board: GameBoard): [string, GameAnswer][] {
  switch (game.type) {
    case 'true_or_false':
      return game.document.statements.map((statement) => [statement.id, statement.answer]);
    case 'this_or_that':
      return game.document.items.map((item) => [item.id, item.category]);
    case 'drag_and_drop':
      return game.document.items.map((item) => [item.id, item.zone]);
    case 'fill_in_the_blanks':
      return game.document.blanks.map((blank) => [blank.id, ` ${(blank.accepted[0] ?? '').toUpperCase()} `]);
    case 'flashcards':
      return game.document.cards.map((card) => [card.id, true]);
    case 'enigma':
      return [...new Set(game.document.answer.toLowerCase())].map((letter) => ['letter', letter]);
    case 'drag_the_words': {
      const words = board.type === 'drag_the_words' ? board.words : [];
      return game.document.blanks.map((blank) => [blank.id, words.find((word) => word.text === blank.word)?.id ?? '']);
    }
    case 'find_the_pairs': {
      const cards = board.type === 'find_the_pairs' ? board.cards : [];
      const idOf = (text: string | undefined) => cards.find((card) => card.text === text)?.id ?? '';
      return game.document.pairs.map((pair) => [idOf(pair.cards[0].text), idOf(pair.cards[1].text)]);
    }
  }
}

describeEachDatabase('Games: the attempt API', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let play: Record<GameType, number>;
  let ids: Record<'pdf' | 'bare' | 'judged' | 'replayed' | 'limited' | 'tampered' | 'tabs' | 'raced', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const course = fixture.items.salesCourse;
    play = await insertActivities(
      db,
      course,
      Object.fromEntries(
        GAME_TYPES.map((type, index) => [type, { title: `Jogo ${type}`, type, hierarchyOrder: 10 + index }]),
      ) as Record<GameType, { title: string; type: GameType; hierarchyOrder: number }>,
    );
    ids = await insertActivities(db, course, {
      pdf: { title: 'Apostila', type: 'pdf', hierarchyOrder: 30 },
      bare: { title: 'Jogo sem documento', type: 'enigma', hierarchyOrder: 31 },
      judged: { title: 'Verdadeiro ou falso', type: 'true_or_false', hierarchyOrder: 32 },
      replayed: { title: 'Isto ou aquilo', type: 'this_or_that', hierarchyOrder: 33 },
      limited: { title: 'Cartões', type: 'flashcards', hierarchyOrder: 34 },
      tampered: { title: 'Arrastar', type: 'drag_and_drop', hierarchyOrder: 35 },
      tabs: { title: 'Pares', type: 'find_the_pairs', hierarchyOrder: 36 },
      raced: { title: 'Corrida', type: 'true_or_false', hierarchyOrder: 37 },
    });
    const documents: [number, TypedGameDocument][] = [
      ...GAME_TYPES.map((type): [number, TypedGameDocument] => [play[type], typed(type)]),
      [ids.judged, typed('true_or_false', { ...(DOCUMENTS.true_or_false as object), errors_allowed: 1 })],
      [ids.replayed, typed('this_or_that', { ...(DOCUMENTS.this_or_that as object), errors_allowed: 0 })],
      [ids.limited, typed('flashcards', { ...(DOCUMENTS.flashcards as object), maximum_attempts: 1 })],
      [ids.tampered, typed('drag_and_drop', { ...(DOCUMENTS.drag_and_drop as object), errors_allowed: 10 })],
      [ids.tabs, typed('find_the_pairs')],
      [ids.raced, typed('true_or_false')],
    ];
    await db
      .insert(activityDocuments)
      .values(documents.map(([activityId, game]) => ({ activityId, kind: 'game' as const, document: game.document })));
    await enrol(db, fixture.ana.id, course);
    await enrol(db, fixture.bia.id, course);
  }, 60_000);

  const call = (
    user: FixtureUser,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR', ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const overview = async (user: FixtureUser, id: number) =>
    gameOverviewSchema.parse(ok(await call(user, 'GET', `/api/activities/${id}/game/`)).json());
  const startCall = (user: FixtureUser, id: number) => call(user, 'POST', `/api/activities/${id}/game/attempts/`);
  const start = async (user: FixtureUser, id: number) => gameAttemptSchema.parse(ok(await startCall(user, id)).json());
  const move = (
    user: FixtureUser,
    attempt: Pick<GameAttempt, 'id' | 'lease'>,
    item: string,
    answer: unknown,
    headers: Record<string, string> = {},
  ) => call(user, 'POST', `/api/game-attempts/${attempt.id}/moves/`, { lease: attempt.lease, item, answer }, headers);
  const played = async (user: FixtureUser, attempt: GameAttempt, item: string, answer: unknown) =>
    gameMoveResponseSchema.parse(ok(await move(user, attempt, item, answer)).json());
  const playAll = async (user: FixtureUser, attempt: GameAttempt, moves: readonly [string, GameAnswer][]) => {
    const answers: GameMoveResponse[] = [];
    for (const [item, answer] of moves) answers.push(await played(user, attempt, item, answer));
    return answers;
  };
  const activityStatus = async (user: FixtureUser, activityId: number) => {
    const [row] = await context.database.db
      .select({ status: activityUserStates.status, progress: activityUserStates.progress })
      .from(activityUserStates)
      .where(and(eq(activityUserStates.userId, user.id), eq(activityUserStates.activityId, activityId)));
    return row;
  };

  it('deals every game type without its solution, and wins it with the right moves', async () => {
    for (const type of GAME_TYPES) {
      const game = typed(type);
      expect(await overview(fixture.ana, play[type])).toMatchObject({
        activity_id: play[type],
        type,
        instructions: null,
        errors_allowed: 3,
        minimum_score: 70,
        maximum_attempts: null,
        qty_attempted: 0,
        attempts_left: null,
        result: 'not_started',
        best_score: null,
        can_start: true,
        in_progress: null,
        last_result: null,
      });
      const attempt = await start(fixture.ana, play[type]);
      expect(attempt.board.type).toBe(type);
      // The solution never travels before the game is over: neither its fields nor its texts. The random id and
      // lease are left out of the check: a lease such as "…dp10A7" would otherwise match the pair id p1 by chance.
      const { started_at: _startedAt, id: _id, lease: _lease, ...sent } = attempt;
      expect(JSON.stringify(sent), type).not.toMatch(SECRETS[type]);
      expect(attempt.progress).toMatchObject({ errors: 0, errors_allowed: 3, errors_left: 3, items_done: 0 });
      expect(await activityStatus(fixture.ana, play[type])).toEqual({ status: 'in_progress', progress: 0 });
      const answers = await playAll(fixture.ana, attempt, winningMoves(game, attempt.board));
      const last = answers.at(-1);
      expect(answers.slice(0, -1).every((answer) => answer.result === null && answer.move.correct)).toBe(true);
      expect(last?.move, type).toMatchObject({ correct: true, error: false });
      expect(last?.result, type).toMatchObject({ number: 1, score: 100, status: 'approved', won: true, errors: 0 });
      expect(last?.activity).toEqual({ id: play[type], status: 'approved', progress: 100 });
    }
  });

  it('a win moves the course’s progress; the result shows the solution; a loss comes when the errors run out', async () => {
    const game = typed('true_or_false');
    const first = await start(fixture.bia, ids.judged);
    const wrong = await played(fixture.bia, first, 's1', false);
    expect(wrong).toMatchObject({
      move: { item: 's1', answer: false, correct: false, error: true, right_answer: true, feedback: 'Olhe para cima.' },
      progress: { errors: 1, errors_allowed: 1, errors_left: 0, items_total: 3, items_done: 1 },
      result: null,
      activity: { id: ids.judged, status: 'in_progress', progress: 0 },
    });
    // A closed item is refused, and costs nothing.
    expectApiError(await move(fixture.bia, first, 's1', true), 409, 'item_closed');
    const lost = await played(fixture.bia, first, 's2', true);
    expect(lost.progress.errors).toBe(2);
    expect(lost.result).toMatchObject({
      attempt_id: first.id,
      number: 1,
      score: 60,
      status: 'reproved',
      won: false,
      errors: 2,
      solution: { s1: true, s2: false, s3: true },
    });
    expect(lost.activity).toEqual({ id: ids.judged, status: 'reproved', progress: 0 });
    expectApiError(await move(fixture.bia, first, 's3', true), 409, 'attempt_closed');
    expect(await overview(fixture.bia, ids.judged)).toMatchObject({
      result: 'reproved',
      qty_attempted: 1,
      best_score: 60,
      can_start: true,
      in_progress: null,
      last_result: { attempt_id: first.id, won: false },
    });

    const second = await start(fixture.bia, ids.judged);
    expect(second.number).toBe(2);
    expect(await activityStatus(fixture.bia, ids.judged)).toEqual({ status: 'in_progress', progress: 0 });
    const answers = await playAll(fixture.bia, second, winningMoves(game, second.board));
    const before = answers[0]?.course.progress ?? 100;
    const won = answers.at(-1);
    expect(answers[0]?.move).toMatchObject({ correct: true, right_answer: null, feedback: 'Isso!' });
    expect(won?.result).toMatchObject({ number: 2, score: 100, status: 'approved', won: true });
    expect(won?.activity).toEqual({ id: ids.judged, status: 'approved', progress: 100 });
    expect(won?.course.progress).toBeGreaterThan(before);
    const [course] = await context.database.db
      .select({ progress: catalogueUserStates.progress })
      .from(catalogueUserStates)
      .where(and(eq(catalogueUserStates.userId, fixture.bia.id), eq(catalogueUserStates.itemId, won?.course.id ?? 0)));
    expect(course?.progress).toBe(won?.course.progress);
    expect(await overview(fixture.bia, ids.judged)).toMatchObject({ result: 'approved', best_score: 100 });
  });

  it('lets a pass be played again, and a later loss never takes the pass away', async () => {
    const game = typed('this_or_that');
    const first = await start(fixture.bia, ids.replayed);
    const [, , last] = await playAll(fixture.bia, first, winningMoves(game, first.board));
    expect(last?.activity.status).toBe('approved');
    const again = await start(fixture.bia, ids.replayed);
    expect(again.number).toBe(2);
    // Starting again leaves the pass where it is.
    expect(await activityStatus(fixture.bia, ids.replayed)).toEqual({ status: 'approved', progress: 100 });
    const lost = await played(fixture.bia, again, 'carrot', 'fruit');
    expect(lost.result).toMatchObject({ number: 2, status: 'reproved', won: false });
    expect(lost.move).toMatchObject({ correct: false, right_answer: 'veg' });
    expect(lost.activity).toEqual({ id: ids.replayed, status: 'approved', progress: 100 });
    expect(await overview(fixture.bia, ids.replayed)).toMatchObject({
      result: 'approved',
      qty_attempted: 2,
      best_score: 100,
      last_result: { number: 2, status: 'reproved' },
    });
  });

  it('scores tampered answers as wrong, and refuses moves that mean nothing without counting them', async () => {
    const attempt = await start(fixture.ana, ids.tampered);
    const tampered: unknown[] = ['nowhere', true, '__proto__', 'manaus', '', 'NORTH'];
    for (const [index, answer] of tampered.entries()) {
      const answered = await played(fixture.ana, attempt, 'manaus', answer);
      expect(answered.move, String(answer)).toMatchObject({ correct: false, error: true });
      expect(answered.progress).toMatchObject({ errors: index + 1, items_done: 0 });
    }
    const unknown = expectApiError(await move(fixture.ana, attempt, 'recife', 'north'), 400, 'invalid_request');
    expect(unknown).toMatchObject({ fields: ['body.item'] });
    for (const answer of [{ zone: 'north' }, ['north'], 1, null, 'x'.repeat(257)]) {
      expectApiError(await move(fixture.ana, attempt, 'manaus', answer), 400, 'invalid_request');
    }
    expectApiError(await move(fixture.ana, attempt, 'm'.repeat(65), 'north'), 400, 'invalid_request');
    const right = await played(fixture.ana, attempt, 'manaus', 'north');
    expect(right).toMatchObject({ move: { correct: true }, progress: { errors: 6, items_done: 1 } });

    // Other games: an unknown category, word or card, a string for a boolean, a boolean for a text.
    const others: [GameType, string | ((board: GameBoard) => string), unknown][] = [
      ['this_or_that', 'apple', 'meat'],
      ['true_or_false', 's1', 'true'],
      ['flashcards', 'k1', 'yes'],
      ['fill_in_the_blanks', 'capital', false],
      ['drag_the_words', 'sky', 'w99'],
      ['drag_the_words', 'sky', 'céu'],
      ['find_the_pairs', (board) => (board.type === 'find_the_pairs' ? (board.cards[0]?.id ?? '') : ''), 'c99'],
      ['enigma', 'phrase', 'Lua'],
    ];
    for (const [type, item, answer] of others) {
      const other = await start(fixture.bia, play[type]);
      const judged = await played(fixture.bia, other, typeof item === 'string' ? item : item(other.board), answer);
      expect(judged.move, `${type} ${String(answer)}`).toMatchObject({ correct: false, error: true });
    }
    const pairs = await start(fixture.bia, play.find_the_pairs);
    const card = pairs.board.type === 'find_the_pairs' ? (pairs.board.cards[0]?.id ?? '') : '';
    const itself = expectApiError(await move(fixture.bia, pairs, card, card), 400, 'invalid_request');
    expect(itself).toMatchObject({ fields: ['body.answer'] });
    const enigma = await start(fixture.bia, play.enigma);
    expectApiError(await move(fixture.bia, enigma, 'letter', 'ab'), 400, 'invalid_request');
    expect(await played(fixture.bia, enigma, 'letter', 'x')).toMatchObject({
      move: { correct: false, error: true },
      progress: { errors: 2, mask: [null, null, null], guessed: ['x'] },
    });
    // A letter tried again costs nothing.
    expect((await played(fixture.bia, enigma, 'letter', 'X')).move.error).toBe(false);
  });

  it('replays a move retried with its Idempotency-Key and counts it once', async () => {
    const attempt = await start(fixture.ana, ids.limited);
    const key = { 'idempotency-key': `move-${attempt.id}-1` };
    const [one, two] = await Promise.all([
      move(fixture.ana, attempt, 'k1', false, key),
      move(fixture.ana, attempt, 'k1', false, key),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.body).toBe(one.body);
    const replay = await move(fixture.ana, attempt, 'k1', false, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(one.body);
    expect(gameMoveResponseSchema.parse(one.json()).progress).toMatchObject({ errors: 1, items_done: 1 });
    expectApiError(await move(fixture.ana, attempt, 'k2', true, key), 409, 'idempotency_key_reused');
    const [row] = await context.database.db.select().from(gameAttempts).where(eq(gameAttempts.id, attempt.id));
    expect(row?.state.errors).toBe(1);
    const last = await move(fixture.ana, attempt, 'k2', true, { 'idempotency-key': `move-${attempt.id}-2` });
    const finished = gameMoveResponseSchema.parse(ok(last).json());
    expect(finished.result).toMatchObject({ score: 67, status: 'reproved', won: true, errors: 1 });
    // The finishing move replays its result too, and the attempt stays finished once.
    const again = await move(fixture.ana, attempt, 'k2', true, { 'idempotency-key': `move-${attempt.id}-2` });
    expect(again.body).toBe(last.body);
  });

  it('refuses a new attempt once the attempts are used', async () => {
    expect(await overview(fixture.ana, ids.limited)).toMatchObject({
      maximum_attempts: 1,
      qty_attempted: 1,
      attempts_left: 0,
      can_start: false,
      result: 'reproved',
    });
    expectApiError(await startCall(fixture.ana, ids.limited), 409, 'no_attempts_left');
  });

  it('lets one attempt be held by one tab, and hides a learner’s attempt from everyone else', async () => {
    const tab = await start(fixture.ana, ids.tabs);
    const other = await start(fixture.ana, ids.tabs);
    expect(other.id).toBe(tab.id);
    expect(other.lease).not.toBe(tab.lease);
    expect(other.board).toEqual(tab.board);
    const [card] = winningMoves(typed('find_the_pairs'), tab.board);
    if (!card) throw new Error('no pair');
    expectApiError(await move(fixture.ana, tab, card[0], card[1]), 409, 'attempt_moved');
    const matched = await played(fixture.ana, other, card[0], card[1]);
    expect(matched).toMatchObject({ move: { correct: true }, progress: { items_done: 1, items_total: 2 } });
    expect(matched.progress.closed).toEqual({
      [card[0]]: { answer: card[1], correct: true, typo: false },
      [String(card[1])]: { answer: card[0], correct: true, typo: false },
    });
    const resumed = await start(fixture.ana, ids.tabs);
    expect(resumed.progress.items_done).toBe(1);
    // Two tabs starting at once hold one attempt, and count one.
    const [a, b] = await Promise.all([start(fixture.ana, ids.tabs), start(fixture.ana, ids.tabs)]);
    expect([a.id, b.id]).toEqual([tab.id, tab.id]);
    expect(await overview(fixture.ana, ids.tabs)).toMatchObject({
      result: 'in_progress',
      qty_attempted: 1,
      in_progress: { id: tab.id, number: 1 },
    });

    expectApiError(await move(fixture.bia, resumed, card[0], card[1]), 404, 'attempt_not_found');
    expectApiError(await move(fixture.bia, { id: 'not-a-uuid', lease: 'x' }, 'c1', 'c2'), 404, 'attempt_not_found');
    expectApiError(
      await move(fixture.bia, { id: '00000000-0000-4000-8000-000000000000', lease: 'x' }, 'c1', 'c2'),
      404,
      'attempt_not_found',
    );
  });

  it('judges moves sent at once one after the other: an item closes once, the last one finishes once', async () => {
    const attempt = await start(fixture.bia, ids.raced);
    const race = (item: string, answer: boolean) =>
      Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          move(fixture.bia, attempt, item, answer, { 'idempotency-key': `race-${item}-${String(index)}` }),
        ),
      );
    const first = await race('s1', false);
    expect(first.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of first.filter((candidate) => candidate.statusCode !== 200)) {
      expectApiError(response, 409, 'item_closed');
    }
    ok(await move(fixture.bia, attempt, 's2', false));
    const last = await race('s3', true);
    const finished = last.filter((response) => response.statusCode === 200);
    expect(finished).toHaveLength(1);
    expect(gameMoveResponseSchema.parse(finished[0]?.json()).result).toMatchObject({ errors: 1, won: true, score: 75 });
    for (const response of last.filter((candidate) => candidate.statusCode !== 200)) {
      expectApiError(response, 409, 'attempt_closed');
    }
    const rows = await context.database.db.select().from(gameAttempts).where(eq(gameAttempts.activityId, ids.raced));
    expect(rows.map((row) => [row.status, row.state.errors, Object.keys(row.state.closed).length])).toEqual([
      ['approved', 1, 3],
    ]);
  });

  it('answers 404 for an activity that is not a game, a game without its document, or another client’s', async () => {
    expectApiError(await call(fixture.ana, 'GET', `/api/activities/${ids.pdf}/game/`), 404, 'game_not_found');
    expectApiError(await startCall(fixture.ana, ids.pdf), 404, 'game_not_found');
    expectApiError(await call(fixture.ana, 'GET', `/api/activities/${ids.bare}/game/`), 404, 'game_not_found');
    expectApiError(await call(fixture.ana, 'GET', '/api/activities/abc/game/'), 400, 'invalid_request');
    expectApiError(
      await call(fixture.carl, 'GET', `/api/activities/${ids.judged}/game/`),
      404,
      'not_found_or_forbidden',
    );
    expectApiError(await startCall(fixture.carl, ids.judged), 404, 'not_found_or_forbidden');
  });

  it('a training reset supersedes the finished attempts: the count starts again', async () => {
    const { db } = context.database;
    await withTransaction(db, (tx) => resetTrainingProgress(tx, fixture.ana.id, [fixture.items.salesCourse]));
    expect(await overview(fixture.ana, ids.limited)).toMatchObject({
      qty_attempted: 0,
      attempts_left: 1,
      can_start: true,
      result: 'not_started',
      best_score: null,
      last_result: { number: 1 },
    });
    // The open attempt stays open and counted.
    expect(await overview(fixture.ana, ids.tabs)).toMatchObject({ qty_attempted: 1, result: 'in_progress' });
    expect((await start(fixture.ana, ids.limited)).number).toBe(1);
  });
});
