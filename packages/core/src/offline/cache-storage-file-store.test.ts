import { describe, expect, it } from 'vitest';
import { createCacheStorageFileStore } from './cache-storage-file-store.js';
import { fileNameOfSrc } from './offline-file-store.js';
import { fileExtension, offlineFileName } from './offline-file-name.js';

/** Node has no Cache Storage: a Map-backed stand-in with the same key semantics (URL strings). */
function fakeCaches(): CacheStorage & { opened: string[] } {
  const caches = new Map<string, Map<string, Response>>();
  const opened: string[] = [];
  const keyOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));
  return {
    opened,
    open: async (name: string) => {
      opened.push(name);
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return {
        put: async (request: RequestInfo | URL, response: Response) => {
          entries.set(keyOf(request), response);
        },
        match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
        delete: async (request: RequestInfo | URL, options?: CacheQueryOptions) => {
          const path = (url: string) => (options?.ignoreSearch ? url.split('?')[0] : url);
          const matching = [...entries.keys()].filter((key) => path(key) === path(keyOf(request)));
          for (const key of matching) entries.delete(key);
          return matching.length > 0;
        },
        keys: async () => [...entries.keys()].map((key) => new Request(key)),
      } as unknown as Cache;
    },
  } as unknown as CacheStorage & { opened: string[] };
}

describe('Cache Storage file store', () => {
  it('puts, finds, reads and removes files under URL keys in its own cache', async () => {
    const caches = fakeCaches();
    const store = createCacheStorageFileStore({ caches, cacheName: 'campus-a-offline' });
    const src = await store.put('class5.pdf', new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(src).toBe('https://campus-offline.invalid/files/class5.pdf');
    expect(fileNameOfSrc(src)).toBe('class5.pdf');
    expect(await store.has('class5.pdf')).toBe(true);
    const file = await store.get('class5.pdf');
    expect(await file?.text()).toBe('%PDF');
    expect(file?.type).toBe('application/pdf');
    await store.remove('class5.pdf');
    expect(await store.has('class5.pdf')).toBe(false);
    expect(await store.get('class5.pdf')).toBeNull();
    expect(new Set(caches.opened)).toEqual(new Set(['campus-a-offline']));
  });

  it('streams download parts in, finds them by version up to the first gap, and removes them all', async () => {
    const caches = fakeCaches();
    const store = createCacheStorageFileStore({ caches });
    const stream = (text: string) => new Response(text).body as ReadableStream<Uint8Array>;
    await store.putPart?.('class5', '2026-11-01T10:00:00Z', 0, stream('abc'));
    await store.putPart?.('class5', '2026-11-01T10:00:00Z', 1, stream('de'));
    await store.putPart?.('class5', '2026-11-01T10:00:00Z', 3, stream('zz')); // after a gap: not part of the file
    await store.putPart?.('class5', 'other', 0, stream('old'));
    await store.put('class5.pdf', new Blob(['%PDF']));
    const parts = (await store.getParts?.('class5', '2026-11-01T10:00:00Z')) ?? [];
    expect(await new Blob(parts).text()).toBe('abcde');
    expect(await store.getParts?.('class5', 'd9')).toEqual([]);
    await store.removeParts?.('class5');
    expect(await store.getParts?.('class5', 'other')).toEqual([]);
    const cache = await caches.open('campus-offline');
    expect((await cache.keys()).map((request) => request.url)).toEqual([
      'https://campus-offline.invalid/files/class5.pdf',
    ]);
  });

  it('rejects clearly where Cache Storage does not exist', async () => {
    const store = createCacheStorageFileStore();
    await expect(store.has('x')).rejects.toThrow(/Cache Storage is not available/);
  });
});

describe('offline file names (SPECIFICATION §7 class{item_id}.{extension})', () => {
  it.each([
    ['https://cdn.example.com/a/aula.PDF?token=1', null, 'pdf'],
    ['https://cdn.example.com/a/video', 'video/mp4; codecs=avc1', 'mp4'],
    ['https://cdn.example.com/a/video', 'application/x-unknown', 'bin'],
    ['/relative/podcast.mp3', null, 'mp3'],
    ['https://cdn.example.com/a/file.tar.gz', null, 'gz'],
    ['https://cdn.example.com/a/weird.ex$e', null, 'bin'],
  ])('%s (%s) → .%s', (resource, type, extension) => {
    expect(fileExtension(resource, type)).toBe(extension);
  });

  it('names files class{item_id}.{extension}', () => {
    expect(offlineFileName(12, 'pdf')).toBe('class12.pdf');
  });
});
