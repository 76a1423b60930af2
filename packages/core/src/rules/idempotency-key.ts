/**
 * The longest `Idempotency-Key` the reference API keeps.
 * @default 255
 */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * An `Idempotency-Key`: 1 to 255 printable ASCII characters, no spaces (a UUID or 32 hex digits is the usual
 * choice). The server refuses (400) any other value; the client's keys always match it.
 * @see docs/loyalty.md "Retries and Idempotency-Key"
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * Whether `value` is a well-formed `Idempotency-Key` (see {@link IDEMPOTENCY_KEY_PATTERN}).
 * @example isIdempotencyKey('0f8b1c2d3e4f5a6b7c8d9e0f1a2b3c4d') // true
 */
export function isIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(value);
}
