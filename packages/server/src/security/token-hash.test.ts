import { describe, expect, it } from 'vitest';
import { generateToken, hashToken } from './token-hash';

describe('token hashing', () => {
  it('generates distinct url-safe tokens', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => generateToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes deterministically per pepper', () => {
    expect(hashToken('abc', 'pepper-1')).toBe(hashToken('abc', 'pepper-1'));
    expect(hashToken('abc', 'pepper-1')).not.toBe(hashToken('abc', 'pepper-2'));
    expect(hashToken('abc', 'pepper-1')).toMatch(/^[0-9a-f]{64}$/);
  });
});
