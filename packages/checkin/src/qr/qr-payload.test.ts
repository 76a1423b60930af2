import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQrPayload } from './qr-payload.js';

const SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

describe('parseQrPayload (what an event QR code carries)', () => {
  it('takes the server’s secret alone, trimmed and lower-cased', () => {
    expect(parseQrPayload(SECRET)).toBe(SECRET);
    expect(parseQrPayload(`  ${SECRET.toUpperCase()}\n`)).toBe(SECRET);
  });

  it('takes the secret from a check-in link’s qr parameter or fragment', () => {
    expect(parseQrPayload(`https://portal.example/check-in?qr=${SECRET}`)).toBe(SECRET);
    expect(parseQrPayload(`https://portal.example/eventos#qr=${SECRET}`)).toBe(SECRET);
    expect(parseQrPayload(`http://intranet/check-in?event=2&qr=${SECRET.toUpperCase()}`)).toBe(SECRET);
  });

  it('refuses anything else, so a stranger QR code never counts as a wrong attempt', () => {
    for (const text of [
      '',
      '246810',
      SECRET.slice(1),
      `${SECRET}0`,
      'g'.repeat(32),
      'https://example.com/',
      `https://portal.example/check-in?qr=${SECRET.slice(2)}`,
      `javascript:alert(1)//?qr=${SECRET}`,
      `ftp://portal.example/?qr=${SECRET}`,
      'WIFI:S:loja;T:WPA;P:senha;;',
    ]) {
      expect(parseQrPayload(text)).toBeUndefined();
    }
  });

  it('reads back every 128-bit secret, bare or in a link', () => {
    const secret = fc
      .uint8Array({ minLength: 16, maxLength: 16 })
      .map((bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));
    fc.assert(
      fc.property(secret, (value) => {
        expect(parseQrPayload(value)).toBe(value);
        expect(parseQrPayload(`https://portal.example/check-in?qr=${value}`)).toBe(value);
      }),
    );
  });
});
