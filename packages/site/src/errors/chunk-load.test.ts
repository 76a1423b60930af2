import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CHUNK_FAILURE_EVENT, isChunkLoadFailure, loadChunk, toChunkLoadError } from './chunk-load';

describe('chunk loading (spec §8: failures reported with type and address, 120 s limit)', () => {
  const target = new EventTarget();
  // Unstubbed after the file: Node test files share their worker's globals, and PGlite takes any `window` for a
  // browser's (it read `window.location` of this one and failed in the next file on CI).
  beforeAll(() => vi.stubGlobal('window', target));
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('turns a failed dynamic import into a chunk failure with its address, and reports it', async () => {
    const reports: unknown[] = [];
    target.addEventListener(CHUNK_FAILURE_EVENT, (event) => reports.push((event as CustomEvent).detail));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:3000/assets/home-page-abc.js',
    );
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'chunk',
      address: 'http://localhost:3000/assets/home-page-abc.js',
    });
    expect(reports).toEqual([{ type: 'chunk', address: 'http://localhost:3000/assets/home-page-abc.js' }]);
  });

  it('reports a stylesheet that failed to preload as a style chunk', () => {
    const error = toChunkLoadError(new Error('Unable to preload CSS for http://localhost:3000/assets/home.css'));
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'style-chunk', address: 'http://localhost:3000/assets/home.css' });
  });

  it('gives up after 120 seconds with a timeout failure', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = loadChunk(() => new Promise<never>(() => undefined), { address: '/assets/slow.js' });
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ type: 'timeout', address: '/assets/slow.js' });
  });

  it('leaves other errors alone', async () => {
    const other = new RangeError('boom');
    expect(isChunkLoadFailure(other)).toBe(false);
    await expect(loadChunk(() => Promise.reject(other))).rejects.toBe(other);
    await expect(loadChunk(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
