import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  certificateCodeFromBytes,
  formatCertificateCode,
  isCertificateCode,
  normalizeCertificateCode,
} from './certificate-code.js';

describe('certificate codes', () => {
  it('turns 60 random bits into 12 Crockford digits', () => {
    expect(certificateCodeFromBytes(new Uint8Array(8))).toBe('000000000000');
    expect(certificateCodeFromBytes(new Uint8Array(8).fill(255))).toBe('ZZZZZZZZZZZZ');
    // 0x0123456789abcdef: the first 60 bits are 0x0123456789abcde.
    expect(certificateCodeFromBytes(Uint8Array.from([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef]))).toBe(
      '04HMASW9NF6Y',
    );
    expect(() => certificateCodeFromBytes(new Uint8Array(7))).toThrow(RangeError);
  });

  it('never uses I, L, O or U, and every code reads back as itself', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const code = certificateCodeFromBytes(bytes);
        expect(code).toHaveLength(CERTIFICATE_CODE_LENGTH);
        expect(code).not.toMatch(/[ILOU]/);
        for (const character of code) expect(CERTIFICATE_CODE_ALPHABET).toContain(character);
        expect(normalizeCertificateCode(formatCertificateCode(code).toLowerCase())).toBe(code);
      }),
    );
  });

  it('forgives case, dashes, spaces and the look-alike letters, and refuses anything else', () => {
    expect(normalizeCertificateCode('7k2m-9qxd-4bor')).toBe('7K2M9QXD4B0R');
    expect(normalizeCertificateCode(' 7K2M 9QXD 4BlR ')).toBe('7K2M9QXD4B1R');
    expect(normalizeCertificateCode('7K2M9QXD4B0')).toBeNull();
    expect(normalizeCertificateCode('7K2M9QXD4B0RR')).toBeNull();
    expect(normalizeCertificateCode('7K2M9QXD4B0U')).toBeNull();
    expect(normalizeCertificateCode('7K2M9QXD4B0!')).toBeNull();
    expect(normalizeCertificateCode('-'.repeat(100))).toBeNull();
    expect(isCertificateCode('04HM-ASW9-NF6Y')).toBe(true);
    expect(isCertificateCode('')).toBe(false);
    expect(formatCertificateCode('7K2M9QXD4B0R')).toBe('7K2M-9QXD-4B0R');
  });
});
