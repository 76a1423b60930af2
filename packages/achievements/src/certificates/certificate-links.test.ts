import { describe, expect, it } from 'vitest';
import { certificateFileName, DEFAULT_VERIFY_PATH, verificationUrl } from './certificate-links.js';

describe('verificationUrl', () => {
  it('fills the site’s verification route on the page’s origin by default', () => {
    expect(verificationUrl(DEFAULT_VERIFY_PATH, '7K2M-9QXD-4B0R', 'https://campus.test')).toBe(
      'https://campus.test/certificates/verify/7K2M-9QXD-4B0R',
    );
  });

  it('keeps an absolute template’s own origin and encodes the code', () => {
    expect(verificationUrl('https://verify.example/c?code={code}', 'A B/C', 'https://campus.test')).toBe(
      'https://verify.example/c?code=A%20B%2FC',
    );
  });

  it('appends the code to a template without the placeholder', () => {
    expect(verificationUrl('/verify/', '7K2M', 'https://campus.test')).toBe('https://campus.test/verify/7K2M');
  });
});

describe('certificateFileName', () => {
  it('names the file after the training without characters file systems refuse', () => {
    expect(certificateFileName('Vendas: módulo 1/2 "avançado"', 'certificado')).toBe('Vendas módulo 1 2 avançado.pdf');
  });

  it('falls back when nothing usable is left', () => {
    expect(certificateFileName(' /:* ', 'certificado')).toBe('certificado.pdf');
    expect(certificateFileName('..', 'certificate')).toBe('certificate.pdf');
  });

  it('keeps long titles to 120 characters', () => {
    expect(certificateFileName('a'.repeat(300), 'x')).toBe(`${'a'.repeat(120)}.pdf`);
  });
});
