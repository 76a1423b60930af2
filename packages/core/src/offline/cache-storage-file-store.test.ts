import { describe, expect, it } from 'vitest';
import { createCacheStorageFileStore } from './cache-storage-file-store.js';
import { fileNameOfSrc } from './offline-file-store.js';
import { fileExtension, offlineFileName } from './offline-file-name.js';
import { fakeCaches } from './fake-caches.test-util.js';

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

  it('commits parts as a file without copying them: read back joined, kept by version, removed with the file', async () => {
    const caches = fakeCaches();
    const store = createCacheStorageFileStore({ caches });
    const stream = (text: string) => new Response(text).body as ReadableStream<Uint8Array>;
    await store.putPart?.('class5', 'v1', 0, stream('%P'));
    await store.putPart?.('class5', 'v1', 1, stream('DF'));
    await store.putPart?.('class5', 'v0', 0, stream('old'));
    const src = await store.commitParts?.('class5.pdf', 'class5', 'v1', 'application/pdf');
    expect(src).toBe('https://campus-offline.invalid/files/class5.pdf');
    expect(await store.has('class5.pdf')).toBe(true);
    const file = await store.get('class5.pdf');
    expect(await file?.text()).toBe('%PDF');
    expect(file?.type).toBe('application/pdf');
    await store.removeParts?.('class5', 'v1'); // every version but the committed one
    expect(await store.getParts?.('class5', 'v0')).toEqual([]);
    expect(await (await store.get('class5.pdf'))?.text()).toBe('%PDF');
    await store.remove('class5.pdf');
    expect(await store.has('class5.pdf')).toBe(false);
    expect(await caches.open('campus-offline').then((cache) => cache.keys())).toEqual([]);
  });

  it('a committed file that lost a part is gone, as an evicted file would be', async () => {
    const caches = fakeCaches();
    const store = createCacheStorageFileStore({ caches });
    const stream = (text: string) => new Response(text).body as ReadableStream<Uint8Array>;
    await store.putPart?.('class6', 'v1', 0, stream('ab'));
    await store.putPart?.('class6', 'v1', 1, stream('cd'));
    await store.commitParts?.('class6.bin', 'class6', 'v1', '');
    expect(await (await store.get('class6.bin'))?.text()).toBe('abcd');
    await (await caches.open('campus-offline')).delete('https://campus-offline.invalid/files/class6.part?v=v1&i=1');
    expect(await store.has('class6.bin')).toBe(false);
    expect(await store.get('class6.bin')).toBeNull();
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
