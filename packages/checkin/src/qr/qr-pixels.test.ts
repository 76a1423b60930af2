import { describe, expect, it } from 'vitest';
import { qrPixels } from '../testing/qr-image.test-util.js';
import { decodeQrPixels } from './qr-pixels.js';

const SECRET = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

describe('decodeQrPixels (jsQR, loaded on first use)', () => {
  it('reads a real QR code made by qrcode', async () => {
    expect(await decodeQrPixels(qrPixels(SECRET))).toBe(SECRET);
    const link = `https://portal.example/check-in?qr=${SECRET}`;
    expect(await decodeQrPixels(qrPixels(link))).toBe(link);
  });

  it('reads a light-on-dark code (a QR code shown on a dark screen)', async () => {
    const { data, width, height } = qrPixels(SECRET);
    const inverted = data.map((value, index) => (index % 4 === 3 ? value : 255 - value));
    expect(await decodeQrPixels({ data: inverted, width, height })).toBe(SECRET);
  });

  it('answers null for a picture without a QR code', async () => {
    const blank = { data: new Uint8ClampedArray(120 * 80 * 4).fill(255), width: 120, height: 80 };
    expect(await decodeQrPixels(blank)).toBeNull();
  });
});
