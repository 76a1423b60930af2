// Combining marks left by NFD decomposition (accents, cedilla, tilde): the accents of the interface languages.
const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Characters beyond ASCII, the only ones that may need folding.
const NON_ASCII = /[\u0080-\uffff]/g;

// Folded form per non-ASCII character, filled on first sight: `normalize` runs once per distinct character
// rather than once per text, which keeps folding 10,000 titles and descriptions fast.
const folded = new Map<string, string>();

function foldCharacter(character: string): string {
  let plain = folded.get(character);
  if (plain === undefined) {
    plain = character.normalize('NFD').replace(COMBINING_MARKS, '');
    folded.set(character, plain);
  }
  return plain;
}

/**
 * Text folded for search, as the server folds it: lower case without accents (`Aviação` → `aviacao`), so a
 * typed "aviacao" finds "Aviação" on screen before the server answers.
 */
export function foldText(text: string): string {
  return text.toLowerCase().replace(NON_ASCII, foldCharacter);
}
