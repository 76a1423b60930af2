import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfCheckDigits, maskDocument, validateDocument } from './document.js';

/*
 * Check-digit vectors from independent public descriptions of the Receita Federal CPF algorithm
 * (modulo 11, weights 10..2 then 11..2, a remainder under 2 gives 0):
 * - 529.982.247-25: the widely published example CPF used in validator documentation.
 * - 111.444.777-35: worked example "111.444.777-XX" in "Significado dos dígitos do CPF"
 *   (https://trabalhosfeitos.com/ensaios/Função-Social-Do-Cpf/925068.html): sum 162, first digit 3.
 * - 512.769.928-15: worked example in "A álgebra linear e seu CPF"
 *   (http://matematicadainformacao.blogspot.com/2017/05/a-algebra-linear-e-seu-cpf.html).
 * - 381.367.125-9X: worked example in "Como é feito o CPF" (https://studylibpt.com/doc/3688802):
 *   sum 222, remainder 2, first digit 9.
 */
const PUBLISHED_VALID = ['529.982.247-25', '111.444.777-35', '512.769.928-15'];

const digit = fc.integer({ min: 0, max: 9 });
const body9 = fc.array(digit, { minLength: 9, maxLength: 9 }).map((digits) => digits.join(''));
const notAllSame = (value: string): boolean => !/^(\d)\1*$/.test(value);
const validCpf = body9.map((body) => body + cpfCheckDigits(body)).filter(notAllSame);

describe('cpfCheckDigits', () => {
  it('matches the published vectors', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(cpfCheckDigits('512769928')).toBe('15');
    expect(cpfCheckDigits('381367125')[0]).toBe('9');
  });

  it('gives 0 when the remainder is under 2', () => {
    // 000000031 by hand: 3×3 + 1×2 = 11, remainder 0 → first digit 0;
    // then 3×4 + 1×3 + 0×2 = 15, remainder 4 → second digit 7.
    expect(cpfCheckDigits('000000031')).toBe('07');
    // 100000000: 1×10 = 10, remainder 10 → 1; then 1×11 + 1×2 = 13, remainder 2 → 9.
    expect(cpfCheckDigits('100000000')).toBe('19');
    expect(validateDocument('000.000.031-07', 'BRA')).toEqual({ valid: true, digits: '00000003107' });
  });

  it('refuses a body that is not nine digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cpfCheckDigits('12345678a')).toThrow(RangeError);
  });
});

describe('validateDocument BRA', () => {
  it('accepts published valid CPFs, masked or bare', () => {
    for (const cpf of PUBLISHED_VALID) {
      expect(validateDocument(cpf, 'BRA')).toEqual({ valid: true, digits: cpf.replace(/\D/g, '') });
    }
    expect(validateDocument('52998224725', 'BRA')).toEqual({ valid: true, digits: '52998224725' });
    expect(validateDocument(' 529 982 247 25 ', 'BRA')).toEqual({ valid: true, digits: '52998224725' });
  });

  it('is document_required when nothing but separators is left', () => {
    for (const value of ['', '   ', '..-', ' . - ']) {
      expect(validateDocument(value, 'BRA'), JSON.stringify(value)).toEqual({
        valid: false,
        error: 'document_required',
      });
    }
  });

  it('refuses wrong check digits, wrong length, other characters and all-same digits', () => {
    const invalid = { valid: false, error: 'invalid_document' };
    expect(validateDocument('529.982.247-24', 'BRA')).toEqual(invalid);
    expect(validateDocument('529.982.247-15', 'BRA')).toEqual(invalid);
    expect(validateDocument('5299822472', 'BRA')).toEqual(invalid);
    expect(validateDocument('529982247250', 'BRA')).toEqual(invalid);
    expect(validateDocument('529/982/247/25', 'BRA')).toEqual(invalid);
    expect(validateDocument('52998224725a', 'BRA')).toEqual(invalid);
    for (let d = 0; d <= 9; d += 1) {
      // Every all-same-digit CPF passes the checksum, so only the explicit rule refuses it.
      expect(validateDocument(String(d).repeat(11), 'BRA')).toEqual(invalid);
    }
  });

  it('property: any 9-digit body completed with its two check digits validates (unless all the same digit)', () => {
    fc.assert(
      fc.property(body9, (body) => {
        const cpf = body + cpfCheckDigits(body);
        expect(validateDocument(cpf, 'BRA').valid).toBe(notAllSame(cpf));
      }),
    );
  });

  const mutate = (cpf: string, at: number, shift: number) =>
    cpf.slice(0, at) + String((Number(cpf[at]) + shift) % 10) + cpf.slice(at + 1);

  it('property: changing either check digit of a valid CPF invalidates it', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), (cpf, at, shift) => {
        expect(validateDocument(mutate(cpf, at, shift), 'BRA')).toEqual({ valid: false, error: 'invalid_document' });
      }),
    );
  });

  // Modulo 11 maps remainders 0 and 1 to the same check digit 0, so the CPF algorithm does not catch every
  // single-digit error (the first body digit even weighs 11 ≡ 0 in the second check). The only way a one-digit
  // change in the body survives is that collapse: the first check digit is 0, and for any digit after the
  // first, the second check digit is 0 too.
  it('property: a single-digit change in the body survives only through the 0/1 remainder collapse', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (cpf, at, shift) => {
        if (!validateDocument(mutate(cpf, at, shift), 'BRA').valid) return;
        expect(cpf[9]).toBe('0');
        if (at > 0) expect(cpf[10]).toBe('0');
      }),
      { numRuns: 2000 },
    );
  });

  it('a known collapse: 100.000.001-08 and 200.000.001-08 are both valid', () => {
    expect(validateDocument('10000000108', 'BRA').valid).toBe(true);
    expect(validateDocument('20000000108', 'BRA').valid).toBe(true);
  });

  it('property: masking then validating gives the same digits', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(validateDocument(maskDocument(cpf, 'BRA'), 'BRA')).toEqual({ valid: true, digits: cpf });
      }),
    );
  });
});

describe('validateDocument ARG/URY', () => {
  it('accepts exactly 8 digits, separators removed', () => {
    expect(validateDocument('12345678', 'ARG')).toEqual({ valid: true, digits: '12345678' });
    expect(validateDocument('12.345.678', 'ARG')).toEqual({ valid: true, digits: '12345678' });
    expect(validateDocument('1.234.567-8', 'URY')).toEqual({ valid: true, digits: '12345678' });
    expect(validateDocument('00000000', 'URY')).toEqual({ valid: true, digits: '00000000' });
  });

  it('refuses 7 or 9 digits and non-digits', () => {
    const invalid = { valid: false, error: 'invalid_document' };
    expect(validateDocument('1234567', 'ARG')).toEqual(invalid);
    expect(validateDocument('123456789', 'URY')).toEqual(invalid);
    expect(validateDocument('1234567a', 'ARG')).toEqual(invalid);
    expect(validateDocument('', 'URY')).toEqual({ valid: false, error: 'document_required' });
  });
});

describe('maskDocument', () => {
  it('applies the BRA mask progressively', () => {
    expect(maskDocument('', 'BRA')).toBe('');
    expect(maskDocument('5', 'BRA')).toBe('5');
    expect(maskDocument('529', 'BRA')).toBe('529');
    expect(maskDocument('5299', 'BRA')).toBe('529.9');
    expect(maskDocument('5299822', 'BRA')).toBe('529.982.2');
    expect(maskDocument('529982247', 'BRA')).toBe('529.982.247');
    expect(maskDocument('5299822472', 'BRA')).toBe('529.982.247-2');
    expect(maskDocument('52998224725', 'BRA')).toBe('529.982.247-25');
  });

  it('drops non-digits and extra digits', () => {
    expect(maskDocument('529.982.247-25', 'BRA')).toBe('529.982.247-25');
    expect(maskDocument('52998224725999', 'BRA')).toBe('529.982.247-25');
    expect(maskDocument('52a9', 'BRA')).toBe('529');
    expect(maskDocument('12.345.6789', 'ARG')).toBe('12345678');
    expect(maskDocument('1234', 'URY')).toBe('1234');
  });

  it('property: masking is idempotent and keeps the first digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('BRA' as const, 'ARG' as const, 'URY' as const), (value, country) => {
        const masked = maskDocument(value, country);
        expect(maskDocument(masked, country)).toBe(masked);
        const limit = country === 'BRA' ? 11 : 8;
        expect(masked.replace(/\D/g, '')).toBe(value.replace(/\D/g, '').slice(0, limit));
      }),
    );
  });
});
