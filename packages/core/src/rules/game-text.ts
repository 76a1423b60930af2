import { GAP_PATTERN } from '../schemas/game-document.js';
import type { PassageSegment } from '../schemas/game-attempts.js';
import { foldShortText, shortTextMatches } from './test-answers.js';

/*
 * How games read what people type (issue 22): forgiving where it costs nothing — case, accents, spaces and the
 * decimal separator never matter; a blank or enigma with typo tolerance also takes a near miss, and says so.
 */

/**
 * Edits forgiven in an answer of `length` letters: none below 4, one from 4, two from 10.
 * @example typoAllowance(3) // 0; typoAllowance(4) // 1; typoAllowance(10) // 2
 */
export function typoAllowance(length: number): number {
  if (length >= 10) return 2;
  return length >= 4 ? 1 : 0;
}

/**
 * Edits between two texts: insertions, deletions, substitutions and swaps of two neighbouring letters, each one
 * edit (the optimal string alignment distance; a swap is the most common typo, which plain Levenshtein counts
 * twice). Compares code points, so an emoji or an accented letter is one.
 * @example editDistance('recieve', 'receive') // 1
 */
export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  // Three rows suffice: the swap looks two rows back.
  let before = new Array<number>(right.length + 1).fill(0);
  let previous = right.map((_, index) => index + 1);
  previous.unshift(0);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[right.length]!;
}

/** How a typed answer matched: exactly (leniently folded), only thanks to the typo tolerance, or not at all. */
export type TypedMatch = 'exact' | 'typo' | null;

/**
 * Whether `typed` matches one of `accepted`: first leniently (core's `shortTextMatches`: case, accents, spaces,
 * `0,5` = `0.5`), then, with `typoTolerance`, within {@link typoAllowance} edits of the folded accepted text.
 * @example matchTypedAnswer('Brazilia', ['Brasília'], true, 'pt-BR') // 'typo'
 */
export function matchTypedAnswer(
  typed: string,
  accepted: readonly string[],
  typoTolerance: boolean,
  locale: string,
): TypedMatch {
  if (accepted.some((answer) => shortTextMatches(typed, answer, locale))) return 'exact';
  if (!typoTolerance) return null;
  const folded = foldShortText(typed, locale);
  if (folded === '') return null;
  const near = accepted.some((answer) => {
    const target = foldShortText(answer, locale);
    return editDistance(folded, target) <= typoAllowance([...target].length);
  });
  return near ? 'typo' : null;
}

/**
 * A passage cut at its gaps (`{{id}}`), for the board of `fill_in_the_blanks` and `drag_the_words`.
 * @example parsePassage('A {{x}} b') // [{ text: 'A ' }, { gap: 'x' }, { text: ' b' }]
 */
export function parsePassage(text: string): PassageSegment[] {
  const segments: PassageSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(GAP_PATTERN)) {
    if (match.index > from) segments.push({ text: text.slice(from, match.index) });
    segments.push({ gap: match[1]! });
    from = match.index + match[0].length;
  }
  if (from < text.length) segments.push({ text: text.slice(from) });
  return segments;
}

/** Whether a character of an enigma is hidden until found: letters and digits (spaces and punctuation show). */
export const isHiddenCharacter = (character: string): boolean => /^[\p{L}\p{N}]$/u.test(character);

/**
 * A letter as an enigma compares it: accents and case ignored in the locale's rules (`É` finds `e` and `é`).
 * @example foldLetter('É', 'fr-FR') // 'e'
 */
export const foldLetter = (letter: string, locale: string): string => foldShortText(letter, locale);

/**
 * The enigma's phrase as the learner sees it: each hidden character whose folded letter was guessed shows as
 * written, the others are `null`; spaces and punctuation always show.
 * @example enigmaMask('Olá, mundo', ['o', 'a'], 'pt-BR') // ['O', null, 'á', ',', ' ', null, null, null, null, 'o']
 */
export function enigmaMask(answer: string, guessed: readonly string[], locale: string): (string | null)[] {
  return [...answer].map((character) =>
    !isHiddenCharacter(character) || guessed.includes(foldLetter(character, locale)) ? character : null,
  );
}

/** The distinct letters (folded) an enigma hides: what the learner has to find. */
export function enigmaLetters(answer: string, locale: string): string[] {
  return [...new Set([...answer].filter(isHiddenCharacter).map((character) => foldLetter(character, locale)))];
}

/**
 * A game's score: 100 × items ÷ (items + errors), rounded; 0 for a game without items.
 * @example gameScore(10, 2) // 83
 */
export function gameScore(items: number, errors: number): number {
  return items === 0 ? 0 : Math.round((100 * items) / (items + errors));
}
