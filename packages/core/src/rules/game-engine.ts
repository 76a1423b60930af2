import type {
  ClosedItem,
  GameAnswer,
  GameBoard,
  GameFace,
  GameMoveOutcome,
  GameProgress,
} from '../schemas/game-attempts.js';
import type { TypedGameDocument } from '../schemas/game-document.js';
import {
  enigmaLetters,
  enigmaMask,
  foldLetter,
  gameScore,
  isHiddenCharacter,
  matchTypedAnswer,
  parsePassage,
} from './game-text.js';

/*
 * How a game is played (issue 22, spec §3 games): pure functions over the document, what the server keeps secret
 * about the attempt and the attempt's state, so the server stores three JSON values and decides nothing itself.
 * Everything a learner sends is untrusted: an answer of the wrong shape, an id of another game or a card used
 * twice scores as a wrong answer (or a refusal where the move means nothing), never as a crash or a right one.
 */

/** What the server keeps about an attempt that the learner must not see. */
export interface GameSecret {
  /** drag_the_words: attempt word id (w1, w2 …) → the word's text (words and distractors, shuffled before ids are given). */
  readonly words?: Readonly<Record<string, string>>;
  /** find_the_pairs: attempt card id (c1 …) → the pair id it belongs to (cards shuffled before ids are given). */
  readonly cards?: Readonly<Record<string, string>>;
}

/**
 * The attempt's state as the server stores it: the errors made, the items closed (item id → what closed it; for
 * find_the_pairs both cards of a pair) and the letters tried (enigma, folded with `foldLetter`).
 */
export interface GameState {
  readonly errors: number;
  readonly closed: Readonly<Record<string, ClosedItem>>;
  readonly guessed: readonly string[];
}

/** The state of an attempt before its first move. */
export const INITIAL_GAME_STATE: GameState = Object.freeze({
  errors: 0,
  closed: Object.freeze({}),
  guessed: Object.freeze([]) as readonly string[],
});

/** One move: the item played (a statement, item, blank or card id, or enigma's `letter` / `phrase`) and the answer. */
export interface GameMove {
  readonly item: string;
  readonly answer: GameAnswer;
}

/**
 * Why a move was refused without counting as an error: the item is not in the game, it is closed already, or the
 * answer means nothing for it (an empty blank, a card matched with itself, an enigma letter that is not one letter).
 */
export type MoveRefusal = 'unknown_item' | 'item_closed' | 'invalid_answer';

/** What `applyGameMove` returns: the new state and what to tell the learner, or a refusal (state unchanged). */
export type GameMoveResult =
  { readonly state: GameState; readonly outcome: GameMoveOutcome } | { readonly refusal: MoveRefusal };

type Image = NonNullable<GameFace['image']>;

// `Object.hasOwn` everywhere an id from the learner indexes a record: `__proto__` or `constructor` is no word.
const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

/** A copy of `items` in a random order (Fisher–Yates), `random` returning [0, 1) like `Math.random`. */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    // Clamped: a `random` that returns 1 (or garbage) must not lose an item.
    const j = Math.min(i, Math.max(0, Math.floor(random() * (i + 1)))) || 0;
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}

// Only the url and alt of a picture, and only the text and picture of a face: the board is built by copying what
// may be shown, never by deleting what may not, so a field added to a document later stays out of it.
const imageOf = (image: Image | undefined): { image?: Image } =>
  image === undefined ? {} : { image: { url: image.url, alt: image.alt } };
const faceOf = (face: { readonly text?: string | undefined; readonly image?: Image | undefined }): GameFace => ({
  ...(face.text === undefined ? {} : { text: face.text }),
  ...imageOf(face.image),
});
const shown = (item: { readonly id: string; readonly text: string; readonly image?: Image | undefined }) => ({
  id: item.id,
  text: item.text,
  ...imageOf(item.image),
});

/**
 * Deals an attempt: the board the learner sees (no solution in it) and the secret the server keeps. Statements
 * and flashcards keep the document's order; this_or_that and drag_and_drop items, drag_the_words words and
 * find_the_pairs cards are shuffled with `random`, and words and cards get ids of the attempt (`w1`…, `c1`…) in
 * the order shown, so an id says nothing about where it belongs. The same `random` sequence deals the same game.
 */
export function dealGame(game: TypedGameDocument, random: () => number): { board: GameBoard; secret: GameSecret } {
  switch (game.type) {
    case 'true_or_false':
      return { board: { type: game.type, statements: game.document.statements.map(shown) }, secret: {} };
    case 'flashcards':
      return {
        board: {
          type: game.type,
          cards: game.document.cards.map((card) => ({
            id: card.id,
            front: faceOf(card.front),
            back: faceOf(card.back),
          })),
        },
        secret: {},
      };
    case 'this_or_that':
      return {
        board: {
          type: game.type,
          categories: game.document.categories.map((category) => ({ id: category.id, label: category.label })),
          items: shuffle(game.document.items, random).map(shown),
        },
        secret: {},
      };
    case 'drag_and_drop': {
      const { image, zones, items } = game.document;
      return {
        board: {
          type: game.type,
          ...imageOf(image),
          zones: zones.map(({ id, label, x, y, width, height }) => ({ id, label, x, y, width, height })),
          items: shuffle(items, random).map(shown),
        },
        secret: {},
      };
    }
    case 'drag_the_words': {
      const texts = shuffle([...game.document.blanks.map((blank) => blank.word), ...game.document.distractors], random);
      const words = texts.map((text, index) => ({ id: `w${String(index + 1)}`, text }));
      return {
        board: { type: game.type, segments: parsePassage(game.document.text), words },
        secret: { words: Object.fromEntries(words.map((word) => [word.id, word.text])) },
      };
    }
    case 'find_the_pairs': {
      const dealt = shuffle(
        game.document.pairs.flatMap((pair) => pair.cards.map((face) => ({ pair: pair.id, face }))),
        random,
      ).map((card, index) => ({ ...card, id: `c${String(index + 1)}` }));
      return {
        board: { type: game.type, cards: dealt.map((card) => ({ id: card.id, ...faceOf(card.face) })) },
        secret: { cards: Object.fromEntries(dealt.map((card) => [card.id, card.pair])) },
      };
    }
    case 'fill_in_the_blanks':
      return { board: { type: game.type, segments: parsePassage(game.document.text) }, secret: {} };
    case 'enigma': {
      const { hint, image } = game.document;
      return { board: { type: game.type, ...(hint === undefined ? {} : { hint }), ...imageOf(image) }, secret: {} };
    }
  }
}

/** The ids a move may name, apart from enigma (which plays `letter` and `phrase`). */
function itemIds(game: TypedGameDocument, secret: GameSecret): string[] {
  switch (game.type) {
    case 'true_or_false':
      return game.document.statements.map((statement) => statement.id);
    case 'this_or_that':
    case 'drag_and_drop':
      return game.document.items.map((item) => item.id);
    case 'fill_in_the_blanks':
    case 'drag_the_words':
      return game.document.blanks.map((blank) => blank.id);
    case 'flashcards':
      return game.document.cards.map((card) => card.id);
    case 'find_the_pairs':
      return Object.keys(secret.cards ?? {});
    case 'enigma':
      return [];
  }
}

/** How many items the game has and how many are done (see `GameProgress`). */
function itemCounts(
  game: TypedGameDocument,
  secret: GameSecret,
  state: GameState,
  locale: string,
): { total: number; done: number } {
  if (game.type === 'enigma') {
    const letters = enigmaLetters(game.document.answer, locale);
    return { total: letters.length, done: letters.filter((letter) => state.guessed.includes(letter)).length };
  }
  const closed = itemIds(game, secret).filter((id) => own(state.closed, id) !== undefined);
  if (game.type === 'find_the_pairs') {
    // A pair is done when its cards are closed; they close together, so counting their pair ids counts pairs.
    return { total: game.document.pairs.length, done: new Set(closed.map((id) => own(secret.cards, id))).size };
  }
  return { total: itemIds(game, secret).length, done: closed.length };
}

/**
 * Where an attempt stands, as the learner may see it: errors made, allowed and left, items done of the total
 * (pairs for find_the_pairs, distinct hidden letters for enigma), the closed items, and for enigma the mask of the
 * phrase (`null` elsewhere) and the letters tried.
 */
export function gameProgress(
  game: TypedGameDocument,
  secret: GameSecret,
  state: GameState,
  locale: string,
): GameProgress {
  const { total, done } = itemCounts(game, secret, state, locale);
  const allowed = game.document.errors_allowed;
  return {
    errors: state.errors,
    errors_allowed: allowed,
    errors_left: Math.max(0, allowed - state.errors),
    items_total: total,
    items_done: done,
    closed: { ...state.closed },
    mask: game.type === 'enigma' ? enigmaMask(game.document.answer, state.guessed, locale) : null,
    guessed: [...state.guessed],
  };
}

type Feedback = { readonly correct?: string | undefined; readonly incorrect?: string | undefined } | undefined;

/** Builds the outcome and the next state of a judged move. */
function judged(
  state: GameState,
  move: GameMove,
  verdict: {
    correct: boolean;
    typo?: boolean;
    error: boolean;
    close?: readonly string[];
    closedAnswer?: (id: string) => GameAnswer;
    rightAnswer?: GameAnswer | null;
    feedback?: Feedback;
    guessed?: readonly string[];
  },
): { readonly state: GameState; readonly outcome: GameMoveOutcome } {
  const typo = verdict.typo ?? false;
  const closed = { ...state.closed };
  for (const id of verdict.close ?? []) {
    closed[id] = { answer: verdict.closedAnswer?.(id) ?? move.answer, correct: verdict.correct, typo };
  }
  const feedback = verdict.correct ? verdict.feedback?.correct : verdict.feedback?.incorrect;
  return {
    state: {
      errors: state.errors + (verdict.error ? 1 : 0),
      closed,
      guessed: verdict.guessed ?? state.guessed,
    },
    outcome: {
      item: move.item,
      answer: move.answer,
      correct: verdict.correct,
      typo,
      error: verdict.error,
      right_answer: verdict.rightAnswer ?? null,
      feedback: feedback ?? null,
    },
  };
}

/** A choice that closes the item right or wrong (true_or_false, this_or_that, flashcards). */
const closingChoice = (
  state: GameState,
  move: GameMove,
  right: GameAnswer,
  options: { feedback?: Feedback; showRight: boolean },
) => {
  const correct = move.answer === right;
  return judged(state, move, {
    correct,
    error: !correct,
    close: [move.item],
    rightAnswer: correct || !options.showRight ? null : right,
    feedback: options.feedback,
  });
};

/** An answer that closes the item only when right; a wrong one is an error and the item stays open. */
const openUntilRight = (state: GameState, move: GameMove, correct: boolean, typo = false) =>
  judged(state, move, { correct, typo, error: !correct, close: correct ? [move.item] : [] });

/** Enigma: a letter tried, or the whole phrase. */
function enigmaMove(
  game: Extract<TypedGameDocument, { type: 'enigma' }>,
  state: GameState,
  move: GameMove,
  locale: string,
): GameMoveResult {
  const { answer, typo_tolerance } = game.document;
  const letters = enigmaLetters(answer, locale);
  if (move.item === 'phrase') {
    if (typeof move.answer === 'string' && move.answer.trim() === '') return { refusal: 'invalid_answer' };
    const match =
      typeof move.answer === 'string' ? matchTypedAnswer(move.answer, [answer], typo_tolerance, locale) : null;
    if (match === null) return judged(state, move, { correct: false, error: true });
    // The phrase found shows whole: every letter counts as found.
    const guessed = [...state.guessed, ...letters.filter((letter) => !state.guessed.includes(letter))];
    return judged(state, move, { correct: true, typo: match === 'typo', error: false, guessed });
  }
  if (move.item !== 'letter') return { refusal: 'unknown_item' };
  // NFC first: a keyboard may send `é` as `e` and a combining accent, two code points for one letter.
  const characters = typeof move.answer === 'string' ? [...move.answer.trim().normalize('NFC')] : [];
  if (characters.length !== 1 || !isHiddenCharacter(characters[0]!)) return { refusal: 'invalid_answer' };
  const letter = foldLetter(characters[0]!, locale);
  const correct = letters.includes(letter);
  // A letter tried before costs nothing again: the learner is told, not punished.
  if (state.guessed.includes(letter)) return judged(state, move, { correct, error: false });
  return judged(state, move, { correct, error: !correct, guessed: [...state.guessed, letter] });
}

/** find_the_pairs: the item card turned with the answer card. */
function pairMove(secret: GameSecret, state: GameState, move: GameMove): GameMoveResult {
  if (typeof move.answer !== 'string' || move.answer === move.item) return { refusal: 'invalid_answer' };
  const answer = move.answer;
  const pair = own(secret.cards, move.item);
  const other = own(secret.cards, answer);
  // A closed answer card belongs to another pair (pairs close together), so it falls out as a wrong match.
  const correct = other !== undefined && other === pair && own(state.closed, answer) === undefined;
  if (!correct) return judged(state, move, { correct: false, error: true });
  return judged(state, move, {
    correct: true,
    error: false,
    close: [move.item, answer],
    closedAnswer: (id) => (id === move.item ? answer : move.item),
  });
}

/**
 * Plays one move: judges the answer, counts an error when it is wrong, closes what it closes, and says what to
 * show (right answer and feedback where the game has them). A move that means nothing is refused and changes
 * nothing: an item not in the game (`unknown_item`), an item already closed (`item_closed`), an answer of no use
 * (`invalid_answer`: an empty typed answer, a card matched with itself or with a boolean, an enigma letter that is
 * not one letter or digit). Anything else a learner could tamper with (a string where a boolean goes, an unknown
 * category, zone or word, a word already used) is a wrong answer. Whether the game is over is `gameEnd`'s to say.
 */
export function applyGameMove(
  game: TypedGameDocument,
  secret: GameSecret,
  state: GameState,
  move: GameMove,
  locale: string,
): GameMoveResult {
  if (game.type === 'enigma') return enigmaMove(game, state, move, locale);
  if (!itemIds(game, secret).includes(move.item)) return { refusal: 'unknown_item' };
  if (own(state.closed, move.item) !== undefined) return { refusal: 'item_closed' };
  switch (game.type) {
    case 'true_or_false': {
      const statement = game.document.statements.find((candidate) => candidate.id === move.item)!;
      return closingChoice(state, move, statement.answer, { feedback: statement.feedback, showRight: true });
    }
    case 'this_or_that': {
      const item = game.document.items.find((candidate) => candidate.id === move.item)!;
      return closingChoice(state, move, item.category, { feedback: item.feedback, showRight: true });
    }
    case 'flashcards':
      // `true`: the learner knew it; anything else is a card not known, an error.
      return closingChoice(state, move, true, { showRight: false });
    case 'drag_and_drop': {
      const item = game.document.items.find((candidate) => candidate.id === move.item)!;
      return openUntilRight(state, move, move.answer === item.zone);
    }
    case 'fill_in_the_blanks': {
      const blank = game.document.blanks.find((candidate) => candidate.id === move.item)!;
      if (typeof move.answer !== 'string') return openUntilRight(state, move, false);
      if (move.answer.trim() === '') return { refusal: 'invalid_answer' };
      const match = matchTypedAnswer(move.answer, blank.accepted, blank.typo_tolerance, locale);
      return openUntilRight(state, move, match !== null, match === 'typo');
    }
    case 'drag_the_words': {
      const blank = game.document.blanks.find((candidate) => candidate.id === move.item)!;
      const word = typeof move.answer === 'string' ? own(secret.words, move.answer) : undefined;
      // A word sits in one gap only; equal words are interchangeable because the text is compared, not the id.
      const used = Object.values(state.closed).some((closed) => closed.answer === move.answer);
      return openUntilRight(state, move, word !== undefined && !used && word === blank.word);
    }
    case 'find_the_pairs':
      return pairMove(secret, state, move);
  }
}

/**
 * Whether the game is over: `null` while playing; lost (`won: false`) once the errors exceed `errors_allowed`;
 * won when every item is closed (every pair found, every letter of the enigma shown) within the errors allowed.
 */
export function gameEnd(
  game: TypedGameDocument,
  secret: GameSecret,
  state: GameState,
  locale: string,
): { won: boolean } | null {
  if (state.errors > game.document.errors_allowed) return { won: false };
  const { total, done } = itemCounts(game, secret, state, locale);
  return total > 0 && done >= total ? { won: true } : null;
}

/**
 * The solution shown once the game is over (item id → right answer): a statement's truth, an item's category or
 * zone, a blank's first accepted answer or its word, a card's partner card (find_the_pairs), `true` for every
 * flashcard, and the enigma's `phrase`.
 */
export function gameSolution(game: TypedGameDocument, secret: GameSecret): Record<string, GameAnswer> {
  const entries = (pairs: [string, GameAnswer][]) => Object.fromEntries(pairs) as Record<string, GameAnswer>;
  switch (game.type) {
    case 'true_or_false':
      return entries(game.document.statements.map((statement) => [statement.id, statement.answer]));
    case 'this_or_that':
      return entries(game.document.items.map((item) => [item.id, item.category]));
    case 'drag_and_drop':
      return entries(game.document.items.map((item) => [item.id, item.zone]));
    case 'fill_in_the_blanks':
      return entries(game.document.blanks.map((blank) => [blank.id, blank.accepted[0]!]));
    case 'drag_the_words':
      return entries(game.document.blanks.map((blank) => [blank.id, blank.word]));
    case 'flashcards':
      return entries(game.document.cards.map((card) => [card.id, true]));
    case 'enigma':
      return { phrase: game.document.answer };
    case 'find_the_pairs': {
      const cards = Object.entries(secret.cards ?? {});
      return entries(
        cards.flatMap(([id, pair]): [string, GameAnswer][] => {
          const partner = cards.find(([other, otherPair]) => other !== id && otherPair === pair);
          return partner === undefined ? [] : [[id, partner[0]]];
        }),
      );
    }
  }
}

/**
 * Score and status of an ended game: score = `gameScore(items_total, errors)`; approved when won and the score
 * reaches `minimum_score`, else reproved. A game still being played (an abandoned one) scores as not won.
 */
export function gameOutcome(
  game: TypedGameDocument,
  secret: GameSecret,
  state: GameState,
  locale: string,
): { score: number; status: 'approved' | 'reproved'; won: boolean } {
  const won = gameEnd(game, secret, state, locale)?.won ?? false;
  const score = gameScore(itemCounts(game, secret, state, locale).total, Math.max(0, state.errors));
  return { score, status: won && score >= game.document.minimum_score ? 'approved' : 'reproved', won };
}
