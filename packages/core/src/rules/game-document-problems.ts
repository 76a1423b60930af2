import { GAP_PATTERN } from '../schemas/game-document.js';
import type { TypedGameDocument } from '../schemas/game-document.js';
import { foldShortText } from './test-answers.js';

/*
 * What the schema of a game document cannot say (issue 22): ids that must be unique, and references between parts
 * of the document (an item's zone or category, a passage's gaps). The import refuses a document with a problem, so
 * the engine never meets a game that cannot be won.
 */

/** What is wrong with a schema-valid game document. */
export type GameDocumentProblemCode =
  | 'duplicate_id'
  | 'unknown_category'
  | 'unknown_zone'
  | 'unknown_blank'
  | 'blank_not_in_text'
  | 'blank_repeated'
  | 'distractor_is_answer';

/** A problem of a game document beyond its schema, as the import reports it (`path` in the document, `items.3.zone`). */
export interface GameDocumentProblem {
  readonly path: string;
  readonly code: GameDocumentProblemCode;
}

/** `duplicate_id` at every entry of `list` whose id an earlier entry already has. */
function duplicateIds(list: string, entries: readonly { readonly id: string }[]): GameDocumentProblem[] {
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    const repeated = seen.has(entry.id);
    seen.add(entry.id);
    return repeated ? [{ path: `${list}.${String(index)}.id`, code: 'duplicate_id' as const }] : [];
  });
}

/**
 * A passage checked against its blanks: each gap names a blank (`unknown_blank` at `text`, once),
 * and each blank has exactly one gap (`blank_not_in_text` / `blank_repeated`, at `blanks.N`).
 */
function passageProblems(text: string, blanks: readonly { readonly id: string }[]): GameDocumentProblem[] {
  const gaps = [...text.matchAll(GAP_PATTERN)].map((match) => match[1]!);
  const ids = new Set(blanks.map((blank) => blank.id));
  return [
    ...(gaps.some((gap) => !ids.has(gap)) ? [{ path: 'text', code: 'unknown_blank' as const }] : []),
    ...blanks.flatMap((blank, index) => {
      const count = gaps.filter((gap) => gap === blank.id).length;
      if (count === 1) return [];
      return [
        {
          path: `blanks.${String(index)}`,
          code: count === 0 ? ('blank_not_in_text' as const) : ('blank_repeated' as const),
        },
      ];
    }),
  ];
}

/**
 * What makes a schema-valid game document unusable: duplicate ids (statements, items, blanks, cards, pairs, zones,
 * categories), a this_or_that item in neither category, a drag_and_drop item on no zone, a passage whose gaps and
 * blanks disagree, a drag_the_words distractor equal to a blank's word (compared as typed answers are: case, accents
 * and spaces ignored). Empty when the document is sound.
 */
export function gameDocumentProblems(game: TypedGameDocument): GameDocumentProblem[] {
  switch (game.type) {
    case 'true_or_false':
      return duplicateIds('statements', game.document.statements);
    case 'flashcards':
      return duplicateIds('cards', game.document.cards);
    case 'find_the_pairs':
      return duplicateIds('pairs', game.document.pairs);
    case 'enigma':
      return [];
    case 'this_or_that': {
      const { categories, items } = game.document;
      const known = new Set(categories.map((category) => category.id));
      return [
        ...duplicateIds('categories', categories),
        ...duplicateIds('items', items),
        ...items.flatMap((item, index) =>
          known.has(item.category)
            ? []
            : [{ path: `items.${String(index)}.category`, code: 'unknown_category' as const }],
        ),
      ];
    }
    case 'drag_and_drop': {
      const { zones, items } = game.document;
      const known = new Set(zones.map((zone) => zone.id));
      return [
        ...duplicateIds('zones', zones),
        ...duplicateIds('items', items),
        ...items.flatMap((item, index) =>
          known.has(item.zone) ? [] : [{ path: `items.${String(index)}.zone`, code: 'unknown_zone' as const }],
        ),
      ];
    }
    case 'fill_in_the_blanks':
      return [
        ...duplicateIds('blanks', game.document.blanks),
        ...passageProblems(game.document.text, game.document.blanks),
      ];
    case 'drag_the_words': {
      const { text, blanks, distractors } = game.document;
      // Folded in a neutral locale: the document has no locale, and a distractor a learner cannot tell from a right
      // word (`Casa` beside `casa`) would make a right move look wrong.
      const words = new Set(blanks.map((blank) => foldShortText(blank.word, 'und')));
      return [
        ...duplicateIds('blanks', blanks),
        ...passageProblems(text, blanks),
        ...distractors.flatMap((distractor, index) =>
          words.has(foldShortText(distractor, 'und'))
            ? [{ path: `distractors.${String(index)}`, code: 'distractor_is_answer' as const }]
            : [],
        ),
      ];
    }
  }
}
