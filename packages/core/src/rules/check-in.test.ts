import { describe, expect, it } from 'vitest';
import { CHECK_IN_CODE_LENGTH, isValidCheckInCode } from './check-in.js';

describe('isValidCheckInCode', () => {
  it('accepts exactly six digits', () => {
    expect(CHECK_IN_CODE_LENGTH).toBe(6);
    expect(isValidCheckInCode('123456')).toBe(true);
    expect(isValidCheckInCode('000000')).toBe(true);
  });

  it('refuses five or seven digits, letters, spaces and non-ASCII digits', () => {
    for (const code of ['12345', '1234567', '12345a', ' 123456', '123 456', '', '١٢٣٤٥٦', '12345\n']) {
      expect(isValidCheckInCode(code), JSON.stringify(code)).toBe(false);
    }
  });
});
