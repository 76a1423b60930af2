import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper } from './idempotency.js';

describe('createIdempotencyKeeper', () => {
  it('keeps the key while the body is the same and renews it for another body or after settling', () => {
    const keeper = createIdempotencyKeeper();
    const first = keeper.keyFor('{"invoice":"1"}');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keeper.keyFor('{"invoice":"1"}')).toBe(first);
    const edited = keeper.keyFor('{"invoice":"2"}');
    expect(edited).not.toBe(first);
    keeper.settle();
    expect(keeper.keyFor('{"invoice":"2"}')).not.toBe(edited);
  });
});
