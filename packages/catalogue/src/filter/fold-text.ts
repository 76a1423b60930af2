/**
 * Text folded for search, as the server folds it: lower case without accents (`Aviação` → `aviacao`), so a
 * typed "aviacao" finds "Aviação" on screen before the server answers.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
