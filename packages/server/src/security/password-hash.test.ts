import { describe, expect, it } from 'vitest';
import { hashSecret, needsRehash, verifySecret } from './password-hash';

describe('password hashing', () => {
  it('verifies the right secret and refuses others', async () => {
    const stored = await hashSecret('Campus#2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifySecret('Campus#2026', stored)).toBe(true);
    expect(await verifySecret('campus#2026', stored)).toBe(false);
    expect(await verifySecret('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashSecret('same'), hashSecret('same')]);
    expect(first).not.toBe(second);
  });

  it('answers false for a missing or malformed hash (after spending a hash)', async () => {
    expect(await verifySecret('x', null)).toBe(false);
    expect(await verifySecret('x', 'plain-text')).toBe(false);
    expect(await verifySecret('x', 'scrypt$3$8$1$c2FsdA==$a2V5')).toBe(false);
  });

  it('normalises Unicode so composed and decomposed input match', async () => {
    const stored = await hashSecret('Fábio');
    expect(await verifySecret('Fa\u0301bio', stored)).toBe(true);
  });

  it('flags hashes with older parameters for rehashing', async () => {
    expect(needsRehash(await hashSecret('x'))).toBe(false);
    expect(needsRehash('scrypt$1024$8$1$c2FsdA==$a2V5')).toBe(true);
    expect(needsRehash('bcrypt$...')).toBe(true);
  });
});
