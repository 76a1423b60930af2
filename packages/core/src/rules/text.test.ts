import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_TRUNCATION_LENGTH, TEXT_MAX_LENGTH, isTextWithinLimit, truncateLink } from './text.js';

describe('isTextWithinLimit', () => {
  it('accepts 256 characters and refuses 257', () => {
    expect(TEXT_MAX_LENGTH).toBe(256);
    expect(isTextWithinLimit('')).toBe(true);
    expect(isTextWithinLimit('a'.repeat(256))).toBe(true);
    expect(isTextWithinLimit('a'.repeat(257))).toBe(false);
  });

  it('counts an emoji as one character', () => {
    expect(isTextWithinLimit('😀'.repeat(256))).toBe(true);
    expect(isTextWithinLimit('😀'.repeat(257))).toBe(false);
  });

  it('takes another limit', () => {
    expect(isTextWithinLimit('abc', 3)).toBe(true);
    expect(isTextWithinLimit('abcd', 3)).toBe(false);
  });
});

describe('truncateLink', () => {
  it('keeps 50 characters and marks the cut', () => {
    expect(LINK_TRUNCATION_LENGTH).toBe(50);
    expect(truncateLink('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncateLink('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`);
    expect(truncateLink('https://example.com/a/very/long/path', 19)).toBe('https://example.com…');
  });

  it('never splits an emoji', () => {
    expect(truncateLink('😀😀😀', 2)).toBe('😀😀…');
  });

  it('property: a truncated link is the start of the text plus an ellipsis', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', maxLength: 120 }),
        fc.integer({ min: 1, max: 80 }),
        (text, max) => {
          const result = truncateLink(text, max);
          if (text.length <= max) expect(result).toBe(text);
          else expect(result).toBe(`${text.slice(0, max)}…`);
        },
      ),
    );
  });
});
