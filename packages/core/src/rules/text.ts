/**
 * Longest accepted free text, in characters.
 * @see SPECIFICATION §5 Other fields, §9 Text maximum
 * @default 256
 */
export const TEXT_MAX_LENGTH = 256;

/**
 * Characters of a link's text shown before it is cut.
 * @see SPECIFICATION §9 Link truncation
 * @default 50
 */
export const LINK_TRUNCATION_LENGTH = 50;

/**
 * Error codes of the text rules.
 * @see SPECIFICATION §5 Other fields
 */
export const TEXT_ERROR_CODES = ['text_too_long'] as const;

/** An error of the text rules. */
export type TextError = (typeof TEXT_ERROR_CODES)[number];

/**
 * Whether a text is at most `max` characters; a longer one is refused with `text_too_long`.
 * Characters are counted as Unicode code points, the way PostgreSQL counts them, so an emoji is one.
 * @see SPECIFICATION §5 Other fields
 * @example isTextWithinLimit('a'.repeat(256)) // true; isTextWithinLimit('a'.repeat(257)) // false
 */
export function isTextWithinLimit(text: string, max: number = TEXT_MAX_LENGTH): boolean {
  return [...text].length <= max;
}

/**
 * A link text cut to its first `max` characters followed by `…`; shorter texts are returned as they are.
 * @see SPECIFICATION §9 Link truncation
 * @example truncateLink('https://example.com/a/very/long/path', 19) // 'https://example.com…'
 */
export function truncateLink(text: string, max: number = LINK_TRUNCATION_LENGTH): string {
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}
