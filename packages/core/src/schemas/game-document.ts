import { z } from './zod.js';
import { lazySchema, lazyShape } from './lazy-schema.js';
import { ACTIVITY_TYPE_GROUPS } from '../rules/activities.js';
import { questionImageSchema } from './test-document.js';

/*
 * The eight games as they are imported (issue 22, spec §3 games, docs/server.md "Games"): the JSON document an
 * administrator sends as the `content` of a game activity. The server keeps it whole, solutions included, and
 * sends a learner only the board (`gameBoardSchema`): the solution of a game that can hide it never reaches the
 * page before the answer is sent.
 */

/** The activity types that are games (spec §3): core's activity group `game`. */
export const GAME_TYPES = ACTIVITY_TYPE_GROUPS.game;

/** A game's activity type. */
export type GameType = (typeof GAME_TYPES)[number];

/** Whether an activity type is a game. */
export const isGameType = (type: string): type is GameType => (GAME_TYPES as readonly string[]).includes(type);

/** Most items (statements, cards, blanks, pairs) one game holds. */
export const MAX_GAME_ITEMS = 50;

/** Longest text of an item, a label, a card side or an accepted answer. */
export const MAX_GAME_TEXT = 500;

/** Longest text with gaps (`fill_in_the_blanks`, `drag_the_words`). */
export const MAX_GAME_PASSAGE = 5000;

/** Longest hidden word or phrase of an enigma. */
export const MAX_ENIGMA_ANSWER = 100;

const textSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_GAME_TEXT));
const keySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));
const itemsOf = <T extends z.ZodMiniType>(item: T, min = 1) =>
  z.array(item).check(z.minLength(min), z.maxLength(MAX_GAME_ITEMS));

/**
 * A text with gaps: each gap is written `{{id}}` where `id` names a blank of the document (`[A-Za-z0-9_-]`).
 * @example 'The capital of Brazil is {{capital}}.'
 */
const passageSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_GAME_PASSAGE));

/** A gap marker in a passage: `{{id}}`. */
export const GAP_PATTERN = /\{\{([A-Za-z0-9_-]{1,40})\}\}/g;

/** What a learner sees after answering an item: one text when right, another when wrong (either optional). */
const feedbackSchema = lazySchema(() =>
  z.optional(z.object({ correct: z.optional(textSchema), incorrect: z.optional(textSchema) })),
);

/**
 * What every game has (spec §3 "each has a number of errors allowed"): `errors_allowed` (the game is lost at one
 * error more), `minimum_score` 0–100 to pass, `maximum_attempts` (`null`: unlimited) and optional instructions.
 */
const commonFields = lazyShape(() => ({
  instructions: z.optional(textSchema),
  errors_allowed: z._default(z.int().check(z.minimum(0), z.maximum(100)), 3),
  minimum_score: z._default(z.int().check(z.minimum(0), z.maximum(100)), 70),
  maximum_attempts: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(100))), null),
}));

/** A picture or a text on a card, an item or a zone: at least one of the two. */
const faceSchema = lazySchema(() =>
  z
    .object({ text: z.optional(textSchema), image: z.optional(questionImageSchema) })
    .check(z.refine((face) => face.text !== undefined || face.image !== undefined, { message: 'empty_face' })),
);

/** A blank of a `fill_in_the_blanks` passage: the answers accepted, and whether one typo is forgiven. */
export const typedBlankSchema = lazySchema(() =>
  z.object({
    id: keySchema,
    /** Every answer taken as right: case, accents and the decimal separator ignored. */
    accepted: z.array(textSchema).check(z.minLength(1), z.maxLength(10)),
    /** Accept a near miss: one edit from 4 letters, two from 10 (core's `typoAllowance`). */
    typo_tolerance: z._default(z.boolean(), false),
  }),
);

/** The import document of each game type. */
export const GAME_DOCUMENT_SCHEMAS = lazyShape(
  () =>
    ({
      /** Place each item on its zone of an image or board; zones are given in percent of the board. */
      drag_and_drop: z.object({
        ...commonFields,
        image: z.optional(questionImageSchema),
        zones: z
          .array(
            z.object({
              id: keySchema,
              label: textSchema,
              x: z.number().check(z.minimum(0), z.maximum(100)),
              y: z.number().check(z.minimum(0), z.maximum(100)),
              width: z.number().check(z.minimum(1), z.maximum(100)),
              height: z.number().check(z.minimum(1), z.maximum(100)),
            }),
          )
          .check(z.minLength(2), z.maxLength(20)),
        items: itemsOf(
          z.object({ id: keySchema, text: textSchema, image: z.optional(questionImageSchema), zone: keySchema }),
        ),
      }),
      /** Drag words into the gaps of a passage; `distractors` are words that fit no gap. */
      drag_the_words: z.object({
        ...commonFields,
        text: passageSchema,
        blanks: itemsOf(z.object({ id: keySchema, word: textSchema })),
        distractors: z._default(z.array(textSchema).check(z.maxLength(20)), []),
      }),
      /** A memory game: each pair is two cards (text or picture) to match. */
      find_the_pairs: z.object({
        ...commonFields,
        pairs: z
          .array(z.object({ id: keySchema, cards: z.tuple([faceSchema, faceSchema]) }))
          .check(z.minLength(2), z.maxLength(20)),
      }),
      /** Sort each item into one of two categories. */
      this_or_that: z.object({
        ...commonFields,
        categories: z.tuple([
          z.object({ id: keySchema, label: textSchema }),
          z.object({ id: keySchema, label: textSchema }),
        ]),
        items: itemsOf(
          z.object({
            id: keySchema,
            text: textSchema,
            image: z.optional(questionImageSchema),
            category: keySchema,
            feedback: feedbackSchema,
          }),
        ),
      }),
      /** Type the missing words of a passage. */
      fill_in_the_blanks: z.object({ ...commonFields, text: passageSchema, blanks: itemsOf(typedBlankSchema) }),
      /** Judge each statement true or false. */
      true_or_false: z.object({
        ...commonFields,
        statements: itemsOf(
          z.object({
            id: keySchema,
            text: textSchema,
            image: z.optional(questionImageSchema),
            answer: z.boolean(),
            feedback: feedbackSchema,
          }),
        ),
      }),
      /** Flip each card; the learner says whether they knew it (a card not known counts as an error). */
      flashcards: z.object({
        ...commonFields,
        cards: itemsOf(z.object({ id: keySchema, front: faceSchema, back: faceSchema })),
      }),
      /** Guess a hidden word or phrase letter by letter, or all at once. */
      enigma: z.object({
        ...commonFields,
        answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_ENIGMA_ANSWER), z.regex(/[\p{L}\p{N}]/u)),
        hint: z.optional(textSchema),
        image: z.optional(questionImageSchema),
        typo_tolerance: z._default(z.boolean(), false),
      }),
    }) as const,
);

/** The import document of game type `T`. */
export type GameDocumentOf<T extends GameType> = z.infer<(typeof GAME_DOCUMENT_SCHEMAS)[T]>;

/** A game document with its type beside it (the activity's type decides the schema). */
export type TypedGameDocument = {
  [T in GameType]: { readonly type: T; readonly document: GameDocumentOf<T> };
}[GameType];

/** A game's document, any type. */
export type GameDocument = TypedGameDocument['document'];
