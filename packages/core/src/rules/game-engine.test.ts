import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameBoardSchema, gameMoveOutcomeSchema, gameProgressSchema } from '../schemas/game-attempts.js';
import type { GameAnswer, GameBoard, GameMoveOutcome } from '../schemas/game-attempts.js';
import { GAME_DOCUMENT_SCHEMAS } from '../schemas/game-document.js';
import type { GameType, TypedGameDocument } from '../schemas/game-document.js';
import {
  INITIAL_GAME_STATE,
  applyGameMove,
  dealGame,
  gameEnd,
  gameOutcome,
  gameProgress,
  gameSolution,
} from './game-engine.js';
import type { GameSecret, GameState } from './game-engine.js';

type GameOf<T extends GameType> = Extract<TypedGameDocument, { type: T }>;

/** A document as the import leaves it: parsed, defaults filled in. */
const game = <T extends GameType>(type: T, input: unknown): GameOf<T> =>
  ({ type, document: GAME_DOCUMENT_SCHEMAS[type].parse(input) }) as GameOf<T>;

/** mulberry32: a small seeded generator, so a deal is the same on every run. */
function seeded(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let t = value;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LOCALE = 'pt-BR';
const image = { url: '/media/demo/mapa.png', alt: 'Mapa do Brasil' };

const trueOrFalse = game('true_or_false', {
  errors_allowed: 1,
  statements: [
    {
      id: 's1',
      text: 'A água ferve a 100 °C ao nível do mar.',
      answer: true,
      feedback: { correct: 'Isso mesmo.', incorrect: 'Ao nível do mar, ferve.' },
    },
    { id: 's2', text: 'O Sol gira em torno da Terra.', answer: false, image },
    { id: 's3', text: 'Brasília é a capital do Brasil.', answer: true },
  ],
});

const thisOrThat = game('this_or_that', {
  errors_allowed: 1,
  categories: [
    { id: 'fruta', label: 'Fruta' },
    { id: 'legume', label: 'Legume' },
  ],
  items: [
    { id: 'i1', text: 'Maçã', category: 'fruta', feedback: { incorrect: 'A maçã é uma fruta.' } },
    { id: 'i2', text: 'Cenoura', category: 'legume' },
    { id: 'i3', text: 'Banana', category: 'fruta' },
    { id: 'i4', text: 'Abobrinha', category: 'legume' },
  ],
});

const flashcards = game('flashcards', {
  errors_allowed: 0,
  cards: [
    { id: 'k1', front: { text: 'Hello' }, back: { text: 'Olá' } },
    { id: 'k2', front: { image }, back: { text: 'Brasil' } },
  ],
});

const fillInTheBlanks = game('fill_in_the_blanks', {
  errors_allowed: 2,
  text: 'A capital do Brasil é {{capital}}; metade de um é {{half}} e o rio mais longo é o {{river}}.',
  blanks: [
    { id: 'capital', accepted: ['Brasília'], typo_tolerance: true },
    { id: 'half', accepted: ['0.5', 'meio'] },
    { id: 'river', accepted: ['Amazonas'] },
  ],
});

const dragTheWords = game('drag_the_words', {
  errors_allowed: 2,
  text: 'O {{a}} late, o {{b}} mia e o outro {{c}} também late.',
  blanks: [
    { id: 'a', word: 'cão' },
    { id: 'b', word: 'gato' },
    { id: 'c', word: 'cão' },
  ],
  distractors: ['peixe'],
});

const dragAndDrop = game('drag_and_drop', {
  errors_allowed: 1,
  image,
  zones: [
    { id: 'zona-norte', label: 'Norte', x: 0, y: 0, width: 100, height: 50 },
    { id: 'zona-sul', label: 'Sul', x: 0, y: 50, width: 100, height: 50 },
  ],
  items: [
    { id: 'manaus', text: 'Manaus', zone: 'zona-norte' },
    { id: 'belem', text: 'Belém', zone: 'zona-norte' },
    { id: 'poa', text: 'Porto Alegre', zone: 'zona-sul' },
  ],
});

const findThePairs = game('find_the_pairs', {
  errors_allowed: 2,
  pairs: [
    { id: 'par-cao', cards: [{ text: 'Cão' }, { text: 'Dog' }] },
    { id: 'par-gato', cards: [{ text: 'Gato' }, { text: 'Cat' }] },
    { id: 'par-mapa', cards: [{ image }, { text: 'Map' }] },
  ],
});

const enigma = game('enigma', {
  errors_allowed: 2,
  answer: 'Pé de moleque',
  hint: 'Um doce de festa junina',
  typo_tolerance: true,
});

const ALL_GAMES: TypedGameDocument[] = [
  trueOrFalse,
  thisOrThat,
  flashcards,
  fillInTheBlanks,
  dragTheWords,
  dragAndDrop,
  findThePairs,
  enigma,
];

/** Plays moves one after another; a refusal fails the test (use `applyGameMove` to test those). */
function play(
  typed: TypedGameDocument,
  secret: GameSecret,
  moves: readonly [string, GameAnswer][],
  from: GameState = INITIAL_GAME_STATE,
): { state: GameState; outcomes: GameMoveOutcome[] } {
  let state = from;
  const outcomes: GameMoveOutcome[] = [];
  for (const [item, answer] of moves) {
    const result = applyGameMove(typed, secret, state, { item, answer }, LOCALE);
    if ('refusal' in result) throw new Error(`${item} → ${String(answer)} refused: ${result.refusal}`);
    expect(gameMoveOutcomeSchema.safeParse(result.outcome).success).toBe(true);
    state = result.state;
    outcomes.push(result.outcome);
  }
  return { state, outcomes };
}

const refusal = (typed: TypedGameDocument, secret: GameSecret, state: GameState, item: string, answer: GameAnswer) => {
  const result = applyGameMove(typed, secret, state, { item, answer }, LOCALE);
  return 'refusal' in result ? result.refusal : null;
};

/** The attempt ids of a dealt game's words or cards, by their text. */
const idsOf = (board: GameBoard, text: string): string[] =>
  board.type === 'drag_the_words'
    ? board.words.filter((word) => word.text === text).map((word) => word.id)
    : board.type === 'find_the_pairs'
      ? board.cards.filter((card) => card.text === text).map((card) => card.id)
      : [];

describe('dealGame', () => {
  it('deals boards the wire schema takes', () => {
    for (const typed of ALL_GAMES) {
      const { board } = dealGame(typed, seeded(1));
      expect(gameBoardSchema.safeParse(board).success, typed.type).toBe(true);
      expect(board.type).toBe(typed.type);
    }
  });

  it('deals the same game from the same seed, and shuffles what it shuffles', () => {
    for (const typed of ALL_GAMES) expect(dealGame(typed, seeded(7))).toEqual(dealGame(typed, seeded(7)));
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => {
        const { board } = dealGame(thisOrThat, seeded(seed));
        return board.type === 'this_or_that' ? board.items.map((item) => item.id).join() : '';
      }),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('keeps statements and flashcards in the document order, and shows only what may be shown', () => {
    expect(dealGame(trueOrFalse, seeded(3)).board).toEqual({
      type: 'true_or_false',
      statements: [
        { id: 's1', text: 'A água ferve a 100 °C ao nível do mar.' },
        { id: 's2', text: 'O Sol gira em torno da Terra.', image },
        { id: 's3', text: 'Brasília é a capital do Brasil.' },
      ],
    });
    expect(dealGame(flashcards, seeded(3)).board).toEqual({
      type: 'flashcards',
      cards: [
        { id: 'k1', front: { text: 'Hello' }, back: { text: 'Olá' } },
        { id: 'k2', front: { image }, back: { text: 'Brasil' } },
      ],
    });
    expect(dealGame(enigma, seeded(3))).toEqual({
      board: { type: 'enigma', hint: 'Um doce de festa junina' },
      secret: {},
    });
  });

  it('never puts a solution on the board', () => {
    const json = (typed: TypedGameDocument) => JSON.stringify(dealGame(typed, seeded(11)).board);
    for (const key of ['"answer"', '"feedback"', '"zone"', '"category"', '"accepted"', '"word"', '"pair"']) {
      for (const typed of ALL_GAMES) expect(json(typed), `${typed.type} ${key}`).not.toContain(key);
    }
    expect(json(trueOrFalse)).not.toMatch(/:(true|false)\b|Isso mesmo|Ao nível do mar, ferve/);
    expect(json(thisOrThat)).not.toContain('A maçã é uma fruta');
    for (const accepted of ['Brasília', '0.5', 'meio', 'Amazonas'])
      expect(json(fillInTheBlanks)).not.toContain(accepted);
    expect(json(enigma).toLowerCase()).not.toContain('moleque');
    expect(json(findThePairs)).not.toContain('par-');
    // drag_and_drop shows its zones, but no item says which one is its own.
    const { board } = dealGame(dragAndDrop, seeded(11));
    expect(board.type === 'drag_and_drop' && board.items.every((item) => Object.keys(item).join() === 'id,text')).toBe(
      true,
    );
  });

  it('gives words and cards attempt ids in the order shown, keeping their meaning in the secret', () => {
    const words = dealGame(dragTheWords, seeded(5));
    expect(words.board.type === 'drag_the_words' && words.board.words.map((word) => word.id)).toEqual([
      'w1',
      'w2',
      'w3',
      'w4',
    ]);
    expect(words.board.type === 'drag_the_words' && words.board.segments).toEqual([
      { text: 'O ' },
      { gap: 'a' },
      { text: ' late, o ' },
      { gap: 'b' },
      { text: ' mia e o outro ' },
      { gap: 'c' },
      { text: ' também late.' },
    ]);
    expect(Object.values(words.secret.words ?? {}).sort()).toEqual(['cão', 'cão', 'gato', 'peixe']);
    const cards = dealGame(findThePairs, seeded(5));
    expect(cards.board.type === 'find_the_pairs' && cards.board.cards.map((card) => card.id)).toEqual([
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
    ]);
    expect(Object.values(cards.secret.cards ?? {}).sort()).toEqual([
      'par-cao',
      'par-cao',
      'par-gato',
      'par-gato',
      'par-mapa',
      'par-mapa',
    ]);
    const shown = cards.board.type === 'find_the_pairs' ? cards.board.cards.find((card) => card.image) : undefined;
    expect(shown).toEqual({ id: expect.stringMatching(/^c\d$/), image });
    expect(cards.secret.cards?.[shown!.id]).toBe('par-mapa');
  });
});

describe('true_or_false', () => {
  it('is won with every statement right', () => {
    const { state, outcomes } = play(trueOrFalse, {}, [
      ['s1', true],
      ['s2', false],
      ['s3', true],
    ]);
    expect(outcomes[0]).toEqual({
      item: 's1',
      answer: true,
      correct: true,
      typo: false,
      error: false,
      right_answer: null,
      feedback: 'Isso mesmo.',
    });
    expect(gameEnd(trueOrFalse, {}, state, LOCALE)).toEqual({ won: true });
    expect(gameOutcome(trueOrFalse, {}, state, LOCALE)).toEqual({ score: 100, status: 'approved', won: true });
  });

  it('closes a wrong statement, tells the right answer and counts an error; lost past the errors allowed', () => {
    const first = play(trueOrFalse, {}, [['s1', false]]);
    expect(first.outcomes[0]).toMatchObject({ correct: false, error: true, right_answer: true });
    expect(first.outcomes[0]?.feedback).toBe('Ao nível do mar, ferve.');
    expect(first.state.closed).toEqual({ s1: { answer: false, correct: false, typo: false } });
    expect(gameEnd(trueOrFalse, {}, first.state, LOCALE)).toBeNull();
    const second = play(trueOrFalse, {}, [['s2', true]], first.state);
    expect(second.outcomes[0]?.feedback).toBeNull();
    expect(second.state.errors).toBe(2);
    expect(gameEnd(trueOrFalse, {}, second.state, LOCALE)).toEqual({ won: false });
    expect(gameOutcome(trueOrFalse, {}, second.state, LOCALE)).toEqual({ score: 60, status: 'reproved', won: false });
  });

  it('is won within the errors allowed, approved only from the minimum score', () => {
    const { state } = play(trueOrFalse, {}, [
      ['s1', true],
      ['s2', true],
      ['s3', true],
    ]);
    expect(gameOutcome(trueOrFalse, {}, state, LOCALE)).toEqual({ score: 75, status: 'approved', won: true });
    const strict = { ...trueOrFalse, document: { ...trueOrFalse.document, minimum_score: 80 } };
    expect(gameOutcome(strict, {}, state, LOCALE)).toEqual({ score: 75, status: 'reproved', won: true });
  });

  it('scores a string for a boolean as wrong, and refuses unknown and closed statements', () => {
    const { state, outcomes } = play(trueOrFalse, {}, [['s1', 'true']]);
    expect(outcomes[0]).toMatchObject({ correct: false, error: true, right_answer: true });
    expect(refusal(trueOrFalse, {}, state, 's1', true)).toBe('item_closed');
    expect(refusal(trueOrFalse, {}, state, 's9', true)).toBe('unknown_item');
    expect(refusal(trueOrFalse, {}, state, '__proto__', true)).toBe('unknown_item');
  });
});

describe('this_or_that', () => {
  it('is won with every item in its category', () => {
    const { state } = play(thisOrThat, {}, [
      ['i1', 'fruta'],
      ['i2', 'legume'],
      ['i3', 'fruta'],
      ['i4', 'legume'],
    ]);
    expect(gameProgress(thisOrThat, {}, state, LOCALE)).toMatchObject({ items_total: 4, items_done: 4, errors: 0 });
    expect(gameOutcome(thisOrThat, {}, state, LOCALE)).toEqual({ score: 100, status: 'approved', won: true });
  });

  it('closes a wrong item with its right category; an unknown category is wrong; lost at the second error', () => {
    const { state, outcomes } = play(thisOrThat, {}, [
      ['i1', 'legume'],
      ['i2', 'verdura'],
    ]);
    expect(outcomes[0]).toMatchObject({
      correct: false,
      error: true,
      right_answer: 'fruta',
      feedback: 'A maçã é uma fruta.',
    });
    expect(outcomes[1]).toMatchObject({ correct: false, error: true, right_answer: 'legume', feedback: null });
    expect(gameEnd(thisOrThat, {}, state, LOCALE)).toEqual({ won: false });
    expect(gameOutcome(thisOrThat, {}, state, LOCALE).status).toBe('reproved');
  });
});

describe('flashcards', () => {
  it('is won when every card was known', () => {
    const { state, outcomes } = play(flashcards, {}, [
      ['k1', true],
      ['k2', true],
    ]);
    expect(outcomes.every((outcome) => outcome.correct && !outcome.error)).toBe(true);
    expect(gameEnd(flashcards, {}, state, LOCALE)).toEqual({ won: true });
  });

  it('counts a card not known as an error, with no right answer to show; a string "true" is not knowing it', () => {
    const { state, outcomes } = play(flashcards, {}, [['k1', false]]);
    expect(outcomes[0]).toMatchObject({ correct: false, error: true, right_answer: null });
    expect(gameEnd(flashcards, {}, state, LOCALE)).toEqual({ won: false });
    expect(play(flashcards, {}, [['k2', 'true']]).outcomes[0]).toMatchObject({ correct: false, error: true });
  });
});

describe('fill_in_the_blanks', () => {
  it('takes accents, case, the decimal comma and a forgiven typo, and is won', () => {
    const { state, outcomes } = play(fillInTheBlanks, {}, [
      ['capital', 'Brazilia'],
      ['half', '0,5'],
      ['river', '  AMAZONAS '],
    ]);
    expect(outcomes.map((outcome) => [outcome.correct, outcome.typo])).toEqual([
      [true, true],
      [true, false],
      [true, false],
    ]);
    expect(state.closed['capital']).toEqual({ answer: 'Brazilia', correct: true, typo: true });
    expect(gameOutcome(fillInTheBlanks, {}, state, LOCALE)).toEqual({ score: 100, status: 'approved', won: true });
  });

  it('leaves a wrong blank open and counts the error; a typo is wrong without tolerance; lost at the third', () => {
    const { state, outcomes } = play(fillInTheBlanks, {}, [
      ['river', 'Amazona'],
      ['half', true],
      ['capital', 'Rio de Janeiro'],
    ]);
    expect(outcomes.map((outcome) => outcome.error)).toEqual([true, true, true]);
    expect(outcomes.every((outcome) => outcome.right_answer === null)).toBe(true);
    expect(state.closed).toEqual({});
    expect(gameEnd(fillInTheBlanks, {}, state, LOCALE)).toEqual({ won: false });
  });

  it('refuses an empty answer without counting it, an unknown blank and a closed one', () => {
    expect(refusal(fillInTheBlanks, {}, INITIAL_GAME_STATE, 'capital', '   ')).toBe('invalid_answer');
    expect(refusal(fillInTheBlanks, {}, INITIAL_GAME_STATE, 'nope', 'x')).toBe('unknown_item');
    const { state } = play(fillInTheBlanks, {}, [['river', 'amazonas']]);
    expect(refusal(fillInTheBlanks, {}, state, 'river', 'amazonas')).toBe('item_closed');
  });
});

describe('drag_the_words', () => {
  const { board, secret } = dealGame(dragTheWords, seeded(21));
  const [dog1, dog2] = idsOf(board, 'cão');
  const [cat] = idsOf(board, 'gato');
  const [fish] = idsOf(board, 'peixe');

  it('is won with every word in its gap, equal words being interchangeable', () => {
    const { state } = play(dragTheWords, secret, [
      ['c', dog1!],
      ['b', cat!],
      ['a', dog2!],
    ]);
    expect(state.closed['c']).toEqual({ answer: dog1, correct: true, typo: false });
    expect(gameOutcome(dragTheWords, secret, state, LOCALE)).toEqual({ score: 100, status: 'approved', won: true });
  });

  it('scores a used, unknown, distractor or boolean word as wrong and leaves the gap open; lost at the third', () => {
    const { state, outcomes } = play(dragTheWords, secret, [
      ['a', dog1!],
      ['c', dog1!],
      ['c', fish!],
      ['c', 'w99'],
    ]);
    expect(outcomes.map((outcome) => outcome.correct)).toEqual([true, false, false, false]);
    expect(Object.keys(state.closed)).toEqual(['a']);
    expect(gameEnd(dragTheWords, secret, state, LOCALE)).toEqual({ won: false });
    for (const answer of ['__proto__', 'constructor', true, cat!]) {
      expect(play(dragTheWords, secret, [['a', answer]]).outcomes[0], String(answer)).toMatchObject({ error: true });
    }
    // Without the attempt's secret no word is known: nothing can be right.
    expect(play(dragTheWords, {}, [['a', dog1!]]).outcomes[0]?.correct).toBe(false);
  });
});

describe('drag_and_drop', () => {
  it('is won with every item on its zone, and lost when the errors run out', () => {
    const won = play(dragAndDrop, {}, [
      ['manaus', 'zona-norte'],
      ['poa', 'zona-norte'],
      ['poa', 'zona-sul'],
      ['belem', 'zona-norte'],
    ]);
    expect(won.outcomes[1]).toMatchObject({ correct: false, error: true, right_answer: null });
    expect(gameOutcome(dragAndDrop, {}, won.state, LOCALE)).toEqual({ score: 75, status: 'approved', won: true });
    const lost = play(dragAndDrop, {}, [
      ['manaus', 'zona-sul'],
      ['manaus', 'zona-leste'],
    ]);
    expect(lost.state.closed).toEqual({});
    expect(gameEnd(dragAndDrop, {}, lost.state, LOCALE)).toEqual({ won: false });
  });
});

describe('find_the_pairs', () => {
  const { board, secret } = dealGame(findThePairs, seeded(8));
  const [dog] = idsOf(board, 'Cão');
  const [dogEn] = idsOf(board, 'Dog');
  const [cat] = idsOf(board, 'Gato');
  const [catEn] = idsOf(board, 'Cat');
  const [mapEn] = idsOf(board, 'Map');
  const map = board.type === 'find_the_pairs' ? board.cards.find((card) => card.image)?.id : undefined;

  it('closes both cards of a pair and is won when every pair is found', () => {
    const first = play(findThePairs, secret, [[dog!, dogEn!]]);
    expect(first.state.closed).toEqual({
      [dog!]: { answer: dogEn, correct: true, typo: false },
      [dogEn!]: { answer: dog, correct: true, typo: false },
    });
    expect(gameProgress(findThePairs, secret, first.state, LOCALE)).toMatchObject({ items_total: 3, items_done: 1 });
    const { state } = play(
      findThePairs,
      secret,
      [
        [catEn!, cat!],
        [map!, mapEn!],
      ],
      first.state,
    );
    expect(gameOutcome(findThePairs, secret, state, LOCALE)).toEqual({ score: 100, status: 'approved', won: true });
  });

  it('counts cards of different pairs, an unknown card or a closed one as an error; lost at the third', () => {
    const first = play(findThePairs, secret, [[dog!, dogEn!]]);
    const { state, outcomes } = play(
      findThePairs,
      secret,
      [
        [cat!, dogEn!],
        [cat!, 'c99'],
        [map!, catEn!],
      ],
      first.state,
    );
    expect(outcomes.map((outcome) => outcome.error)).toEqual([true, true, true]);
    expect(gameEnd(findThePairs, secret, state, LOCALE)).toEqual({ won: false });
    expect(gameProgress(findThePairs, secret, state, LOCALE).items_done).toBe(1);
  });

  it('refuses a card matched with itself or a boolean, a closed card and an unknown one', () => {
    expect(refusal(findThePairs, secret, INITIAL_GAME_STATE, dog!, dog!)).toBe('invalid_answer');
    expect(refusal(findThePairs, secret, INITIAL_GAME_STATE, dog!, true)).toBe('invalid_answer');
    expect(refusal(findThePairs, secret, INITIAL_GAME_STATE, 'c99', dog!)).toBe('unknown_item');
    const { state } = play(findThePairs, secret, [[dog!, dogEn!]]);
    expect(refusal(findThePairs, secret, state, dogEn!, cat!)).toBe('item_closed');
  });
});

describe('enigma', () => {
  it('finds accented letters by their plain letter, shows them as written, and is won letter by letter', () => {
    const first = play(enigma, {}, [['letter', 'E']]);
    expect(first.outcomes[0]).toMatchObject({ correct: true, error: false });
    expect(first.state.guessed).toEqual(['e']);
    expect(gameProgress(enigma, {}, first.state, LOCALE)).toMatchObject({
      mask: [null, 'é', ' ', null, 'e', ' ', null, null, null, 'e', null, null, 'e'],
      items_total: 8,
      items_done: 1,
      guessed: ['e'],
    });
    const { state } = play(
      enigma,
      {},
      ['p', 'd', 'm', 'o', 'l', 'q', ' u '].map((letter): [string, GameAnswer] => ['letter', letter]),
      first.state,
    );
    expect(gameProgress(enigma, {}, state, LOCALE).mask?.join('')).toBe('Pé de moleque');
    expect(gameOutcome(enigma, {}, state, LOCALE)).toEqual({ score: 100, status: 'approved', won: true });
  });

  it('does not count a letter tried again, right or wrong', () => {
    const { state, outcomes } = play(enigma, {}, [
      ['letter', 'x'],
      ['letter', 'X'],
      ['letter', 'é'],
      ['letter', 'e\u0301'],
    ]);
    expect(outcomes.map((outcome) => [outcome.correct, outcome.error])).toEqual([
      [false, true],
      [false, false],
      [true, false],
      [true, false],
    ]);
    expect(state).toEqual({ errors: 1, closed: {}, guessed: ['x', 'e'] });
  });

  it('takes the whole phrase, with a typo when tolerated, and shows every letter', () => {
    const { state, outcomes } = play(enigma, {}, [
      ['letter', 'e'],
      ['phrase', 'pe de molecue'],
    ]);
    expect(outcomes[1]).toMatchObject({ correct: true, typo: true, error: false });
    expect(gameProgress(enigma, {}, state, LOCALE).mask?.join('')).toBe('Pé de moleque');
    expect(gameEnd(enigma, {}, state, LOCALE)).toEqual({ won: true });
    const strict = game('enigma', { answer: 'Pé de moleque', typo_tolerance: false });
    expect(play(strict, {}, [['phrase', 'pe de molecue']]).outcomes[0]).toMatchObject({ correct: false, error: true });
    expect(play(strict, {}, [['phrase', 'PE DE MOLEQUE']]).outcomes[0]).toMatchObject({ correct: true, typo: false });
  });

  it('is lost past the errors allowed, and counts a wrong phrase or a boolean phrase as an error', () => {
    const { state } = play(enigma, {}, [
      ['letter', 'z'],
      ['phrase', 'brigadeiro'],
      ['phrase', false],
    ]);
    expect(state.errors).toBe(3);
    expect(gameEnd(enigma, {}, state, LOCALE)).toEqual({ won: false });
    expect(gameOutcome(enigma, {}, state, LOCALE)).toEqual({ score: 73, status: 'reproved', won: false });
  });

  it('refuses what is not one letter or digit, an empty phrase, and other items', () => {
    for (const answer of ['ab', '!', ' ', '', true]) {
      expect(refusal(enigma, {}, INITIAL_GAME_STATE, 'letter', answer), String(answer)).toBe('invalid_answer');
    }
    expect(refusal(enigma, {}, INITIAL_GAME_STATE, 'phrase', '  ')).toBe('invalid_answer');
    expect(refusal(enigma, {}, INITIAL_GAME_STATE, 'word', 'a')).toBe('unknown_item');
  });
});

describe('gameProgress', () => {
  it('reports errors left and the items done, in the wire shape', () => {
    const { state } = play(fillInTheBlanks, {}, [
      ['river', 'Nilo'],
      ['river', 'Amazonas'],
    ]);
    const progress = gameProgress(fillInTheBlanks, {}, state, LOCALE);
    expect(progress).toEqual({
      errors: 1,
      errors_allowed: 2,
      errors_left: 1,
      items_total: 3,
      items_done: 1,
      closed: { river: { answer: 'Amazonas', correct: true, typo: false } },
      mask: null,
      guessed: [],
    });
    expect(gameProgressSchema.safeParse(progress).success).toBe(true);
    expect(gameProgress(fillInTheBlanks, {}, { ...state, errors: 5 }, LOCALE).errors_left).toBe(0);
  });

  it('leaves a game in play unended, and an abandoned one reproved', () => {
    expect(gameEnd(trueOrFalse, {}, INITIAL_GAME_STATE, LOCALE)).toBeNull();
    expect(gameOutcome(trueOrFalse, {}, INITIAL_GAME_STATE, LOCALE)).toEqual({
      score: 100,
      status: 'reproved',
      won: false,
    });
  });
});

describe('gameSolution', () => {
  it('gives every item its right answer', () => {
    expect(gameSolution(trueOrFalse, {})).toEqual({ s1: true, s2: false, s3: true });
    expect(gameSolution(thisOrThat, {})).toEqual({ i1: 'fruta', i2: 'legume', i3: 'fruta', i4: 'legume' });
    expect(gameSolution(fillInTheBlanks, {})).toEqual({ capital: 'Brasília', half: '0.5', river: 'Amazonas' });
    expect(gameSolution(dragTheWords, {})).toEqual({ a: 'cão', b: 'gato', c: 'cão' });
    expect(gameSolution(dragAndDrop, {})).toEqual({ manaus: 'zona-norte', belem: 'zona-norte', poa: 'zona-sul' });
    expect(gameSolution(flashcards, {})).toEqual({ k1: true, k2: true });
    expect(gameSolution(enigma, {})).toEqual({ phrase: 'Pé de moleque' });
    const { secret } = dealGame(findThePairs, seeded(4));
    const solution = gameSolution(findThePairs, secret);
    expect(Object.keys(solution)).toHaveLength(6);
    for (const [card, partner] of Object.entries(solution)) {
      expect(partner).not.toBe(card);
      expect(secret.cards?.[partner as string]).toBe(secret.cards?.[card]);
      expect(solution[partner as string]).toBe(card);
    }
  });
});

describe('any sequence of moves', () => {
  const answers: GameAnswer[] = [
    true,
    false,
    '',
    ' ',
    'x',
    'e',
    'w1',
    'w2',
    'c1',
    'c2',
    'fruta',
    'zona-sul',
    '__proto__',
  ];

  it('never crashes, counts one error per wrong move, and is right only with the solution', () => {
    for (const typed of ALL_GAMES) {
      const { board, secret } = dealGame(typed, seeded(99));
      const items = [
        ...Object.keys(gameSolution(typed, secret)),
        ...(board.type === 'enigma' ? ['letter'] : []),
        'nope',
        'constructor',
      ];
      const solution = gameSolution(typed, secret);
      const move = fc.record({
        item: fc.constantFrom(...items),
        answer: fc.oneof(fc.constantFrom(...answers, ...Object.values(solution)), fc.string({ maxLength: 4 })),
      });
      fc.assert(
        fc.property(fc.array(move, { maxLength: 12 }), (moves) => {
          let state = INITIAL_GAME_STATE;
          for (const { item, answer } of moves) {
            const result = applyGameMove(typed, secret, state, { item, answer }, LOCALE);
            if ('refusal' in result) continue;
            expect(result.state.errors).toBe(state.errors + (result.outcome.error ? 1 : 0));
            if (result.outcome.correct && typed.type !== 'enigma' && typed.type !== 'fill_in_the_blanks') {
              const right = typed.type === 'drag_the_words' ? secret.words?.[answer as string] : answer;
              expect(right).toBe(solution[item]);
            }
            state = result.state;
          }
          const progress = gameProgress(typed, secret, state, LOCALE);
          expect(progress.items_done).toBeLessThanOrEqual(progress.items_total);
          expect(gameOutcome(typed, secret, state, LOCALE).score).toBeGreaterThanOrEqual(0);
        }),
        { numRuns: 100 },
      );
    }
  });
});
