import { describe, expect, it, vi } from 'vitest';
import { downscalePhoto, fitWithin, KEEP_AS_IS_BYTES } from './downscale-image.js';
import type { ImageTools } from './downscale-image.js';

const photo = (size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], 'nota.jpeg', { type });

function tools(width: number, height: number, encodedSize: number) {
  const close = vi.fn();
  const encode = vi.fn(async () => new Blob([new Uint8Array(encodedSize)], { type: 'image/jpeg' }));
  const fake: ImageTools = {
    decode: async () => ({ width, height, close }) as unknown as Awaited<ReturnType<ImageTools['decode']>>,
    encode,
  };
  return { fake, encode, close };
}

describe('downscaling photos before upload', () => {
  it('fits the longest side, keeping proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
  });

  it('re-encodes a big camera photo as a smaller JPEG', async () => {
    const { fake, encode, close } = tools(4032, 3024, 300_000);
    const result = await downscalePhoto(photo(4_500_000), fake);
    expect(encode).toHaveBeenCalledWith(expect.anything(), 2048, 1536, 0.85);
    expect(result).toMatchObject({ name: 'nota.jpg', type: 'image/jpeg', size: 300_000 });
    expect(close).toHaveBeenCalled();
  });

  it('keeps a small photo, a non-image, a failure or a heavier re-encoding as they are', async () => {
    const small = photo(KEEP_AS_IS_BYTES - 1);
    expect(await downscalePhoto(small, tools(1000, 800, 10).fake)).toBe(small);
    const pdf = photo(5_000_000, 'application/pdf');
    expect(await downscalePhoto(pdf, tools(4000, 3000, 10).fake)).toBe(pdf);
    const big = photo(2_000_000);
    expect(await downscalePhoto(big, tools(4000, 3000, 3_000_000).fake)).toBe(big);
    const failing: ImageTools = { decode: () => Promise.reject(new Error('bad')), encode: vi.fn() };
    expect(await downscalePhoto(big, failing)).toBe(big);
    expect(await downscalePhoto(big, undefined)).toBe(big);
  });
});
