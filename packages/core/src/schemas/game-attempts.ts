import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { lateRecordShape } from './late-record.js';
import { ACTIVITY_STATUSES } from '../rules/activities.js';
import { COURSE_STATUSES } from '../rules/statuses.js';
import { GAME_TYPES } from './game-document.js';
import { questionImageSchema } from './test-document.js';

/*
 * The attempt API of games (issue 22, docs/server.md "Games"). The server holds the solution: the learner gets a
 * board, sends one move at a time, and the server says whether it was right, counts the errors, and ends the
 * attempt won or lost. Every move is retry-safe by its `Idempotency-Key`, so a retried move never counts twice.
 */

const idSchema = z.int().check(z.minimum(1));
const instantSchema = z.iso.datetime({ offset: true });
const percentSchema = z.int().check(z.minimum(0), z.maximum(100));
const imageSchema = lazySchema(() => z.optional(questionImageSchema));

/** A piece of a passage with gaps: a run of text, or a gap (its blank's id). */
export const passageSegmentSchema = lazySchema(() =>
  z.union([z.object({ text: z.string() }), z.object({ gap: z.string() })]),
);

/** A piece of a passage. */
export type PassageSegment = z.infer<typeof passageSegmentSchema>;

/** A card's side or an item: a text, a picture, or both. */
export const gameFaceSchema = lazySchema(() => z.object({ text: z.optional(z.string()), image: imageSchema }));

/** A card's side. */
export type GameFace = z.infer<typeof gameFaceSchema>;

/**
 * What a learner sees of a game: no solution. Items come in the attempt's order; words (`drag_the_words`) and cards
 * (`find_the_pairs`) get ids of the attempt (`w1`, `c1`…) that say nothing about where they belong.
 */
export const gameBoardSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('drag_and_drop'),
      image: imageSchema,
      zones: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          x: z.number(),
          y: z.number(),
          width: z.number(),
          height: z.number(),
        }),
      ),
      items: z.array(z.object({ id: z.string(), text: z.string(), image: imageSchema })),
    }),
    z.object({
      type: z.literal('drag_the_words'),
      segments: z.array(passageSegmentSchema),
      words: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
    z.object({
      type: z.literal('find_the_pairs'),
      cards: z.array(z.object({ id: z.string(), text: z.optional(z.string()), image: imageSchema })),
    }),
    z.object({
      type: z.literal('this_or_that'),
      categories: z.array(z.object({ id: z.string(), label: z.string() })),
      items: z.array(z.object({ id: z.string(), text: z.string(), image: imageSchema })),
    }),
    z.object({ type: z.literal('fill_in_the_blanks'), segments: z.array(passageSegmentSchema) }),
    z.object({
      type: z.literal('true_or_false'),
      statements: z.array(z.object({ id: z.string(), text: z.string(), image: imageSchema })),
    }),
    z.object({
      type: z.literal('flashcards'),
      cards: z.array(z.object({ id: z.string(), front: gameFaceSchema, back: gameFaceSchema })),
    }),
    z.object({ type: z.literal('enigma'), hint: z.optional(z.string()), image: imageSchema }),
  ]),
);

/** A game's board. */
export type GameBoard = z.infer<typeof gameBoardSchema>;

/** A move's answer: an id (a category, a zone, a word, a card), a typed text (≤ 256, spec §5) or a boolean. */
export const gameAnswerSchema = lazySchema(() => z.union([z.string().check(z.maxLength(256)), z.boolean()]));

/** A move's answer. */
export type GameAnswer = z.infer<typeof gameAnswerSchema>;

/** An item the learner is done with: what they answered, whether it was right, and whether a typo was forgiven. */
export const closedItemSchema = lazySchema(() =>
  z.object({ answer: gameAnswerSchema, correct: z.boolean(), typo: z.boolean() }),
);

/** A closed item. */
export type ClosedItem = z.infer<typeof closedItemSchema>;

/**
 * Where an attempt stands. An item closes when answered right; in `true_or_false`, `this_or_that` and `flashcards`
 * it also closes when answered wrong (there was one other choice). `mask` is the enigma's phrase with the letters
 * found so far (`null` where a letter is still hidden), `guessed` the letters tried.
 */
export const gameProgressSchema = lazySchema(() =>
  z.object({
    errors: z.int().check(z.minimum(0)),
    errors_allowed: z.int().check(z.minimum(0)),
    /** Errors that may still be made before the game is lost. */
    errors_left: z.int().check(z.minimum(0)),
    items_total: z.int().check(z.minimum(0)),
    items_done: z.int().check(z.minimum(0)),
    closed: z.record(z.string(), closedItemSchema),
    mask: z.nullable(z.array(z.nullable(z.string()))),
    guessed: z.array(z.string()),
  }),
);

/** Where an attempt stands. */
export type GameProgress = z.infer<typeof gameProgressSchema>;

/** How a game attempt ended, with the solution shown once it is over (item id → right answer). */
export const gameResultSchema = lazySchema(() =>
  z.object({
    attempt_id: z.string(),
    number: idSchema,
    /** 100 × items ÷ (items + errors), rounded. */
    score: percentSchema,
    status: z.enum(['approved', 'reproved']),
    /** Every item solved before the errors ran out. */
    won: z.boolean(),
    errors: z.int().check(z.minimum(0)),
    finished_at: instantSchema,
    solution: z.record(z.string(), gameAnswerSchema),
  }),
);

/** How a game attempt ended. */
export type GameResult = z.infer<typeof gameResultSchema>;

/** `GET /api/activities/{activity_id}/game/`: the game's rules and the learner's standing in it. */
export const gameOverviewSchema = lazySchema(() =>
  z.object({
    activity_id: idSchema,
    type: z.enum(GAME_TYPES),
    instructions: z.nullable(z.string()),
    errors_allowed: z.int().check(z.minimum(0)),
    minimum_score: percentSchema,
    /** `null`: unlimited. */
    maximum_attempts: z.nullable(idSchema),
    qty_attempted: z.int().check(z.minimum(0)),
    /** `null`: unlimited. */
    attempts_left: z.nullable(z.int().check(z.minimum(0))),
    /** The activity's result (§4): not started, in progress, approved, reproved, improved. */
    result: z.enum(ACTIVITY_STATUSES),
    best_score: z.nullable(percentSchema),
    can_start: z.boolean(),
    in_progress: z.nullable(z.object({ id: z.string(), number: idSchema })),
    last_result: z.nullable(gameResultSchema),
  }),
);

/** A game's overview. */
export type GameOverview = z.infer<typeof gameOverviewSchema>;

/** `POST /api/activities/{activity_id}/game/attempts/`: an attempt started, or the open one resumed with a new lease. */
export const gameAttemptSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    number: idSchema,
    /** This tab's hold on the attempt (another tab resuming it gets a new one; the old is refused, 409 `attempt_moved`). */
    lease: z.string(),
    started_at: instantSchema,
    board: gameBoardSchema,
    progress: gameProgressSchema,
  }),
);

/** A game attempt in progress. */
export type GameAttempt = z.infer<typeof gameAttemptSchema>;

/**
 * `POST /api/game-attempts/{attempt_id}/moves/`: one move of the attempt held by `lease`. `item` is a statement,
 * item, blank, card or (enigma) `letter` or `phrase`; `answer` what the learner chose or typed.
 */
export const gameMoveBodySchema = lazySchema(() =>
  z.object({
    lease: z.string().check(z.minLength(1), z.maxLength(100)),
    item: z.string().check(z.minLength(1), z.maxLength(64)),
    answer: gameAnswerSchema,
    ...lateRecordShape,
  }),
);

/** A move. */
export type GameMoveBody = z.infer<typeof gameMoveBodySchema>;

/** What the server said of one move. */
export const gameMoveOutcomeSchema = lazySchema(() =>
  z.object({
    item: z.string(),
    answer: gameAnswerSchema,
    correct: z.boolean(),
    /** Right only thanks to the blank's (or enigma's) typo tolerance: "accepted with a typo". */
    typo: z.boolean(),
    /** Counted as an error (a repeated enigma letter, or a move on a closed item, is not). */
    error: z.boolean(),
    /** The right answer of an item closed by a wrong answer (`true_or_false`, `this_or_that`), else `null`. */
    right_answer: z.nullable(gameAnswerSchema),
    /** The item's feedback for a right or wrong answer, if the document has one. */
    feedback: z.nullable(z.string()),
  }),
);

/** What the server said of one move. */
export type GameMoveOutcome = z.infer<typeof gameMoveOutcomeSchema>;

/** The answer of a move: its outcome, the attempt's progress, the result once the game is over, activity and course. */
export const gameMoveResponseSchema = lazySchema(() =>
  z.object({
    move: gameMoveOutcomeSchema,
    progress: gameProgressSchema,
    result: z.nullable(gameResultSchema),
    activity: z.object({ id: idSchema, status: z.enum(ACTIVITY_STATUSES), progress: percentSchema }),
    course: z.object({ id: idSchema, status: z.enum(COURSE_STATUSES), progress: percentSchema }),
  }),
);

/** The answer of a move. */
export type GameMoveResponse = z.infer<typeof gameMoveResponseSchema>;
