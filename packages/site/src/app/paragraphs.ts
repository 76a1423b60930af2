/** The paragraphs of a text whose paragraphs are separated by a blank line (messages, API page bodies). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
