import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SENCE_CODE_MIN_LENGTH,
  SENCE_COURSE_CODE_MIN_LENGTH,
  SENCE_ENTRY_WINDOW_SECONDS,
  SENCE_ERROR_CODES,
  SENCE_ERROR_MESSAGE_KEYS,
  formatRut,
  isSenceErrorCode,
  rutCheckDigit,
  senceEntrySecondsLeft,
  senceErrorMessageKey,
  validateCourseCode,
  validateRut,
  validateSenceCode,
} from './sence.js';

/*
 * Published RUN/RUT check-digit examples (modulo 11, weights 2..7 from the right):
 * - 12.345.678-5: "Módulo 11 o validador de RUT" (https://cauditor2.blogspot.com/2009/09/modulo-11-o-validador-de-rut.html), sum 138.
 * - 12.678.579-8: BioBioChile, "¿Cómo se determina el dígito verificador del RUT…?" (2024-08-13), sum 190.
 * - 15.509.661-6: zaidmaths.com (2010-12), sum 137.
 * - 12.956.784-8: lasnibat.com, "¿Cómo se calcula el dígito verificador del RUT?" (2013-02), sum 190.
 * K and 0 by hand: 10000013 → 3×2 + 1×3 + 1×3 = 12, 12 mod 11 = 1, 11 − 1 = 10 → K;
 * 10000004 → 4×2 + 1×3 = 11, 11 mod 11 = 0, 11 − 0 = 11 → 0.
 */
const PUBLISHED = ['12.345.678-5', '12.678.579-8', '15.509.661-6', '12.956.784-8'];

const rutBody = fc.integer({ min: 1, max: 99_999_999 }).map(String);

describe('rutCheckDigit', () => {
  it('matches the published examples and the K and 0 cases', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('12678579')).toBe('8');
    expect(rutCheckDigit('15509661')).toBe('6');
    expect(rutCheckDigit('12956784')).toBe('8');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('10000004')).toBe('0');
    expect(() => rutCheckDigit('12.345')).toThrow(RangeError);
  });
});

describe('validateRut', () => {
  it('accepts the published examples with or without dots and dash', () => {
    for (const rut of PUBLISHED) {
      expect(validateRut(rut), rut).toBe(true);
      expect(validateRut(rut.replace(/\./g, '')), rut).toBe(true);
      expect(validateRut(rut.replace(/[.-]/g, '')), rut).toBe(true);
    }
    expect(validateRut(' 12 345 678-5 ')).toBe(true);
  });

  it('accepts K in either case', () => {
    expect(validateRut('10.000.013-K')).toBe(true);
    expect(validateRut('10000013k')).toBe(true);
    expect(validateRut('10.000.004-0')).toBe(true);
    expect(validateRut('10.000.004-K')).toBe(false);
  });

  it('refuses a wrong check digit and malformed values', () => {
    for (const rut of [
      '12.345.678-6',
      '12.345.678-K',
      '',
      '-',
      '5',
      '0-0',
      '000000000',
      '123.456.789-0',
      '12,345,678-5',
      '12345678-55',
      'K-12345678',
      '12.345.678-X',
    ]) {
      expect(validateRut(rut), rut).toBe(false);
    }
  });

  it('property: a body with its computed check digit validates and any other digit fails', () => {
    const digits = [...'0123456789K'];
    fc.assert(
      fc.property(rutBody, fc.constantFrom(...digits), (body, other) => {
        const check = rutCheckDigit(body);
        expect(validateRut(`${body}-${check}`)).toBe(true);
        expect(validateRut(`${body}-${check.toLowerCase()}`)).toBe(true);
        expect(validateRut(`${body}-${other}`)).toBe(other === check);
      }),
    );
  });

  it('property: format then validate is stable', () => {
    fc.assert(
      fc.property(rutBody, (body) => {
        const formatted = formatRut(`${body}${rutCheckDigit(body)}`);
        expect(formatted).not.toBeNull();
        expect(validateRut(formatted ?? '')).toBe(true);
        expect(formatRut(formatted ?? '')).toBe(formatted);
      }),
    );
  });
});

describe('formatRut', () => {
  it('writes dots, dash and upper-case K', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('10000013k')).toBe('10.000.013-K');
    expect(formatRut('1234567-4')).toBe('1.234.567-4');
    expect(formatRut('12.345.678-6')).toBeNull();
  });
});

describe('SENCE codes and entry window', () => {
  it('needs at least 10 characters for the SENCE code and 7 for the course code', () => {
    expect(SENCE_CODE_MIN_LENGTH).toBe(10);
    expect(SENCE_COURSE_CODE_MIN_LENGTH).toBe(7);
    expect(validateSenceCode('1234567890')).toBe(true);
    expect(validateSenceCode('123456789')).toBe(false);
    expect(validateSenceCode(' 123456789 ')).toBe(false);
    expect(validateCourseCode('1234567')).toBe(true);
    expect(validateCourseCode('123456')).toBe(false);
  });

  it('gives 3 minutes to enter RUT and password', () => {
    expect(SENCE_ENTRY_WINDOW_SECONDS).toBe(180);
    expect(senceEntrySecondsLeft(0, 0)).toBe(180);
    expect(senceEntrySecondsLeft(0, 179_999)).toBe(1);
    expect(senceEntrySecondsLeft(0, 180_000)).toBe(0);
  });
});

describe('SENCE error messages', () => {
  it('lists every code of the specification: 100, 200–212, 300–310', () => {
    const expected = [
      100,
      ...Array.from({ length: 13 }, (_, i) => 200 + i),
      ...Array.from({ length: 11 }, (_, i) => 300 + i),
    ];
    expect([...SENCE_ERROR_CODES]).toEqual(expected);
  });

  it('maps each code to sence.error_<code>', () => {
    for (const code of SENCE_ERROR_CODES) {
      expect(SENCE_ERROR_MESSAGE_KEYS[code]).toBe(`sence.error_${code}`);
      expect(senceErrorMessageKey(code)).toBe(`sence.error_${code}`);
      expect(senceErrorMessageKey(String(code))).toBe(`sence.error_${code}`);
    }
    expect(Object.keys(SENCE_ERROR_MESSAGE_KEYS)).toHaveLength(25);
    expect(senceErrorMessageKey(204)).toBe('sence.error_204');
  });

  it('maps unknown codes to sence.error_unknown', () => {
    for (const code of [0, 99, 213, 299, 311, 400, -204, 204.5, '', 'abc', '2.04e2', '0xCC', 'toString']) {
      expect(senceErrorMessageKey(code), String(code)).toBe('sence.error_unknown');
    }
    expect(isSenceErrorCode('210')).toBe(true);
    expect(isSenceErrorCode(213)).toBe(false);
  });
});
