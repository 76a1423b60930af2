import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_PATTERN, isIdempotencyKey } from './idempotency-key.js';

const printable = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));

describe('isIdempotencyKey', () => {
  it('accepts UUIDs and hex keys, refuses empty, spaced, non-ASCII and over-long keys', () => {
    expect(IDEMPOTENCY_KEY_MAX_LENGTH).toBe(255);
    expect(isIdempotencyKey('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(isIdempotencyKey('0f8b1c2d3e4f5a6b7c8d9e0f1a2b3c4d')).toBe(true);
    expect(isIdempotencyKey('x'.repeat(255))).toBe(true);
    expect(isIdempotencyKey('x'.repeat(256))).toBe(false);
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('a key')).toBe(false);
    expect(isIdempotencyKey('chave-ç')).toBe(false);
    expect(isIdempotencyKey('line\nbreak')).toBe(false);
  });

  it('accepts every 1–255 character string of printable ASCII', () => {
    fc.assert(
      fc.property(fc.array(printable, { minLength: 1, maxLength: 255 }), (characters) => {
        expect(isIdempotencyKey(characters.join(''))).toBe(true);
      }),
    );
  });

  it('refuses any string with a character outside printable ASCII, or longer than 255', () => {
    const outside = fc.oneof(
      fc.integer({ min: 0, max: 0x20 }),
      fc.integer({ min: 0x7f, max: 0xffff }).filter((code) => code < 0xd800 || code > 0xdfff),
    );
    fc.assert(
      fc.property(
        fc.array(printable, { maxLength: 100 }),
        outside,
        fc.array(printable, { maxLength: 100 }),
        (a, code, b) => {
          expect(isIdempotencyKey([...a, String.fromCharCode(code), ...b].join(''))).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.array(printable, { minLength: 256, maxLength: 400 }), (characters) => {
        expect(isIdempotencyKey(characters.join(''))).toBe(false);
      }),
    );
  });

  it('is a whole-string pattern without state (no g or y flag)', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.global || IDEMPOTENCY_KEY_PATTERN.sticky).toBe(false);
    expect(isIdempotencyKey('abc')).toBe(isIdempotencyKey('abc'));
  });
});
