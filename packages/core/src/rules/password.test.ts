import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD_HINT_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SYMBOLS,
  checkPassword,
  passwordStrength,
} from './password.js';

describe('password constants', () => {
  it('matches the specification', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(NEW_PASSWORD_HINT_LENGTH).toBe(8);
    expect(PASSWORD_SYMBOLS).toBe('!@#$%^');
  });
});

describe('passwordStrength', () => {
  it('is weak without all of upper case, lower case and digits', () => {
    for (const password of ['', 'abcdef', 'ABCDEF', '123456', 'abc123', 'ABC123', 'Abcdef', 'Abc!@#', 'ABC123!']) {
      expect(passwordStrength(password), password).toBe('weak');
    }
  });

  it('is medium with upper case, lower case and digits', () => {
    expect(passwordStrength('Abc123')).toBe('medium');
    expect(passwordStrength('aB1')).toBe('medium');
    // Symbols outside ! @ # $ % ^ do not make it strong.
    expect(passwordStrength('Abc123&*()-_')).toBe('medium');
  });

  it('is strong with any one of ! @ # $ % ^ added', () => {
    for (const symbol of PASSWORD_SYMBOLS) {
      expect(passwordStrength(`Abc123${symbol}`), symbol).toBe('strong');
    }
  });

  it('counts letters of any alphabet', () => {
    expect(passwordStrength('Ábç123')).toBe('medium');
    expect(passwordStrength('ÉCOLE1a')).toBe('medium');
  });

  it('property: adding a symbol to a medium password makes it strong', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...PASSWORD_SYMBOLS), (rest, symbol) => {
        expect(passwordStrength(`Aa1${rest.replace(/[!@#$%^]/g, '')}`)).toBe('medium');
        expect(passwordStrength(`Aa1${rest}${symbol}`)).toBe('strong');
      }),
    );
  });
});

describe('checkPassword', () => {
  it('needs 6 characters: 5 is too short, 6 is enough', () => {
    expect(checkPassword('12345', '12345')).toEqual(['password_too_short']);
    expect(checkPassword('123456', '123456')).toEqual([]);
  });

  it('counts an emoji as one character', () => {
    expect(checkPassword('abcd😀', 'abcd😀')).toEqual(['password_too_short']);
  });

  it('reports a confirmation that differs, even by case', () => {
    expect(checkPassword('Secret1', 'secret1')).toEqual(['passwords_do_not_match']);
    expect(checkPassword('abc', 'abd')).toEqual(['password_too_short', 'passwords_do_not_match']);
  });
});
